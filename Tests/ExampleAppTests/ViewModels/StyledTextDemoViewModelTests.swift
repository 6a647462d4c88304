import XCTest

@testable import ExampleApp

@MainActor
final class StyledTextDemoViewModelTests: XCTestCase {
    func testWidthChangesStayWithinTheRange() async {
        let model = StyledTextDemoViewModel()
        let start = model.width
        model.changeWidth(by: 4)
        XCTAssertEqual(model.width, start + 4)
        XCTAssertEqual(model.widthStatus, R.string.components.styledTextWidth(start + 4))
        for _ in 0..<50 { model.changeWidth(by: 4) }
        XCTAssertEqual(model.width, StyledTextDemoViewModel.widthRange.upperBound)
        for _ in 0..<50 { model.changeWidth(by: -4) }
        XCTAssertEqual(model.width, StyledTextDemoViewModel.widthRange.lowerBound)
    }

    func testATappedLinkShowsWhereItLeads() async {
        let model = StyledTextDemoViewModel()
        XCTAssertNil(model.linkStatus)
        model.onLinkTapped(StyledTextDemoViewModel.documentationURL)
        XCTAssertEqual(model.openedLink, StyledTextDemoViewModel.documentationURL)
        XCTAssertEqual(
            model.linkStatus, R.string.components.styledTextOpened(StyledTextDemoViewModel.documentationURL))
    }
}
