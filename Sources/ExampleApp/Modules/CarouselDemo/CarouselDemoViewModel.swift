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

    var currentItemBinding: Binding<Int> { Binding(self, \.currentItem) }

    func title(ofItem index: Int) -> String {
        R.string.components.carouselItem(index + 1)
    }
}
