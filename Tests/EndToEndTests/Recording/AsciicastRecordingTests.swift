import Foundation
import TUIPseudoTerminal
import XCTest

/// Reading asciicast v2 back: what `replay` plays, and the clear error it gives for each kind
/// of file that is not one.
final class AsciicastRecordingTests: XCTestCase {
    private func read(_ text: String) throws(AsciicastError) -> AsciicastRecording {
        try AsciicastRecording(data: Data(text.utf8))
    }

    private func error(_ text: String) -> AsciicastError? {
        do {
            _ = try read(text)
            return nil
        } catch {
            return error
        }
    }

    func testReadsAHeaderAndItsEvents() throws {
        let recording = try read(
            """
            {"version": 2, "width": 80, "height": 24, "timestamp": 5, "env": {"TERM": "xterm"}, "x-app": {"version": "2.0"}}
            [0.5, "o", "hi\\u001b[m"]

            [1, "i", "q"]
            [1.25, "r", "100x30"]
            [2, "m", "chapter"]
            [3, "x", "?"]

            """)
        XCTAssertEqual(recording.header.width, 80)
        XCTAssertEqual(recording.header.environment, ["TERM": "xterm"])
        XCTAssertEqual(recording.header.app?.name, "app")
        XCTAssertEqual(recording.header.app?.version, "2.0")
        XCTAssertEqual(recording.events.map(\.kind), [.output, .input, .resize, .marker, .other("x")])
        XCTAssertEqual(recording.events.first?.data, "hi\u{1B}[m")
        XCTAssertEqual(recording.events.map(\.time), [0.5, 1, 1.25, 2, 3])
        XCTAssertFalse(recording.isTruncated)
    }

    func testTheLaunchFieldsBesideTheVersionRoundTrip() throws {
        let header = AsciicastHeader(
            width: 80, height: 24, app: ("app", "2.0"), launch: ["route": "app://settings", "lang": "ru"])
        XCTAssertEqual(
            header.jsonLine,
            #"{"version": 2, "width": 80, "height": 24, "x-app": {"version": "2.0", "lang": "ru", "route": "app://settings"}}"#
        )
        let recording = try read(header.jsonLine + "\n")
        XCTAssertEqual(recording.header, header)
    }

    func testAnOlderHeaderHasNoLaunchFields() throws {
        let recording = try read(
            #"{"version": 2, "width": 80, "height": 24, "x-app": {"version": "1.0", "n": 1}}"# + "\n")
        XCTAssertEqual(recording.header.app?.version, "1.0")
        XCTAssertEqual(recording.header.launch, [:])
    }

    func testAnEmptyFileIsNotARecording() {
        XCTAssertEqual(error(""), .empty)
        XCTAssertEqual(error("\n"), .empty)
    }

    func testAHeaderThatIsNotJSONNamesLineOne() {
        XCTAssertEqual(error("hello\n"), .malformed(line: 1, reason: "the header is not a JSON object"))
        XCTAssertEqual(error("[1, \"o\", \"x\"]\n"), .malformed(line: 1, reason: "the header is not a JSON object"))
    }

    func testAnotherVersionIsRefusedByName() {
        XCTAssertEqual(error("{\"version\": 1, \"width\": 80, \"height\": 24}\n"), .unsupportedVersion("1"))
        XCTAssertEqual(error("{\"version\": 3, \"term\": {\"cols\": 80, \"rows\": 24}}\n"), .unsupportedVersion("3"))
        XCTAssertEqual(error("{\"version\": true, \"width\": 80, \"height\": 24}\n"), .unsupportedVersion("1"))
        XCTAssertEqual(
            error("{\"width\": 80, \"height\": 24}\n"), .malformed(line: 1, reason: "the header has no version"))
        XCTAssertTrue(AsciicastError.unsupportedVersion("1").description.contains("only version 2"))
    }

    func testSizesNoTerminalHasAreRefused() {
        for size in [
            "\"width\": 0, \"height\": 24", "\"width\": 65535, \"height\": 65535", "\"width\": \"80\", \"height\": 24",
        ] {
            guard case .malformed(1, _) = error("{\"version\": 2, \(size)}\n") else {
                return XCTFail("accepted \(size)")
            }
        }
    }

    func testABadEventInTheMiddleNamesItsLine() {
        let header = "{\"version\": 2, \"width\": 80, \"height\": 24}\n"
        XCTAssertEqual(
            error(header + "[0.1, \"o\", \"a\"]\n{\"o\": 1}\n[0.3, \"o\", \"c\"]\n"),
            .malformed(line: 3, reason: "an event is not a JSON array"))
        XCTAssertEqual(
            error(header + "[true, \"o\", \"a\"]\n"),
            .malformed(line: 2, reason: "an event is not [time, code, data]"))
        XCTAssertEqual(
            error(header + "[0.1, \"o\"]\n"), .malformed(line: 2, reason: "an event is not [time, code, data]"))
        XCTAssertEqual(
            error(header + "[\"0.1\", \"o\", \"a\"]\n"),
            .malformed(line: 2, reason: "an event is not [time, code, data]"))
        XCTAssertEqual(
            error(header + "[-1, \"o\", \"a\"]\n"),
            .malformed(line: 2, reason: "an event's time is not a number of seconds"))
    }

    func testACutOffLastLineKeepsTheEventsBeforeIt() throws {
        let recording = try read(
            "{\"version\": 2, \"width\": 80, \"height\": 24}\n[0.1, \"o\", \"a\"]\n[0.2, \"o\", \"b\"]\n[0.3, \"o\", \"c"
        )
        XCTAssertTrue(recording.isTruncated)
        XCTAssertEqual(recording.events.map(\.data), ["a", "b"])
        XCTAssertFalse(try read("{\"version\": 2, \"width\": 80, \"height\": 24}\n[0.1, \"o\", \"a\"]").isTruncated)
    }

    func testAMissingFileSaysWhy() {
        XCTAssertThrowsError(try AsciicastRecording(contentsOf: "/nonexistent/x.cast")) {
            XCTAssertTrue("\($0)".contains("/nonexistent/x.cast"), "\($0)")
        }
    }
}
