import TUITestSupport
import XCTest

extension AppUnderTest {
    /// The launch benchmark's Swift floor (ncursesw, no Foundation), built beside the app.
    static let launchFloor = AppUnderTest(executable: "launch-floor", binaryVariable: "LAUNCH_FLOOR_BINARY")
}

/// Exec → first frame of the built showcase against the floors measured beside it, each a
/// ratio compared with its baseline in Tests/__Baselines__ (docs/testing.md): the C floor,
/// ncurses' `clear`, as a new app's test has it, and the Swift one the benchmark uses.
final class LaunchTests: XCTestCase {
    // docs: testing.md
    func testTheMainScreenAgainstNcursesClear() throws {
        try assertLaunch(.showcase)
    }
    // docs: end

    func testTheMainScreenAgainstTheSwiftFloor() throws {
        try assertLaunch(.showcase, floor: .swiftProgram(.launchFloor, showing: "Привет"))
    }
}
