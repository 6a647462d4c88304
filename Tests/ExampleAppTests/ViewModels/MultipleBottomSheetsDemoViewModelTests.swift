import TUIKit
import XCTest

@testable import ExampleApp

/// The two sheets behind one item, without drawing.
@MainActor
final class MultipleBottomSheetsDemoViewModelTests: XCTestCase {
    override func setUp() async throws {
        try Environments.setup(name: "dev")
        Localization.language = .en
    }

    func testTheSelectedRowShowsItsSheet() async {
        let model = MultipleBottomSheetsDemoViewModel()
        XCTAssertNil(model.bottomSheet)
        model.selection.move(by: 1)
        model.onShowSelectedSheet()
        XCTAssertEqual(model.bottomSheet, .greenSheet)
        model.selection.moveToStart()
        model.onShowSelectedSheet()
        XCTAssertEqual(model.bottomSheet, .blueSheet)
    }

    func testEachSheetsButtonSwitchesToTheOtherThroughTheSameItem() async {
        let model = MultipleBottomSheetsDemoViewModel()
        model.onShowSheet(at: 0)
        model.onShowGreenSheetButtonTapped()
        XCTAssertEqual(model.bottomSheet, .greenSheet)
        model.onShowBlueSheetButtonTapped()
        XCTAssertEqual(model.bottomSheet, .blueSheet)
    }

    func testAClickedRowIsSelectedAndOneOutsideTheListShowsNothing() async {
        let model = MultipleBottomSheetsDemoViewModel()
        model.onShowSheet(at: 2)
        XCTAssertNil(model.bottomSheet)
        model.onShowSheet(at: 1)
        XCTAssertEqual(model.selection.selectedIndex, 1)
        XCTAssertEqual(model.sheetTitles, [R.string.sheetsDemo.showBlueSheet(), R.string.sheetsDemo.showGreenSheet()])
    }
}
