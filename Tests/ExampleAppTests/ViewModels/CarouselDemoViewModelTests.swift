import XCTest

@testable import ExampleApp

@MainActor
final class CarouselDemoViewModelTests: XCTestCase {
    func testAClickOnACardMakesItTheCurrentOne() async {
        let model = CarouselDemoViewModel()
        XCTAssertEqual(model.currentItem, 0)
        model.onCardTapped(4)
        XCTAssertEqual(model.currentItem, 4)
    }

    func testEveryCardHasItsOwnTitleAndPressFeedback() async {
        let model = CarouselDemoViewModel()
        let titles = (0..<model.itemCount).map(model.title(ofItem:))
        XCTAssertEqual(Set(titles).count, model.itemCount)
        XCTAssertEqual(titles.first, R.string.components.carouselItem(1), "cards count from one")
        XCTAssertEqual(CarouselDemoView(viewModel: model).cardFeedbacks.count, model.itemCount)
    }
}
