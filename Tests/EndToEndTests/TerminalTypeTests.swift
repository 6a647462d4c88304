import Foundation
import TUITestSupport
import XCTest

/// A terminal the app cannot draw on is refused at once, with status 2 and a message that
/// says why, instead of a frame written as a run of characters.
final class TerminalTypeTests: XCTestCase {
    private func run(term: String) throws -> (status: Int32?, output: String) {
        let home = try TemporaryHome()
        var environment = home.environment
        environment["TERM"] = term
        let terminal = try PseudoTerminal(
            executable: try AppUnderTest.showcase.path(), arguments: [], environment: environment, rows: 24, columns: 80
        )
        defer { terminal.close() }
        let status = terminal.waitForExit(timeout: .seconds(10))
        terminal.drain(for: .milliseconds(50))
        return (status, terminal.plainOutput)
    }

    func testADumbTerminalIsRefusedWithStatus2() throws {
        let result = try run(term: "dumb")
        XCTAssertEqual(result.status, 2, result.output)
        XCTAssertTrue(result.output.contains("(TERM=dumb) cannot move its cursor"), result.output)
        XCTAssertTrue(result.output.contains("render URL"), result.output)
    }

    func testAnUnknownTerminalTypeIsRefusedWithStatus2() throws {
        let result = try run(term: "no-such-terminal")
        XCTAssertEqual(result.status, 2, result.output)
        XCTAssertTrue(result.output.contains("TERM=no-such-terminal"), result.output)
        XCTAssertTrue(result.output.contains("terminfo"), result.output)
    }

    /// The output up to the end of the first frame, with `COLORTERM` set or not, after which the app is quit.
    private func firstFrame(term: String, colorTerm: String?, arguments: [String] = []) throws -> String {
        let home = try TemporaryHome()
        var environment = home.environment
        environment["TERM"] = term
        environment["COLORTERM"] = colorTerm
        let terminal = try PseudoTerminal(
            executable: try AppUnderTest.showcase.path(), arguments: arguments, environment: environment, rows: 24,
            columns: 80
        )
        defer { terminal.close() }
        // A frame is whole once its synchronized update ends.
        XCTAssertTrue(
            terminal.read(timeout: .seconds(10)) {
                String(decoding: $0.output, as: UTF8.self).contains("\u{1B}[?2026l")
            },
            terminal.plainOutput)
        let output = String(decoding: terminal.output, as: UTF8.self)
        try terminal.send("q")
        XCTAssertEqual(terminal.waitForExit(timeout: .seconds(5)), 0)
        return output
    }

    func testCOLORTERMTruecolorGives24BitColourThroughTheDirectEntry() throws {
        let output = try firstFrame(term: "xterm-256color", colorTerm: "truecolor")
        XCTAssertTrue(output.contains("38:2::") || output.contains("48:2::"), "24-bit colour sequences")
        XCTAssertFalse(output.contains("38;5;"), "no 256-colour sequences")
    }

    /// The "terminal" theme is the terminal's own 16 colours: under truecolor they are still
    /// sent as the ANSI colours (`3n`, `9n`, `4n`, `10n`), never as RGB the app made up.
    func testTheTerminalThemeSendsTheANSIColoursUnderTruecolor() throws {
        let output = try firstFrame(term: "xterm-256color", colorTerm: "truecolor", arguments: ["--theme", "terminal"])
        XCTAssertFalse(output.contains("38:2:") || output.contains("48:2:"), "no 24-bit colour")
        XCTAssertFalse(output.contains("38;2;") || output.contains("48;2;"), "no 24-bit colour")
        XCTAssertFalse(output.contains("38;5;") || output.contains("48;5;"), "no 256-colour sequences")
        let ansi = try NSRegularExpression(pattern: "\u{1B}\\[(?:[0-9;]*;)?(?:3[0-7]|9[0-7]|4[0-7]|10[0-7])[;m]")
        let range = NSRange(output.startIndex..., in: output)
        XCTAssertGreaterThan(ansi.numberOfMatches(in: output, range: range), 0, "ANSI colours")
        // The same screen in the dark theme is 24-bit colour: the depth is truecolor indeed.
        let dark = try firstFrame(term: "xterm-256color", colorTerm: "truecolor", arguments: ["--theme", "dark"])
        XCTAssertTrue(dark.contains("38:2::") || dark.contains("48:2::"), "24-bit colour in the dark theme")
    }

    func testWithoutCOLORTERMThe256ColourEntryIsKept() throws {
        let output = try firstFrame(term: "xterm-256color", colorTerm: nil)
        XCTAssertTrue(output.contains("38;5;") || output.contains("48;5;"), "256-colour sequences")
        XCTAssertFalse(output.contains("38:2::"))
    }

    func testFramesAreWrappedInSynchronizedOutput() throws {
        let output = try firstFrame(term: "xterm-256color", colorTerm: nil)
        let begin = try XCTUnwrap(output.range(of: "\u{1B}[?2026h"), "a frame begins a synchronized update")
        let end = try XCTUnwrap(output.range(of: "\u{1B}[?2026l"), "and ends it")
        XCTAssertLessThan(begin.lowerBound, end.lowerBound)
    }
}
