import XCTest

@testable import TUICore

final class WrappingTests: XCTestCase {
    private func assertFits(
        _ lines: [String],
        width: Int,
        file: StaticString = #filePath,
        line: UInt = #line
    ) {
        for text in lines {
            XCTAssertLessThanOrEqual(
                text.cellWidth, width, "'\(text)' is wider than \(width)", file: file, line: line)
        }
    }

    func testShortTextIsOneLine() {
        XCTAssertEqual("hello world".wrapped(toWidth: 20), ["hello world"])
        XCTAssertEqual("hello world".wrapped(toWidth: 11), ["hello world"])
    }

    func testWordsWrapAtSpaces() {
        XCTAssertEqual("the quick brown fox".wrapped(toWidth: 10), ["the quick", "brown fox"])
        XCTAssertEqual("the quick brown fox".wrapped(toWidth: 9), ["the quick", "brown fox"])
        XCTAssertEqual("the quick brown fox".wrapped(toWidth: 8), ["the", "quick", "brown", "fox"])
    }

    func testRunsOfSpacesCollapse() {
        XCTAssertEqual("  a   b  ".wrapped(toWidth: 10), ["a b"])
    }

    func testLongWordsAreBrokenBetweenGraphemes() {
        XCTAssertEqual("abcdefghij".wrapped(toWidth: 4), ["abcd", "efgh", "ij"])
        XCTAssertEqual("go abcdefgh".wrapped(toWidth: 4), ["go", "abcd", "efgh"])
        XCTAssertEqual("abcdefgh go".wrapped(toWidth: 4), ["abcd", "efgh", "go"])
        XCTAssertEqual("abcdefghi go".wrapped(toWidth: 4), ["abcd", "efgh", "i go"])
    }

    func testWideCharactersAreNeverSplitNorOverflow() {
        let lines = "日本語のテキスト".wrapped(toWidth: 5)
        XCTAssertEqual(lines, ["日本", "語の", "テキ", "スト"])
        assertFits(lines, width: 5)
        XCTAssertEqual(lines.joined(), "日本語のテキスト")
        XCTAssertEqual("a日本".wrapped(toWidth: 2), ["a", "日", "本"])
    }

    func testWideTextFitsEveryWidth() {
        let text = "Привет 世界 😀😀 👨\u{200D}👩\u{200D}👧 e\u{0301}tude 🇯🇵 ok"
        for width in 2...30 {
            let lines = text.wrapped(toWidth: width)
            assertFits(lines, width: width)
            let kept = lines.joined(separator: " ").split(separator: " ").joined()
            XCTAssertEqual(kept, text.split(separator: " ").joined(), "width \(width)")
        }
    }

    func testAGraphemeWiderThanTheLineNeverOverflows() {
        let lines = "日本".wrapped(toWidth: 1)
        assertFits(lines, width: 1)
        let mixed = "a日b 😀c".wrapped(toWidth: 1)
        assertFits(mixed, width: 1)
        XCTAssertEqual(mixed.joined(), "abc")
    }

    func testParagraphsAreKept() {
        XCTAssertEqual("one two\nthree".wrapped(toWidth: 20), ["one two", "three"])
        XCTAssertEqual("a\n\nb".wrapped(toWidth: 5), ["a", "", "b"])
        XCTAssertEqual("first line\nsecond".wrapped(toWidth: 6), ["first", "line", "second"])
        XCTAssertEqual("a\n".wrapped(toWidth: 5), ["a", ""])
    }

    func testWindowsLineEndingsSeparateParagraphs() {
        // "\r\n" is a single Character in Swift, so it never equals "\n".
        XCTAssertEqual("one\r\ntwo".wrapped(toWidth: 10), ["one", "two"])
        XCTAssertEqual("a\r\n\r\nb".wrapped(toWidth: 10), ["a", "", "b"])
    }

    func testEmptyInputIsOneEmptyLine() {
        XCTAssertEqual("".wrapped(toWidth: 10), [""])
        XCTAssertEqual("   ".wrapped(toWidth: 10), [""])
    }

    func testWidthZeroGivesNoLines() {
        XCTAssertEqual("hello".wrapped(toWidth: 0), [])
        XCTAssertEqual("hello".wrapped(toWidth: -1), [])
    }

    func testWidthOneGivesOneGraphemePerLine() {
        XCTAssertEqual("ab c".wrapped(toWidth: 1), ["a", "b", "c"])
        XCTAssertEqual("e\u{0301}я".wrapped(toWidth: 1), ["e\u{0301}", "я"])
    }
}
