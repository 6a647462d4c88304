import XCTest

@testable import ExampleApp

@MainActor
final class ButtonsDemoViewModelTests: XCTestCase {
    func testFocusMovesBothWaysAndWrapsAround() async {
        let model = ButtonsDemoViewModel()
        XCTAssertEqual(model.focusedIndex, 0)
        model.moveFocus(by: 1)
        XCTAssertEqual(model.focusedIndex, 1)
        model.moveFocus(by: -2)
        XCTAssertEqual(model.focusedIndex, model.items.count - 1, "left of the first is the last")
        model.moveFocus(by: 1)
        XCTAssertEqual(model.focusedIndex, 0, "right of the last is the first")
    }

    func testPressingTheFocusedButtonCountsAndNamesIt() async {
        let model = ButtonsDemoViewModel()
        XCTAssertEqual(model.status, R.string.components.buttonsNonePressed())
        model.moveFocus(by: 1)
        model.pressFocused()
        model.pressFocused()
        XCTAssertEqual(model.lastPressed, 1)
        XCTAssertEqual(model.pressCount, 2)
        XCTAssertEqual(model.status, R.string.components.buttonsLastPressed(model.items[1].title, 2))
    }

    func testADisabledButtonTakesNoPressUntilEnabledAgain() async {
        let model = ButtonsDemoViewModel()
        model.toggleFocusedEnabled()
        XCTAssertFalse(model.isEnabled(0))
        model.pressFocused()
        XCTAssertNil(model.lastPressed)
        XCTAssertEqual(model.pressCount, 0)
        model.toggleFocusedEnabled()
        model.pressFocused()
        XCTAssertEqual(model.lastPressed, 0)
    }

    func testAClickFocusesTheButtonItHits() async {
        let model = ButtonsDemoViewModel()
        model.onButtonTapped(2)
        XCTAssertEqual(model.focusedIndex, 2)
        XCTAssertEqual(model.lastPressed, 2)
        XCTAssertEqual(model.pressCount, 1)
    }

    func testTheConfiguredPageHasItsOwnFocusAndNamesTheLastPress() async {
        let model = ButtonsDemoViewModel()
        model.togglePage()
        XCTAssertEqual(model.page, .configured)
        model.moveConfiguredFocus(by: -1)
        XCTAssertEqual(model.configuredFocus, ButtonsDemoViewModel.configuredCount - 1, "wraps around")
        XCTAssertEqual(model.focusedIndex, 0, "the states page keeps its focus")
        model.pressConfiguredFocused()
        XCTAssertEqual(model.lastConfigured, ButtonsDemoViewModel.configuredCount - 1)
        XCTAssertEqual(model.pressCount, 1)
        model.togglePage()
        XCTAssertEqual(model.page, .states)
    }

    func testTheCardKeepsItsLatestTouchEvents() async {
        let model = ButtonsDemoViewModel()
        for event in [ButtonsDemoViewModel.TouchEvent.down, .upInside, .down, .cancel, .down] {
            model.onTouch(event)
        }
        XCTAssertEqual(model.touchEvents, [.upInside, .down, .cancel, .down], "the last four")
        XCTAssertTrue(model.isCardEnabled)
        model.toggleCardEnabled()
        XCTAssertFalse(model.isCardEnabled)
    }
}
