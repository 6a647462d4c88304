import Foundation
import TUIPseudoTerminal
import XCTest

/// A terminal the app cannot draw on is refused at once, with status 2 and a message that
/// says why, instead of a frame written as a run of characters.
final class TerminalTypeTests: XCTestCase {
    private func run(term: String) throws -> (status: Int32?, output: String) {
        let home = try TemporaryHome()
        var environment = home.environment
        environment["TERM"] = term
        let terminal = try PseudoTerminal(
            executable: try AppBinary.path(), arguments: [], environment: environment, rows: 24, columns: 80)
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
}
