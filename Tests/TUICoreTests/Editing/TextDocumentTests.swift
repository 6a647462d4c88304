import XCTest

@testable import TUICore

/// The line buffer: splitting, edits across lines, and reading bytes that are not clean text.
final class TextDocumentTests: XCTestCase {
    func testTextSplitsAtEveryKindOfLineBreak() {
        XCTAssertEqual(TextDocument("a\nb\r\nc\rd").lines, ["a", "b", "c", "d"])
        XCTAssertEqual(TextDocument("").lines, [""])
        XCTAssertEqual(TextDocument("end\n").lines, ["end", ""])
        XCTAssertEqual(TextDocument("a\nb").text, "a\nb")
    }

    func testReplacingWithinALineAndAcrossLines() {
        var document = TextDocument("hello\nworld")
        var end = document.replace(TextPosition(line: 0, offset: 5)..<TextPosition(line: 0, offset: 5), with: ",")
        XCTAssertEqual(document.text, "hello,\nworld")
        XCTAssertEqual(end, TextPosition(line: 0, offset: 6))
        end = document.replace(TextPosition(line: 0, offset: 6)..<TextPosition(line: 1, offset: 0), with: " ")
        XCTAssertEqual(document.lines, ["hello, world"])
        XCTAssertEqual(end, TextPosition(line: 0, offset: 7))
        end = document.replace(TextPosition(line: 0, offset: 5)..<TextPosition(line: 0, offset: 7), with: "\nbig\n")
        XCTAssertEqual(document.lines, ["hello", "big", "world"])
        XCTAssertEqual(end, TextPosition(line: 2, offset: 0))
        XCTAssertEqual(
            document.text(in: TextPosition(line: 0, offset: 3)..<TextPosition(line: 2, offset: 2)), "lo\nbig\nwo")
    }

    func testInvalidUTF8BecomesReplacementCharactersAndIsReported() {
        let bytes: [UInt8] = Array("ok\n".utf8) + [0x66, 0xFF, 0xFE, 0x6F] + Array("\nfine".utf8)
        let (document, report) = TextDocument.decoding(bytes)
        XCTAssertEqual(document.lines, ["ok", "f\u{FFFD}\u{FFFD}o", "fine"])
        XCTAssertEqual(report.invalidLines, 1)
        XCTAssertEqual(report.firstInvalidLine, 1)
        XCTAssertFalse(report.isClean)
    }

    func testNulAndControlBytesStayAndAreCountedTabsAreNot() {
        let (document, report) = TextDocument.decoding([0x61, 0x00, 0x62, 0x09, 0x1B, 0x0A, 0x7F])
        XCTAssertEqual(document.lines, ["a\u{0}b\t\u{1B}", "\u{7F}"])
        XCTAssertEqual(report.controlCharacters, 3)
        XCTAssertEqual(report.invalidLines, 0)
    }

    func testCRLFFilesAreReadAsLinesAndTheirEndingReported() {
        let (document, report) = TextDocument.decoding(Array("one\r\ntwo\r\n".utf8))
        XCTAssertEqual(document.lines, ["one", "two", ""])
        XCTAssertEqual(report.lineEnding, .crlf)
        XCTAssertEqual(report.controlCharacters, 0)
        XCTAssertTrue(report.isClean)
    }

    func testALongLineIsReported() {
        let line = String(repeating: "x", count: TextLoadReport.longLineBytes)
        let (document, report) = TextDocument.decoding(Array(("short\n" + line).utf8))
        XCTAssertEqual(document.lineCount, 2)
        XCTAssertEqual(report.longestLine, 1)
        XCTAssertEqual(report.longestLineBytes, line.utf8.count)
        XCTAssertFalse(report.isClean)
    }

    func testClampingKeepsPositionsInsideAndOnScalarBoundaries() {
        let document = TextDocument("é\nab")
        XCTAssertEqual(document.clamped(TextPosition(line: 0, offset: 1)), TextPosition(line: 0, offset: 0))
        XCTAssertEqual(document.clamped(TextPosition(line: 9, offset: 9)), TextPosition(line: 1, offset: 2))
        XCTAssertEqual(document.clamped(TextPosition(line: -1, offset: -1)), .zero)
    }

    /// A lone "\r" read from a file stays in its line, and a delete and its undo keep it so
    /// (replace split at it once, so a delete and its undo made two lines of one).
    func testALoneCarriageReturnRoundTripsThroughTextAndReplace() {
        var (document, _) = TextDocument.decoding(Array("a\rb\nc".utf8))
        XCTAssertEqual(document.lines, ["a\rb", "c"])
        let all = TextPosition.zero..<document.end
        let text = document.text(in: all)
        document.replace(all, with: "")
        document.replace(TextPosition.zero..<TextPosition.zero, with: text)
        XCTAssertEqual(document.lines, ["a\rb", "c"])
    }

    /// A line that ends in a lone "\r" before its break: `text(in:)` gives "\r\n", one
    /// `Character`, which `replace` must still split at the "\n" (the text-area fuzz target's
    /// undo of a selection over such a line found it joining two lines).
    func testALineEndingInACarriageReturnRoundTripsBeforeItsBreak() {
        var (document, _) = TextDocument.decoding(Array("a\rb\n".utf8))
        document.replace(TextPosition(line: 0, offset: 2)..<TextPosition(line: 0, offset: 3), with: "")
        XCTAssertEqual(document.lines, ["a\r", ""])
        let all = TextPosition.zero..<document.end
        let text = document.text(in: all)
        XCTAssertEqual(Array(text.utf8), Array("a\r\n".utf8))
        let end = document.replace(all, with: "x")
        XCTAssertEqual(end, TextPosition(line: 0, offset: 1))
        let back = document.replace(TextPosition.zero..<end, with: text)
        XCTAssertEqual(document.lines, ["a\r", ""])
        XCTAssertEqual(back, TextPosition(line: 1, offset: 0))
    }
}
