import Foundation
import TUIPseudoTerminal
import XCTest

/// `y` in the debug panel, end to end: the OSC 52 sequence reaches the pseudo-terminal with
/// the selected message in it, the frame around it stays whole, and the toast says what
/// was copied, or that the terminal may not take it.
final class ClipboardEndToEndTests: XCTestCase {
    private static let osc52 = "\u{1B}]52;c;"

    /// Opens the panel, presses `y` and waits for the toast that contains `toast`; returns
    /// the text the last OSC 52 sequence carried and the row that was selected.
    private func copyTopMessage(
        in session: TerminalTypeSession, toast: String, file: StaticString = #filePath, line: UInt = #line
    ) throws -> (copied: String, row: String) {
        try session.waitForMainScreen(file: file, line: line)
        session.send("\u{1B}[24~")
        // Settled: the selection is on a message row (not on the list the panel slides over).
        session.expect("shows the debug panel", file: file, line: line) {
            TerminalTypeSession.selectedRow($0)?.contains(/\ › (DEBUG|INFO|NOTE|ERROR|FAULT)\ /) == true
        }
        // The panel's own screen report lands after its first frame, as a new top row: the
        // row read is the one `y` copies only once nothing more arrives.
        session.waitUntilQuiet()
        let row = try XCTUnwrap(TerminalTypeSession.selectedRow(session.terminal.screen), file: file, line: line)
        session.send("y")
        session.expect("shows the copy toast", file: file, line: line) { $0.contains(toast) }
        // The whole output: the one copy of the test is its only OSC 52.
        let output = String(decoding: session.terminal.output, as: UTF8.self)
        let start = try XCTUnwrap(output.range(of: Self.osc52), "no OSC 52 after y", file: file, line: line)
        let end = try XCTUnwrap(
            output[start.upperBound...].firstIndex(of: "\u{07}"), "OSC 52 not ended by BEL", file: file, line: line)
        let payload = String(output[start.upperBound..<end])
        let data = try XCTUnwrap(Data(base64Encoded: payload), "not base64: \(payload)", file: file, line: line)
        // Nothing of the frame is inside the sequence, and it does not sit inside a half-written frame.
        let beforeSequence = output[..<start.lowerBound]
        let opened = beforeSequence.components(separatedBy: "\u{1B}[?2026h").count
        let closed = beforeSequence.components(separatedBy: "\u{1B}[?2026l").count
        XCTAssertEqual(opened, closed, "OSC 52 was written inside a synchronized frame", file: file, line: line)
        return (String(decoding: data, as: UTF8.self), row)
    }

    func testYSendsTheSelectedMessageOverOSC52() throws {
        let session = try TerminalTypeSession(term: "xterm-256color")
        let (copied, row) = try copyTopMessage(in: session, toast: "Copied the message")
        // The row is " › INFO  analytics: screen_view   10:14:27": the label and text sit between
        // the level and the time, and the copy's first line is the export's, with them in it.
        let words = row.split(separator: " ").dropFirst(2).dropLast()
        let labelAndText = words.joined(separator: " ")
        XCTAssertFalse(labelAndText.isEmpty, row)
        let firstLine = String(copied.prefix { $0 != "\n" })
        XCTAssertTrue(firstLine.contains(labelAndText), "'\(firstLine)' lacks '\(labelAndText)'")
        XCTAssertTrue(copied.contains("\n  at "), "the export's text block: \(copied)")
        XCTAssertFalse(session.terminal.screen.contains("may not support"), "xterm takes OSC 52")
        // The frame around the toast is whole: the bar and the views.
        session.expect("still shows the panel whole") { screen in
            screen.line(0).contains("Logs") && screen.contains("Messages ") && screen.contains("Requests ")
        }
    }

    func testOnTheLinuxConsoleTheToastSaysItMayNotWork() throws {
        let session = try TerminalTypeSession(term: "linux")
        let (copied, _) = try copyTopMessage(in: session, toast: "may not support")
        XCTAssertFalse(copied.isEmpty, "the copy is still sent: such terminals ignore it")
        XCTAssertTrue(session.terminal.screen.contains("TERM=linux"))
    }

    func testTheUsersWordSwitchesCopyingOff() throws {
        let session = try TerminalTypeSession(term: "xterm-256color", environment: ["EXAMPLE_TUI_OSC52": "0"])
        try session.waitForMainScreen()
        session.send("\u{1B}[24~")
        session.expect("shows the debug panel") { $0.contains("Messages ") }
        let before = session.terminal.output.count
        session.send("y")
        session.expect("says copying is off") { $0.contains("Copying is off") }
        let output = String(decoding: session.terminal.output[before...], as: UTF8.self)
        XCTAssertFalse(output.contains(Self.osc52), "nothing is sent")
    }
}
