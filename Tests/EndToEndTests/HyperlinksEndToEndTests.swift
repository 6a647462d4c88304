import Foundation
import TUIPseudoTerminal
import TUITestSupport
import XCTest

/// OSC 8 links end to end: the markdown demo's page in a pseudo-terminal, with links on
/// (`EXAMPLE_TUI_HYPERLINKS=1`, or a terminal known to take them) and off. On, the link's text
/// comes again inside OSC 8 after the frame; off, no OSC 8 at all; the screen reads the same.
final class HyperlinksEndToEndTests: XCTestCase {
    private static let link = "https://commonmark.org"
    private static let opened = "\u{1B}]8;;https://commonmark.org\u{1B}\\"
    private static let closed = "\u{1B}]8;;\u{1B}\\"

    /// The app on the markdown page in a 100×30 pseudo-terminal, once the link shows and
    /// nothing more comes; returns the whole output and the screen's text.
    private func markdownPage(environment extra: [String: String]) throws -> (output: String, screen: [String]) {
        let home = try TemporaryHome()
        var environment = home.environment
        environment["TERM"] = "xterm-256color"
        environment.merge(extra) { _, new in new }
        let terminal = try PseudoTerminal(
            executable: try AppUnderTest.showcase.path(), arguments: ["exampletui://examples/markdown?doc=markdown"],
            environment: environment, rows: 30, columns: 100)
        defer { terminal.close() }
        XCTAssertTrue(
            terminal.read(untilScreenContains: Self.link, timeout: .seconds(10)),
            terminal.screen.lines.joined(separator: "\n"))
        terminal.drain(for: .milliseconds(400))
        return (String(decoding: terminal.output, as: UTF8.self), terminal.screen.lines)
    }

    func testWithLinksOnTheLinksTextComesInsideOSC8() throws {
        let on = try markdownPage(environment: ["EXAMPLE_TUI_HYPERLINKS": "1"])
        let start = try XCTUnwrap(on.output.range(of: Self.opened), "no OSC 8 for the link")
        let end = try XCTUnwrap(on.output.range(of: Self.closed, range: start.upperBound..<on.output.endIndex))
        let inside = on.output[start.upperBound..<end.lowerBound].replacingOccurrences(
            of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
        XCTAssertEqual(inside, Self.link, "the link's cells, in their SGR")
        // Between a cursor save and restore, after the frame, not inside curses' bytes.
        let before = on.output[..<start.lowerBound]
        XCTAssertNotNil(before.range(of: "\u{1B}7", options: .backwards))
        XCTAssertNotNil(on.output.range(of: "\u{1B}8", range: end.upperBound..<on.output.endIndex))

        let off = try markdownPage(environment: ["EXAMPLE_TUI_HYPERLINKS": "0"])
        XCTAssertFalse(off.output.contains("\u{1B}]8;"), "links off: no OSC 8")
        XCTAssertEqual(on.screen, off.screen, "the screen reads the same either way")
    }

    func testATerminalKnownToTakeLinksGetsThemAndXtermDoesNot() throws {
        let kitty = try markdownPage(environment: ["KITTY_WINDOW_ID": "1"])
        XCTAssertTrue(kitty.output.contains(Self.opened))
        let xterm = try markdownPage(environment: [:])
        XCTAssertFalse(xterm.output.contains("\u{1B}]8;"), "xterm has no OSC 8")
    }
}
