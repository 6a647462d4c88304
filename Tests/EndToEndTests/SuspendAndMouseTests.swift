import Foundation
import TUIPseudoTerminal
import TUITestSupport
import XCTest

/// Job control and the mouse, on the built app in a pseudo-terminal.
final class SuspendAndMouseTests: XCTestCase {
    /// The process state letter from /proc (`T` when stopped).
    private func state(of processID: pid_t) -> Character? {
        guard let stat = try? String(contentsOfFile: "/proc/\(processID)/stat", encoding: .utf8),
            let close = stat.lastIndex(of: ")")
        else { return nil }
        return stat[stat.index(close, offsetBy: 2)...].first
    }

    private func waitForState(_ expected: Character, of processID: pid_t) -> Bool {
        let deadline = ContinuousClock.now + .seconds(5)
        while ContinuousClock.now < deadline {
            if state(of: processID) == expected { return true }
            usleep(20_000)
        }
        return false
    }

    func testCtrlZStopsWithTheTerminalRestoredAndContinueRedrawsInFull() throws {
        let mainTitle = try AppUnderTest.showcase.readyMarker()
        let app = try AppSession()
        app.waitForMainScreen()
        app.send("\u{1A}")
        XCTAssertTrue(waitForState("T", of: app.terminal.processID), "Ctrl-Z stops the process")
        app.terminal.drain(for: .milliseconds(100))
        XCTAssertFalse(app.terminal.screen.isAlternateScreen, "the shell gets its screen back")
        app.assertModesRestored()
        let displayName = try AppUnderTest.showcase.readyMarker(["--launch"])
        app.assertWindowTitleRestored(showing: displayName)

        app.terminal.signal(SIGCONT)
        app.expectScreen("is redrawn after fg") { screen in
            screen.isAlternateScreen && screen.contains(mainTitle) && screen.contains("Settings 3")
        }
        app.send("q")
        XCTAssertEqual(app.waitForExit(), 0)
        app.assertModesRestored()
        app.assertWindowTitleRestored(showing: displayName)
        let output = String(decoding: app.terminal.output, as: UTF8.self)
        XCTAssertEqual(
            output.components(separatedBy: TerminalTitleStack.push).count - 1, 2, "shown again after fg")
    }

    /// Each environment has its display name: switching to prod in Settings shows prod's at
    /// once, and quitting still brings the user's title back with one pop.
    func testAnEnvironmentSwitchRetitlesTheWindow() throws {
        let dev = try AppUnderTest.showcase.readyMarker(["--launch"])
        let prod = try AppUnderTest.showcase.readyMarker(["--launch", "--env", "prod"])
        XCTAssertNotEqual(dev, prod)
        let app = try AppSession()
        app.waitForMainScreen()
        app.send("3")
        app.expectScreen(containing: "Environment")
        app.send("\r")
        app.expectScreen(containing: "prod")
        app.send("q")
        XCTAssertEqual(app.waitForExit(), 0)
        app.assertWindowTitleRestored(showing: dev)
        let output = String(decoding: app.terminal.output, as: UTF8.self)
        let retitled = try XCTUnwrap(output.range(of: TerminalTitleStack.set(prod)), "prod's title was never set")
        let popped = try XCTUnwrap(output.range(of: TerminalTitleStack.pop, options: .backwards))
        XCTAssertLessThan(retitled.lowerBound, popped.lowerBound)
        XCTAssertEqual(output.components(separatedBy: TerminalTitleStack.push).count - 1, 1, "no second push")
    }

    func testMouseClicksSwitchTabsAndOpenARow() throws {
        let app = try AppSession()
        app.waitForMainScreen()
        let screen = app.terminal.screen
        guard let row = screen.row(containing: "Settings 3"),
            let column = screen.line(row).range(of: "Settings 3").map({
                screen.line(row).distance(from: screen.line(row).startIndex, to: $0.lowerBound)
            })
        else { return XCTFail("no tab bar on screen\n\(app.dump())") }
        // SGR mouse reports (xterm-256color's kmous), 1-based: press then release.
        func click(x: Int, y: Int) {
            app.send("\u{1B}[<0;\(x + 1);\(y + 1)M\u{1B}[<0;\(x + 1);\(y + 1)m")
        }
        click(x: column + 2, y: row)
        app.expectScreen("shows Settings after a click on its tab") { $0.contains("App version") }

        click(x: 5, y: 3)
        app.expectScreen("switched the environment after a click on its row") { $0.line(3).contains("prod") }
    }

    /// `make fuzz` (fuzz-terminal-input): an SGR mouse report with more than ten `;` made
    /// ncurses 6.4 write past its parameter array, and the next key crashed the app with
    /// SIGBUS. The app now decodes its input itself: after these bytes a click still
    /// switches tabs and Ctrl-C quits cleanly.
    func testTheBytesThatCrashedNcursesLeaveTheAppRunning() throws {
        let finding = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fuzz/terminal-input/sgr-mouse-many-parameters")
        let bytes = try [UInt8](Data(contentsOf: finding))
        let app = try AppSession()
        app.waitForMainScreen()
        try app.terminal.write(bytes)
        app.terminal.drain(for: .milliseconds(200))
        app.send("\u{1B}[99z")  // a sequence no terminal sends for a key: dropped whole
        guard let row = app.terminal.screen.row(containing: "Settings 3") else {
            return XCTFail("no tab bar after the bytes\n\(app.dump())")
        }
        let line = app.terminal.screen.line(row)
        let column = line.distance(from: line.startIndex, to: line.range(of: "Settings 3")!.lowerBound)
        app.send("\u{1B}[<0;\(column + 3);\(row + 1)M\u{1B}[<0;\(column + 3);\(row + 1)m")
        app.expectScreen("shows Settings after a click on its tab") { $0.contains("App version") }
        app.send("\u{03}")
        XCTAssertEqual(app.waitForExit(), 0, "Ctrl-C quits; the bytes crashed the app before")
        app.assertModesRestored()
    }
}
