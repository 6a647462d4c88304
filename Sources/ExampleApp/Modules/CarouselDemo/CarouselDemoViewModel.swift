import Observation
import TUICore
import TUIKit

@MainActor
@Observable
final class CarouselDemoViewModel {
    let itemCount = 6
    var currentItem = 0
    /// Cards 24 columns wide, 2 apart, 2 in from either edge.
    let scrollManager = ItemsScrollManager(cellWidth: 24, cellOffset: 2, insets: EdgeInsets(left: 2, right: 2))

    /// Each card's press highlight (a card is a `TouchableControl`).
    @ObservationIgnored let cardFeedbacks: [PressFeedback]

    init() {
        cardFeedbacks = (0..<itemCount).map { _ in PressFeedback() }
    }

    /// A click on a card scrolls it to the start.
    func onCardTapped(_ index: Int) {
        currentItem = index
    }

    func title(ofItem index: Int) -> String {
        R.string.components.carouselItem(index + 1)
    }
}
