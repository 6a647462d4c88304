import XCTest

@testable import ExampleApp

@MainActor
final class SwitchDemoViewModelTests: XCTestCase {
    func testFocusWrapsAroundTheSettings() async {
        let model = SwitchDemoViewModel()
        XCTAssertEqual(model.focused, .notifications)
        model.moveFocus(by: -1)
        XCTAssertEqual(model.focused, .locked)
        model.moveFocus(by: 1)
        XCTAssertEqual(model.focused, .notifications)
    }

    func testTogglingFlipsTheFocusedSettingOnly() async {
        let model = SwitchDemoViewModel()
        model.moveFocus(by: 1)
        let sounds = model.isOn(.sounds)
        let notifications = model.isOn(.notifications)
        model.toggleFocused()
        XCTAssertEqual(model.isOn(.sounds), !sounds)
        XCTAssertEqual(model.isOn(.notifications), notifications)
    }

    func testTheLockedSettingNeverChanges() async {
        let model = SwitchDemoViewModel()
        let locked = model.isOn(.locked)
        model.moveFocus(by: 2)
        XCTAssertEqual(model.focused, .locked)
        model.toggleFocused()
        model.set(.locked, !locked)
        XCTAssertEqual(model.isOn(.locked), locked)
    }

    func testSettingAValueByAClickFocusesIt() async {
        let model = SwitchDemoViewModel()
        model.set(.sounds, true)
        XCTAssertTrue(model.isOn(.sounds))
        XCTAssertEqual(model.focused, .sounds)
    }

    func testTheConfiguredPageShowsTheSameValues() async {
        let model = SwitchDemoViewModel()
        XCTAssertFalse(model.showsConfigured)
        model.togglePage()
        XCTAssertTrue(model.showsConfigured)
        model.toggleFocused()
        XCTAssertFalse(model.isOn(.notifications), "a toggle on either page changes the one setting")
        model.togglePage()
        XCTAssertFalse(model.showsConfigured)
    }
}
