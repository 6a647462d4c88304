import Observation

@MainActor
@Observable
final class CarouselDemoViewModel {
    let itemCount = 6
    var currentItem = 0

    /// A click on a card scrolls it to the start.
    func onCardTapped(_ index: Int) {
        currentItem = index
    }

    func title(ofItem index: Int) -> String {
        R.string.components.carouselItem(index + 1)
    }
}
