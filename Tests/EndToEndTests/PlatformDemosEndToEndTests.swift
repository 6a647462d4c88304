import Foundation
import TUIPseudoTerminal
import TUITestSupport
import XCTest

/// The dates and utilities demos on the built app in a pseudo-terminal: the real clock,
/// real focus reports and a real stop and continue.
final class PlatformDemosEndToEndTests: XCTestCase {
    private func waitUntilStopped(_ processID: pid_t) -> Bool {
        let deadline = ContinuousClock.now + .seconds(5)
        while ContinuousClock.now < deadline {
            if let stat = try? String(contentsOfFile: "/proc/\(processID)/stat", encoding: .utf8),
                let close = stat.lastIndex(of: ")"), stat[stat.index(close, offsetBy: 2)...].first == "T"
            {
                return true
            }
            usleep(20_000)
        }
        return false
    }

    func testTheDatesClockTicksOnItsOwn() throws {
        let app = try AppSession(arguments: ["exampletui://examples/dates"])
        app.expectScreen(containing: "Now ")
        guard let row = app.terminal.screen.row(containing: "Now ") else { return XCTFail(app.dump()) }
        let first = app.terminal.screen.line(row)
        app.expectScreen(timeout: .seconds(3), "the clock line changes within a second or two") { screen in
            screen.row(containing: "Now ").map { screen.line($0) != first } ?? false
        }
    }

    func testFocusReportsAndCtrlZReachTheLifecycleLog() throws {
        let app = try AppSession(arguments: ["exampletui://examples/utils"])
        app.expectScreen(containing: "Lifecycle: active")
        app.send("\u{1B}[O")
        app.expectScreen(containing: "Lifecycle: inactive (focus lost)")
        app.expectScreen(containing: "willResignActive")
        app.send("\u{1B}[I")
        app.expectScreen(containing: "didBecomeActive")
        app.send("\u{1A}")
        XCTAssertTrue(waitUntilStopped(app.terminal.processID), "Ctrl-Z stops the process")
        app.terminal.signal(SIGCONT)
        app.expectScreen("logs the return to the foreground") { screen in
            screen.contains("willEnterForeground") && screen.contains("Lifecycle: active")
        }
        app.send("q")
        XCTAssertEqual(app.waitForExit(), 0)
    }
}
