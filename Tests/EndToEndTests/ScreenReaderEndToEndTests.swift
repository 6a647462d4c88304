import Foundation
import TUIPseudoTerminal
import TUITestSupport
import XCTest

/// The screen-reader mode in a pseudo-terminal, as a console reader meets it: the cursor
/// follows the focus, a toast's text is written on the live-region row with the cursor at
/// its start, the lines that did not change are not written again, and no box drawing
/// reaches the terminal.
final class ScreenReaderEndToEndTests: XCTestCase {
    private func start(arguments: [String], environment extra: [String: String] = [:]) throws -> (
        PseudoTerminal, TemporaryHome
    ) {
        let home = try TemporaryHome()
        var environment = home.environment
        environment["TERM"] = "xterm-256color"
        environment.merge(extra) { _, new in new }
        let terminal = try PseudoTerminal(
            executable: try AppUnderTest.showcase.path(), arguments: arguments, environment: environment, rows: 24,
            columns: 80)
        return (terminal, home)
    }

    private func wait(
        _ terminal: PseudoTerminal, _ description: String, file: StaticString = #filePath, line: UInt = #line,
        _ condition: (PseudoTerminal) -> Bool
    ) {
        if terminal.read(timeout: .seconds(10), until: condition) { return }
        XCTFail(
            "the screen never \(description):\n" + terminal.screen.lines.joined(separator: "\n"), file: file, line: line
        )
    }

    func testAToastIsWrittenWhereTheCursorIsAndNothingElseIsRepainted() throws {
        let (terminal, _) = try start(arguments: ["--screen-reader", "exampletui://examples/screen-reader"])
        defer { terminal.close() }
        wait(terminal, "shows the demo with its first row selected") {
            $0.screen.contains("Screen-reader mode, On, 1 of 4, selected")
        }
        terminal.drain(for: .milliseconds(300))
        let focusRow = try XCTUnwrap(terminal.screen.row(containing: "1 of 4, selected"))
        XCTAssertEqual(terminal.screen.cursorRow, focusRow, "the cursor is on the focused row")
        try terminal.send("\u{1B}[B")
        wait(terminal, "selects the toast row") { $0.screen.contains("Show a toast, 2 of 4, selected") }
        terminal.drain(for: .milliseconds(300))
        let before = terminal.output.count
        try terminal.send("\r")
        wait(terminal, "writes the toast's text on the last row with the cursor there") {
            $0.screen.line(23).hasPrefix("Saved to your profile") && $0.screen.cursorRow == 23
                && $0.screen.cursorColumn == 0
        }
        let written = String(decoding: terminal.output[before...], as: UTF8.self)
        XCTAssertFalse(written.contains("Load again"), "an unchanged line is not written again")
        XCTAssertFalse(written.contains("Examples"), "nor is the tab bar")
        let decoration = terminal.screen.text.unicodeScalars.filter {
            (0x2500...0x25FF).contains($0.value) || (0x2800...0x28FF).contains($0.value)
        }
        XCTAssertEqual(String(String.UnicodeScalarView(decoration)), "", "no box drawing, blocks or braille")
        // A key brings the cursor back to the focus.
        try terminal.send("\u{1B}[B")
        wait(terminal, "puts the cursor back on the focus") {
            $0.screen.contains("Change a value, 3 of 4, selected") && $0.screen.cursorRow != 23
        }
        XCTAssertEqual(terminal.screen.cursorRow, terminal.screen.row(containing: "3 of 4, selected"))
    }

    func testTheEnvironmentVariableTurnsTheModeOnForTheMainScreen() throws {
        let (terminal, _) = try start(arguments: [], environment: ["EXAMPLE_TUI_SCREEN_READER": "1"])
        defer { terminal.close() }
        wait(terminal, "shows the examples list as labelled lines") { $0.screen.contains(", selected") }
        XCTAssertFalse(terminal.screen.contains("›"), terminal.screen.text)
        XCTAssertFalse(terminal.screen.contains("─"), terminal.screen.text)
    }
}
