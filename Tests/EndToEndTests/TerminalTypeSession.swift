import Foundation
import TUIPseudoTerminal
import TUITestSupport
import XCTest

/// The showcase in a 100×30 pseudo-terminal under a given `TERM` (and more of the
/// environment when asked), in a fresh home, with waits that print the screen on failure.
final class TerminalTypeSession {
    let term: String
    let terminal: PseudoTerminal
    private let home: TemporaryHome

    init(term: String, environment extra: [String: String] = [:]) throws {
        self.term = term
        home = try TemporaryHome()
        var environment = home.environment
        environment["TERM"] = term
        environment.merge(extra) { _, new in new }
        terminal = try PseudoTerminal(
            executable: try AppUnderTest.showcase.path(), environment: environment, rows: 30, columns: 100)
    }

    deinit {
        terminal.close()
    }

    /// Waits for the examples list, the main screen.
    func waitForMainScreen(file: StaticString = #filePath, line: UInt = #line) throws {
        let marker = try AppUnderTest.showcase.readyMarker()
        expect("shows the main screen", file: file, line: line) { $0.contains(marker) && Self.selectedRow($0) != nil }
    }

    func send(_ text: String, file: StaticString = #filePath, line: UInt = #line) {
        do {
            try terminal.send(text)
        } catch {
            XCTFail("TERM=\(term): cannot type \(text.debugDescription): \(error)", file: file, line: line)
        }
    }

    /// Waits until `condition` holds for the screen; fails with the screen when it never does.
    func expect(
        _ description: String, file: StaticString = #filePath, line: UInt = #line,
        _ condition: (TerminalScreen) -> Bool
    ) {
        if terminal.read(timeout: .seconds(5), until: { condition($0.screen) }) { return }
        let rows = terminal.screen.lines.enumerated().map { "\($0.offset < 10 ? " " : "")\($0.offset)|\($0.element)" }
        XCTFail(
            "TERM=\(term): the screen never \(description):\n" + rows.joined(separator: "\n"), file: file, line: line)
    }

    /// Waits until the app draws nothing for `quiet` (at most 10 s): records that arrive after
    /// a frame (a screen's report) are on screen by then.
    func waitUntilQuiet(_ quiet: Duration = .milliseconds(300)) {
        let deadline = ContinuousClock.now + .seconds(10)
        var written = terminal.output.count
        while ContinuousClock.now < deadline {
            terminal.drain(for: quiet)
            if terminal.output.count == written { return }
            written = terminal.output.count
        }
    }

    /// The list row the selection marker is on.
    static func selectedRow(_ screen: TerminalScreen) -> String? {
        screen.lines.first { $0.hasPrefix(" › ") }
    }
}
