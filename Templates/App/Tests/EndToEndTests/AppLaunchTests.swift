import TUITestSupport
import XCTest

/// Exec → the main screen of the built app against ncurses' `clear` measured beside it, as a
/// ratio compared with the baseline in Tests/__Baselines__, recorded on the first run
/// (`LAUNCH_BASELINE_RECORD=all` records it again; README, "Tests").
final class AppLaunchTests: XCTestCase {
    func testTheMainScreenLaunchesNearTheFloor() throws {
        try assertLaunch(.app)
    }
}
