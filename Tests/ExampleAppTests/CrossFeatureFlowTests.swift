import ExampleApp
import TUICore
import TUIKit
import XCTest

/// Flows that cross features: an alert's action opening the next alert and then a sheet.
@MainActor
final class CrossFeatureFlowTests: XCTestCase {
    private func pilot(_ route: AppRoute) throws -> Pilot {
        try FrameRenderer.pilot(for: FrameRenderer.Request(route: route, options: LaunchOptions(language: .en)))
    }

    func testAlertThenAlertThenSheetWithNoDelay() async throws {
        let pilot = try pilot(.example("alerts"))
        pilot.press(named: "end", "enter")
        XCTAssertTrue(pilot.text.contains("Sign out?"), pilot.text)
        pilot.press(named: "right", "enter")
        XCTAssertTrue(pilot.text.contains("Keep downloaded files?"), "the next alert shows at once")
        pilot.press(named: "enter")
        XCTAssertTrue(pilot.text.contains("Signed out"), pilot.text)
        pilot.press(named: "right", "enter")
        XCTAssertFalse(pilot.text.contains("Your downloaded files"), "the alert closed itself first")
        await pilot.wait(for: .milliseconds(400))
        XCTAssertTrue(pilot.text.contains("An alert's action opened this sheet at once"), pilot.text)
        pilot.press(named: "esc")
        await pilot.wait(for: .milliseconds(400))
        XCTAssertFalse(pilot.text.contains("An alert's action opened this sheet"))
        XCTAssertTrue(pilot.frame.line(0).contains("Alerts"), "Esc closed the sheet, not the screen")
        XCTAssertEqual(pilot.clock.pendingCount, 0, "nothing animates, so no timer is left")
    }
}
