import Foundation
import TUICore
import TUIPseudoTerminal
import XCTest

#if canImport(Glibc)
    import Glibc
#endif

/// An app running in a pseudo-terminal, with assertions that print the screen when they
/// fail.
///
/// ```swift
/// let session = try AppSession(app: .myApp)
/// session.waitForMainScreen()          // waits for what `my-app ready-marker` prints
/// session.send("q")
/// XCTAssertEqual(session.waitForExit(), 0)
/// session.assertLeftAlternateScreen()
/// ```
public final class AppSession {
    public let app: AppUnderTest
    public let terminal: PseudoTerminal
    /// Its `HOME`, shared with the commands a test runs beside it (`open`, `push`).
    public let home: TemporaryHome

    /// How long a frame may take to show after a key or a resize.
    public static let frameTimeout: Duration = .seconds(5)

    /// `home` is a fresh one unless given (to start again where a crashed run left off);
    /// `environment` adds to (or replaces) its variables: a test's own bus, a language.
    public init(
        app: AppUnderTest, arguments: [String] = [], rows: Int = 30, columns: Int = 100, home: TemporaryHome? = nil,
        environment: [String: String] = [:]
    ) throws {
        self.app = app
        self.home = try home ?? TemporaryHome()
        terminal = try PseudoTerminal(
            executable: try app.path(),
            arguments: arguments,
            environment: self.home.environment.merging(environment) { _, given in given },
            rows: rows,
            columns: columns
        )
    }

    deinit {
        terminal.close()
    }

    /// What the app's main screen shows when it is ready (`<app> ready-marker`).
    public func mainScreenMarker(file: StaticString = #filePath, line: UInt = #line) -> String? {
        do {
            return try app.readyMarker()
        } catch {
            XCTFail("no ready marker from the app: \(error)", file: file, line: line)
            return nil
        }
    }

    /// Waits for the main screen: the marker the app prints for it (or `marker`) shows,
    /// and the screen has settled (a transition onto it has ended: nothing drawn for
    /// `quiet`).
    public func waitForMainScreen(
        marker: String? = nil, quiet: Duration = .milliseconds(250), file: StaticString = #filePath,
        line: UInt = #line
    ) {
        guard let marker = marker ?? mainScreenMarker(file: file, line: line) else { return }
        expectScreen(timeout: .seconds(10), "shows the main screen ('\(marker)')", file: file, line: line) {
            $0.contains(marker)
        }
        waitUntilSettled(quiet: quiet, file: file, line: line)
    }

    /// Waits until the app draws nothing for `quiet`; fails after `timeout`.
    public func waitUntilSettled(
        quiet: Duration = .milliseconds(250), timeout: Duration = .seconds(10), file: StaticString = #filePath,
        line: UInt = #line
    ) {
        let deadline = ContinuousClock.now + timeout
        var written = terminal.output.count
        while ContinuousClock.now < deadline {
            terminal.drain(for: quiet)
            if terminal.output.count == written { return }
            written = terminal.output.count
        }
        XCTFail("the app kept drawing for \(timeout):\n\(dump())", file: file, line: line)
    }

    /// Waits until the screen shows `text`.
    public func expectScreen(
        containing text: String,
        timeout: Duration = AppSession.frameTimeout,
        file: StaticString = #filePath,
        line: UInt = #line
    ) {
        expectScreen(timeout: timeout, "shows '\(text)'", file: file, line: line) { $0.contains(text) }
    }

    /// Waits until `condition` holds for the screen; on timeout fails and prints the screen.
    public func expectScreen(
        timeout: Duration = AppSession.frameTimeout,
        _ description: String = "matches",
        file: StaticString = #filePath,
        line: UInt = #line,
        _ condition: (TerminalScreen) -> Bool
    ) {
        if terminal.read(timeout: timeout, until: { condition($0.screen) }) { return }
        XCTFail("screen never \(description) within \(timeout):\n\(dump())", file: file, line: line)
    }

    public func send(_ text: String, file: StaticString = #filePath, line: UInt = #line) {
        do {
            try terminal.send(text)
        } catch {
            XCTFail("cannot type \(text.debugDescription): \(error)", file: file, line: line)
        }
    }

    /// Waits for the app to end; fails (and kills it) when it does not.
    public func waitForExit(timeout: Duration = .seconds(5), file: StaticString = #filePath, line: UInt = #line)
        -> Int32?
    {
        if let status = terminal.waitForExit(timeout: timeout) { return status }
        XCTFail("\(app.executable) still running after \(timeout):\n\(dump())", file: file, line: line)
        return nil
    }

    /// The slave's modes now equal those before the app started (the flags a shell
    /// cares about: local, input, output and control modes).
    public func assertModesRestored(file: StaticString = #filePath, line: UInt = #line) {
        let before = terminal.initialModes
        guard let after = terminal.terminalModes() else {
            XCTFail("cannot read the terminal's modes", file: file, line: line)
            return
        }
        let flags: [(String, UInt32, UInt32)] = [
            ("c_lflag", after.c_lflag, before.c_lflag), ("c_iflag", after.c_iflag, before.c_iflag),
            ("c_oflag", after.c_oflag, before.c_oflag), ("c_cflag", after.c_cflag, before.c_cflag),
        ]
        for (name, now, then) in flags {
            XCTAssertEqual(
                String(now, radix: 8), String(then, radix: 8), "\(name) not restored", file: file, line: line)
        }
    }

    /// The output ends by leaving the alternate screen (rmcup) with the cursor shown, and
    /// prints nothing after that.
    public func assertLeftAlternateScreen(file: StaticString = #filePath, line: UInt = #line) {
        let output = String(decoding: terminal.output, as: UTF8.self)
        let tail = String(decoding: terminal.output.suffix(160), as: UTF8.self).debugDescription
        guard let leave = output.range(of: "\u{1B}[?1049l", options: .backwards) else {
            let message = "the output never leaves the alternate screen (no ESC[?1049l); it ends with \(tail)"
            XCTFail(message, file: file, line: line)
            return
        }
        if let enter = output.range(of: "\u{1B}[?1049h", options: .backwards) {
            let message = "entered the alternate screen again"
            XCTAssertLessThan(enter.lowerBound, leave.lowerBound, message, file: file, line: line)
        } else {
            XCTFail("the output never entered the alternate screen (no ESC[?1049h)", file: file, line: line)
        }
        let after = PseudoTerminal.plainText(Array(output[leave.upperBound...].utf8))
        XCTAssertEqual(
            after.trimmingCharacters(in: .whitespacesAndNewlines),
            "",
            "text written after leaving the alternate screen; the output ends with \(tail)",
            file: file,
            line: line
        )
        let shown = output.range(of: "\u{1B}[?25h", options: .backwards)
        let hidden = output.range(of: "\u{1B}[?25l", options: .backwards)
        let neverShown = "the cursor is never shown again (no ESC[?25h); the output ends with \(tail)"
        XCTAssertNotNil(shown, neverShown, file: file, line: line)
        if let shown, let hidden {
            XCTAssertLessThan(hidden.lowerBound, shown.lowerBound, "the cursor is left hidden", file: file, line: line)
        }
        XCTAssertFalse(terminal.screen.isAlternateScreen, "still on the alternate screen", file: file, line: line)
        XCTAssertTrue(terminal.screen.isCursorVisible, "the cursor is left hidden", file: file, line: line)
    }

    /// The app set the window title to `title` after saving the user's on the title stack,
    /// and, so far, popped every title it pushed (the user's title is back).
    public func assertWindowTitleRestored(
        showing title: String, file: StaticString = #filePath, line: UInt = #line
    ) {
        let output = String(decoding: terminal.output, as: UTF8.self)
        let pushes = output.components(separatedBy: TerminalTitleStack.push).count - 1
        let pops = output.components(separatedBy: TerminalTitleStack.pop).count - 1
        XCTAssertGreaterThan(pushes, 0, "the user's title was never saved (no CSI 22;0 t)", file: file, line: line)
        XCTAssertEqual(pops, pushes, "every saved title is put back (CSI 23;0 t)", file: file, line: line)
        let set = TerminalTitleStack.push + TerminalTitleStack.set(title)
        XCTAssertTrue(output.contains(set), "the title '\(title)' was not set after a push", file: file, line: line)
        if let lastPush = output.range(of: TerminalTitleStack.push, options: .backwards),
            let lastPop = output.range(of: TerminalTitleStack.pop, options: .backwards)
        {
            XCTAssertLessThan(
                lastPush.lowerBound, lastPop.lowerBound, "the title is popped last", file: file, line: line)
        }
    }

    /// The screen with row numbers, for failure messages.
    public func dump() -> String {
        let screen = terminal.screen
        let rows = screen.lines.enumerated().map { index, text in
            (index < 10 ? " " : "") + "\(index)|\(text)"
        }
        return "\(screen.columns)x\(screen.rows) screen:\n" + rows.joined(separator: "\n")
    }
}
