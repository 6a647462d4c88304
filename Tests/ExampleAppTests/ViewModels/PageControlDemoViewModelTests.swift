import XCTest

@testable import ExampleApp

@MainActor
final class PageControlDemoViewModelTests: XCTestCase {
    func testPagesMoveByKeysAndStopAtTheEnds() async {
        let model = PageControlDemoViewModel()
        model.showPage(offsetBy: -1)
        XCTAssertEqual(model.page, 0, "no page before the first")
        model.showPage(offsetBy: 1)
        XCTAssertEqual(model.page, 1)
        XCTAssertEqual(model.status, R.string.components.pageControlPage(2, model.pageCount))
        for _ in 0..<10 { model.showPage(offsetBy: 1) }
        XCTAssertEqual(model.page, model.pageCount - 1, "no page after the last")
    }

    func testAClickOnABeanShowsThatPage() async {
        let model = PageControlDemoViewModel()
        model.showPage(3)
        XCTAssertEqual(model.page, 3)
        model.showPage(99)
        XCTAssertEqual(model.page, model.pageCount - 1)
    }
}
