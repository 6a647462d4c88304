import Foundation
import TUIPseudoTerminal
import XCTest

/// The built app under each terminal type it is tested with, fed the bytes each of those
/// terminals sends for arrows, Home, End and F12, in normal (CSI) and application (SS3)
/// cursor mode; every key must move the frame as it should. `TerminalKeysTests` checks the
/// decoding of every family's sequences in process; this checks the binary end to end.
final class TerminalKeysEndToEndTests: XCTestCase {
    private static let escape = "\u{1B}"

    /// What one terminal sends for the keys, in one cursor mode.
    private struct Keys {
        var up, down, right, left, home, end: String
    }

    /// Arrows in normal mode (`CSI A`) or application mode (`SS3 A`, after ncurses' `smkx`),
    /// with Home and End as the terminal sends them in that mode.
    private static func keys(application: Bool, home: String, end: String) -> Keys {
        let introducer = escape + (application ? "O" : "[")
        return Keys(
            up: introducer + "A", down: introducer + "B", right: introducer + "C", left: introducer + "D", home: home,
            end: end)
    }

    /// xterm (and the terminals that borrow its TERM): Home and End follow the cursor mode.
    private static let xterm = [
        keys(application: false, home: escape + "[H", end: escape + "[F"),
        keys(application: true, home: escape + "OH", end: escape + "OF"),
    ]
    /// tmux, screen and the Linux console: Home and End are `CSI 1~` and `CSI 4~` in both modes.
    private static let vt220 = [
        keys(application: false, home: escape + "[1~", end: escape + "[4~"),
        keys(application: true, home: escape + "[1~", end: escape + "[4~"),
    ]

    func testXterm256color() throws {
        try assertKeys(term: "xterm-256color", Self.xterm)
    }

    func testScreen256color() throws {
        try assertKeys(term: "screen-256color", Self.vt220)
    }

    func testTmux256color() throws {
        try assertKeys(term: "tmux-256color", Self.vt220)
    }

    func testLinuxConsole() throws {
        try assertKeys(term: "linux", Self.vt220)
    }

    /// vt100's terminfo names no Home, End or F12: an emulator run with TERM=vt100 sends
    /// xterm's, which the app knows whatever TERM says (`TerminalKeySequences`), and Ctrl-]
    /// opens the debug panel where no F12 reaches the app.
    func testVt100() throws {
        let session = try assertKeys(term: "vt100", Self.xterm)
        session.send("\u{1D}")
        session.expect("shows the debug panel after Ctrl-]") { $0.contains("Messages ") && $0.contains("Requests ") }
    }

    /// On a busy machine the app reads an Esc, waits the escape delay for the rest of a
    /// sequence, and runs again only after the next key has arrived: read together, Esc
    /// then `q` were Alt-q and the app did not quit (the monkey test found it under load).
    /// Here the app is stopped in that wait until past the delay (`ESCDELAY`, 1 s) and `q`
    /// sent meanwhile: it must still quit.
    ///
    /// The test waits for the app's threads to stop before it sends `q`: it once sent it as
    /// soon as kill(2) returned, and 3 of 40 loaded runs failed (as in CI), because the wait
    /// could wake to the `q` before its thread stopped. A failure prints the app's threads
    /// and screen.
    func testEscapeThenQReadTogetherAfterTheDelayStillQuits() throws {
        if let failure = try escapeThenQ() { XCTFail(failure) }
    }

    /// Esc, the app stopped in its escape-delay wait, `q`, the app continued: nil when it quit,
    /// else what went wrong, with the app's threads and screen.
    private func escapeThenQ() throws -> String? {
        let session = try TerminalTypeSession(term: "xterm-256color", environment: ["ESCDELAY": "1000"])
        try session.waitForMainScreen()
        let terminal = session.terminal
        session.send(Self.escape)
        guard terminal.read(timeout: .seconds(5), until: { Self.isWaitingOneSecondForInput($0.processID) }) else {
            return "the app never waited for the rest of a sequence after the Esc"
        }
        terminal.signal(SIGSTOP)
        // kill(2) returns before the app's threads stop: a `q` sent at once could wake the
        // wait first, inside the delay, and read as Alt-q (as in the failures before this).
        guard terminal.read(timeout: .seconds(5), until: { Self.isStopped($0.processID) }) else {
            return "the app did not stop on SIGSTOP"
        }
        session.send("q")
        terminal.drain(for: .milliseconds(1200))
        terminal.signal(SIGCONT)
        let status = terminal.waitForExit(timeout: .seconds(10))
        if status == 0 { return nil }
        return "the app did not quit on Esc, then q (exit status \(status.map(String.init) ?? "none"))\n"
            + [
                HungAppReport.stacks(of: terminal.processID), HungAppReport.inputModes(terminal),
                HungAppReport.dump(terminal),
            ].joined(separator: "\n")
    }

    /// Whether every thread of the process is stopped (`T` in `/proc/PID/task/*/stat`).
    private static func isStopped(_ processID: Int32) -> Bool {
        let stats = threadFiles(processID, "stat")
        return !stats.isEmpty
            && stats.allSatisfy { stat in
                // The state follows the name, which is in parentheses and may hold spaces.
                guard let close = stat.lastIndex(of: ")") else { return false }
                return stat[close...].dropFirst().trimmingPrefix(" ").first == "T"
            }
    }

    /// Whether one of the process's threads is in `poll` on one descriptor for 1,000 ms:
    /// the escape delay's wait (`/proc/PID/task/*/syscall`: number 7, then its arguments).
    private static func isWaitingOneSecondForInput(_ processID: Int32) -> Bool {
        threadFiles(processID, "syscall").contains { line in
            let fields = line.split(separator: " ")
            return fields.count > 3 && fields[0] == "7" && fields[2] == "0x1" && fields[3] == "0x3e8"
        }
    }

    /// The file `name` of each of the process's threads (`/proc/PID/task/*/name`), as text;
    /// a thread that ended meanwhile gives an empty one.
    private static func threadFiles(_ processID: Int32, _ name: String) -> [String] {
        let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(processID)/task")) ?? []
        return tasks.map { task in
            (try? String(contentsOfFile: "/proc/\(processID)/task/\(task)/\(name)", encoding: .utf8)) ?? ""
        }
    }

    /// In each cursor mode: ↓ ↑ move the selection, End and Home jump to the last and first
    /// entry, → opens the selected demo (Utilities), where → and ← step through a row's
    /// samples; then F12 opens the debug panel and Esc closes it. Returns the session, on
    /// the main screen.
    @discardableResult
    private func assertKeys(
        term: String, _ modes: [Keys], file: StaticString = #filePath, line: UInt = #line
    ) throws -> TerminalTypeSession {
        // Screens change at once: these tests are about keys, and slides only add time.
        let session = try TerminalTypeSession(term: term, environment: ["EXAMPLE_TUI_REDUCED_MOTION": "1"])
        try session.waitForMainScreen(file: file, line: line)
        let selected = { (name: String) in
            { (screen: TerminalScreen) in TerminalTypeSession.selectedRow(screen)?.contains(name) == true }
        }
        for (mode, keys) in zip(["normal", "application"], modes) {
            session.send(keys.down)
            session.expect("selects Resources after ↓ (\(mode))", file: file, line: line, selected("Resources"))
            session.send(keys.up)
            session.expect("selects Navigation after ↑ (\(mode))", file: file, line: line, selected("Navigation"))
            session.send(keys.end)
            session.expect("selects the last entry after End (\(mode))", file: file, line: line, selected("Utilities"))
            session.send(keys.home)
            session.expect(
                "selects the first entry after Home (\(mode))", file: file, line: line, selected("Navigation"))
            session.send(keys.end)
            session.expect("selects the last entry again (\(mode))", file: file, line: line, selected("Utilities"))
            session.send(keys.right)
            session.expect("opens the Utilities demo after → (\(mode))", file: file, line: line) {
                selected("Haptic selection")($0)
            }
            session.send(keys.right)
            session.expect("shows the next haptic after → (\(mode))", file: file, line: line, selected("notification"))
            session.send(keys.left)
            session.expect("shows the first haptic again after ← (\(mode))", file: file, line: line) {
                selected("Haptic selection")($0)
            }
            session.send(Self.escape)
            session.expect("is back on the list after Esc (\(mode))", file: file, line: line, selected("Utilities"))
            session.send(keys.home)
            session.expect("selects the first entry (\(mode))", file: file, line: line, selected("Navigation"))
        }
        session.send(Self.escape + "[24~")
        session.expect("shows the debug panel after F12", file: file, line: line) {
            $0.contains("Messages ") && $0.contains("Requests ")
        }
        session.send(Self.escape)
        session.expect("closes the debug panel after Esc", file: file, line: line) {
            !$0.contains("Requests ") && selected("Navigation")($0)
        }
        return session
    }
}
