import ExampleApp
import Storage
import TUIKit
import XCTest

/// Flows that cross features: alert → alert → sheet, and a sheet whose button pushes the
/// skeleton screen once it has closed.
@MainActor
final class CrossFeatureFlowTests: XCTestCase {
    private func pilot(_ route: AppRoute) throws -> Pilot {
        try FrameRenderer.pilot(
            for: FrameRenderer.Request(
                route: route, options: LaunchOptions(language: .en, directories: .temporaryForTest())))
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

    func testSheetClosesThenTheSkeletonScreenIsPushed() async throws {
        let pilot = try pilot(.example("bottom-sheet"))
        pilot.press(named: "enter")
        await pilot.wait(for: .milliseconds(300))
        XCTAssertTrue(pilot.text.contains("Show skeleton"), pilot.text)
        pilot.press(named: "enter")
        await pilot.wait(for: .milliseconds(100))
        XCTAssertTrue(pilot.frame.line(0).contains("Bottom sheet"), "not pushed while the sheet is closing")
        await pilot.wait(for: .milliseconds(400))
        XCTAssertTrue(pilot.frame.line(0).contains("Skeleton"), pilot.text)
        XCTAssertTrue(pilot.text.contains("░"), "the pushed screen starts loading behind its skeleton")
        await pilot.wait(for: .seconds(3))
        XCTAssertEqual(pilot.clock.pendingCount, 0, "loaded: the shimmer's timer is gone")
    }
}
