import Foundation
import TUIPseudoTerminal
import XCTest

/// The asciicast writer: every line valid JSON whatever the bytes, times that never go back,
/// resizes as `COLSxROWS`, and a file only its owner reads.
final class AsciicastWriterTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("asciicast-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try FileManager.default.removeItem(at: folder)
    }

    private func lines(_ path: String) throws -> [Any] {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        XCTAssertTrue(text.hasSuffix("\n"))
        return try text.split(separator: "\n").map { try JSONSerialization.jsonObject(with: Data($0.utf8)) }
    }

    func testTheHeaderHoldsSizeTimeEnvironmentAndTheAppsVersion() throws {
        let path = folder.appendingPathComponent("h.cast").path
        let header = AsciicastHeader(
            width: 100, height: 30, timestamp: 1_700_000_000,
            environment: ["TERM": "xterm-256color", "SHELL": "/bin/sh"],
            title: "a \"quoted\" title", app: ("example-tui", "1.2.3"))
        let writer = try AsciicastWriter(path: path, header: header)
        try writer.finish()
        let fields = try XCTUnwrap(try lines(path).first as? [String: Any])
        XCTAssertEqual(fields["version"] as? Int, 2)
        XCTAssertEqual(fields["width"] as? Int, 100)
        XCTAssertEqual(fields["height"] as? Int, 30)
        XCTAssertEqual(fields["timestamp"] as? Int, 1_700_000_000)
        XCTAssertEqual(fields["env"] as? [String: String], ["TERM": "xterm-256color", "SHELL": "/bin/sh"])
        XCTAssertEqual(fields["title"] as? String, "a \"quoted\" title")
        XCTAssertEqual((fields["x-example-tui"] as? [String: String])?["version"], "1.2.3")
        XCTAssertEqual(try AsciicastRecording(contentsOf: path).header, header, "the reader reads what it wrote")
    }

    func testACharacterSplitAcrossReadsGoesWholeIntoTheNextEvent() throws {
        let path = folder.appendingPathComponent("utf8.cast").path
        let writer = try AsciicastWriter(path: path, header: AsciicastHeader(width: 80, height: 24))
        let bytes = Array("Лё🙂".utf8)  // 2 + 2 + 4 bytes
        writer.output(bytes[0..<1])
        writer.output(bytes[1..<3])
        writer.output(bytes[3..<5])
        writer.output(bytes[5..<8])
        writer.input(Array("я".utf8)[0..<1])
        writer.input(Array("я".utf8)[1..<2])
        try writer.finish()
        let events = try AsciicastRecording(contentsOf: path).events
        XCTAssertEqual(events.map(\.data), ["Л", "ё", "🙂", "я"])
        XCTAssertEqual(events.map(\.kind), [.output, .output, .output, .input])
    }

    func testBytesThatAreNeverUTF8BecomeReplacementCharactersAndDoNotStall() throws {
        let path = folder.appendingPathComponent("bad.cast").path
        let writer = try AsciicastWriter(path: path, header: AsciicastHeader(width: 80, height: 24))
        writer.output([0x41, 0xFF, 0x42])
        writer.output([0xC3])  // a lead byte the recording ends on
        try writer.finish()
        let events = try AsciicastRecording(contentsOf: path).events
        XCTAssertEqual(events.map(\.data), ["A\u{FFFD}B", "\u{FFFD}"])
    }

    func testControlCharactersQuotesAndBackslashesAreEscaped() throws {
        let path = folder.appendingPathComponent("escape.cast").path
        let writer = try AsciicastWriter(path: path, header: AsciicastHeader(width: 80, height: 24))
        let text = "\u{1B}[1m\"q\"\\\n\r\t\u{07}\u{00}\u{7F}\u{2028}end"
        writer.output(Array(text.utf8))
        try writer.finish()
        let raw = try String(contentsOfFile: path, encoding: .utf8)
        XCTAssertEqual(raw.split(separator: "\n").count, 2, "one event, one line: \(raw)")
        XCTAssertTrue(raw.contains("\\u001b[1m"), raw)
        let event = try XCTUnwrap(try lines(path).last as? [Any])
        XCTAssertEqual(event[1] as? String, "o")
        XCTAssertEqual(event[2] as? String, text)
    }

    func testTimesAreSecondsFromTheStartAndNeverGoBack() throws {
        let path = folder.appendingPathComponent("times.cast").path
        let start = ContinuousClock.now
        let writer = try AsciicastWriter(path: path, header: AsciicastHeader(width: 80, height: 24), start: start)
        writer.output(Array("a".utf8), at: start + .milliseconds(1500))
        writer.input(Array("b".utf8), at: start + .milliseconds(500))
        writer.resize(columns: 120, rows: 40, at: start + .seconds(2))
        try writer.finish()
        let events = try AsciicastRecording(contentsOf: path).events
        XCTAssertEqual(events.map(\.time), [1.5, 1.5, 2.0])
        XCTAssertEqual(events.last?.kind, .resize)
        XCTAssertEqual(events.last?.data, "120x40")
        XCTAssertEqual(events.last?.size?.columns, 120)
        XCTAssertEqual(events.last?.size?.rows, 40)
        let raw = try String(contentsOfFile: path, encoding: .utf8)
        XCTAssertTrue(raw.contains("[1.500000, \"o\", \"a\"]"), raw)
    }

    func testTheFileIsPrivateEvenWhenItReplacesAnother() throws {
        let path = folder.appendingPathComponent("private.cast").path
        _ = FileManager.default.createFile(
            atPath: path, contents: Data("old".utf8), attributes: [.posixPermissions: 0o644])
        let writer = try AsciicastWriter(path: path, header: AsciicastHeader(width: 80, height: 24))
        try writer.finish()
        let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
        XCTAssertEqual(mode, 0o600)
        XCTAssertFalse(try String(contentsOfFile: path, encoding: .utf8).contains("old"))
    }

    func testASymbolicLinkIsNotFollowed() throws {
        let target = folder.appendingPathComponent("target").path
        _ = FileManager.default.createFile(atPath: target, contents: Data("keep".utf8))
        let link = folder.appendingPathComponent("link.cast").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
        XCTAssertThrowsError(try AsciicastWriter(path: link, header: AsciicastHeader(width: 80, height: 24)))
        XCTAssertEqual(try String(contentsOfFile: target, encoding: .utf8), "keep")
    }

    func testAFolderThatDoesNotExistIsAClearError() {
        let path = folder.appendingPathComponent("missing/x.cast").path
        XCTAssertThrowsError(try AsciicastWriter(path: path, header: AsciicastHeader(width: 80, height: 24))) {
            XCTAssertTrue("\($0)".contains(path), "\($0)")
        }
    }
}
