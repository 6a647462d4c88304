import Foundation
import TUIPseudoTerminal
import TUITestSupport
import XCTest

/// `example-tui replay` in a pseudo-terminal: it plays at its pace or faster, stops on q, and
/// refuses a file that is not asciicast v2 with one clear line and status 2.
final class ReplayEndToEndTests: XCTestCase {
    private func write(_ text: String, in home: TemporaryHome, name: String = "play.cast") throws -> String {
        let path = home.path + "/" + name
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    private let header = "{\"version\": 2, \"width\": 80, \"height\": 24}\n"

    func testPlaysTheOutputFasterAtSpeed100() throws {
        let home = try TemporaryHome()
        let path = try write(
            header + "[0.5, \"o\", \"\\u001b[2J\\u001b[3;5HHello, replay\"]\n[1.0, \"i\", \"x\"]\n"
                + "[2.0, \"o\", \"\\r\\n    Спи\"]\n[3.0, \"o\", \"сок \\u001b[1mdone\\u001b[m\"]\n", in: home)
        let started = ContinuousClock.now
        let session = try AppSession(arguments: ["replay", path, "--speed", "100"], home: home)
        XCTAssertEqual(session.waitForExit(), 0, session.dump())
        XCTAssertLessThan(ContinuousClock.now - started, .seconds(2), "3 s of recording at speed 100")
        XCTAssertEqual(session.terminal.screen.line(2).trimmingCharacters(in: .whitespaces), "Hello, replay")
        XCTAssertTrue(session.terminal.screen.contains("Список done"), session.dump())
        XCTAssertFalse(session.terminal.plainOutput.contains("x"), "input events are not played")
        session.assertModesRestored()
    }

    func testMaxWaitCutsALongPause() throws {
        let home = try TemporaryHome()
        let path = try write(header + "[0.1, \"o\", \"before\"]\n[600, \"o\", \" after\"]\n", in: home)
        let started = ContinuousClock.now
        let session = try AppSession(arguments: ["replay", path, "--max-wait", "0.2"], home: home)
        XCTAssertEqual(session.waitForExit(timeout: .seconds(10)), 0, session.dump())
        XCTAssertLessThan(ContinuousClock.now - started, .seconds(5))
        XCTAssertTrue(session.terminal.screen.contains("before after"), session.dump())
    }

    func testQStopsItAndRestoresTheTerminal() throws {
        let home = try TemporaryHome()
        let path = try write(
            header + "[0.1, \"o\", \"\\u001b[?1049h\\u001b[?25lfirst\"]\n[60, \"o\", \"second\"]\n", in: home)
        let session = try AppSession(arguments: ["replay", path], home: home)
        session.expectScreen(containing: "first")
        session.send("q")
        XCTAssertEqual(session.waitForExit(), 0, session.dump())
        XCTAssertFalse(session.terminal.plainOutput.contains("second"))
        XCTAssertFalse(session.terminal.screen.isAlternateScreen, "left the recording's alternate screen")
        XCTAssertTrue(session.terminal.screen.isCursorVisible)
        session.assertModesRestored()
    }

    func testACutOffLastLinePlaysWhatParsedThenSaysSo() throws {
        let home = try TemporaryHome()
        let path = try write(header + "[0.1, \"o\", \"kept\"]\n[0.2, \"o\", \"lo", in: home)
        let session = try AppSession(arguments: ["replay", path, "--speed", "10"], home: home)
        XCTAssertEqual(session.waitForExit(), 2, session.dump())
        XCTAssertTrue(session.terminal.screen.contains("kept"), session.dump())
        XCTAssertTrue(session.terminal.plainOutput.contains("last line is cut off"), session.dump())
    }

    func testAFileThatIsNotARecordingIsOneLineAndStatus2() throws {
        let home = try TemporaryHome()
        let cases = [
            ("not json\n", "line 1"),
            ("{\"version\": 1, \"width\": 80, \"height\": 24}\n", "only version 2"),
            (header + "[0.1, \"o\", \"a\"]\n[oops]\n[0.3, \"o\", \"c\"]\n", "line 3"),
            ("", "empty"),
        ]
        for (index, (text, reason)) in cases.enumerated() {
            let path = try write(text, in: home, name: "bad\(index).cast")
            let result = try runCommand(["replay", path], home: home)
            XCTAssertEqual(result.status, 2, text)
            XCTAssertEqual(result.standardError.split(separator: "\n").count, 1, result.standardError)
            XCTAssertTrue(
                result.standardError.contains(reason) && result.standardError.contains(path), result.standardError)
            XCTAssertEqual(result.standardOutput, "", "nothing played")
        }
        let missing = try runCommand(["replay", home.path + "/none.cast"], home: home)
        XCTAssertEqual(missing.status, 2)
        XCTAssertTrue(missing.standardError.contains("none.cast"), missing.standardError)
        let badSpeed = try runCommand(["replay", home.path + "/none.cast", "--speed", "0"], home: home)
        XCTAssertEqual(badSpeed.status, 2)
        XCTAssertTrue(badSpeed.standardError.contains("--speed"), badSpeed.standardError)
    }
}
