import XCTest

@testable import TUICore

/// Moves by grapheme and by word, over emoji, combining marks, wide characters and line ends.
final class GraphemeMoveTests: XCTestCase {
    /// The offsets stepping right from the start of line 0 stops at.
    private func stops(_ text: String) -> [Int] {
        let document = TextDocument(text)
        var position = TextPosition.zero
        var offsets = [0]
        while true {
            let next = document.position(after: position)
            guard next.line == 0, next != position else { break }
            offsets.append(next.offset)
            position = next
        }
        return offsets
    }

    func testRightStepsOverWholeGraphemes() {
        // e + combining acute (3 bytes), a family ZWJ sequence (18 bytes), 漢 (3), a flag (8).
        let text = "e\u{301}👨‍👩‍👧漢🇯🇵a"
        XCTAssertEqual(stops(text), [0, 3, 21, 24, 32, 33])
    }

    func testLeftStepsBackTheSameWay() {
        let document = TextDocument("e\u{301}👨‍👩‍👧漢🇯🇵a")
        var position = document.end
        var offsets = [position.offset]
        while position.offset > 0 {
            position = document.position(before: position)
            offsets.append(position.offset)
        }
        XCTAssertEqual(offsets, [33, 32, 24, 21, 3, 0])
    }

    func testStepsCrossLineEnds() {
        let document = TextDocument("ab\ncd")
        XCTAssertEqual(document.position(after: TextPosition(line: 0, offset: 2)), TextPosition(line: 1, offset: 0))
        XCTAssertEqual(document.position(before: TextPosition(line: 1, offset: 0)), TextPosition(line: 0, offset: 2))
        XCTAssertEqual(document.position(after: document.end), document.end)
        XCTAssertEqual(document.position(before: .zero), .zero)
    }

    func testWordMovesSkipPunctuationAndStopAtWordEdges() {
        let document = TextDocument("  hello, мир_2 漢字!\nnext")
        var position = TextPosition.zero
        var ends: [Int] = []
        for _ in 0..<4 {
            position = document.wordEnd(after: position)
            ends.append(position.offset)
        }
        XCTAssertEqual(ends, [7, 17, 24, 25], "hello | мир_2 | 漢字 | the line's end")
        XCTAssertEqual(document.wordEnd(after: position), TextPosition(line: 1, offset: 0))
        var starts: [Int] = []
        position = TextPosition(line: 0, offset: 25)
        for _ in 0..<3 {
            position = document.wordStart(before: position)
            starts.append(position.offset)
        }
        XCTAssertEqual(starts, [18, 9, 2])
        XCTAssertEqual(document.wordStart(before: TextPosition(line: 1, offset: 0)), TextPosition(line: 0, offset: 25))
    }

    /// Edits can leave a position between scalars that now make one grapheme (a combining
    /// mark typed after a letter, found by the text-area fuzz target): moves back from there
    /// count the cut piece as a grapheme, and never step past the line's start.
    func testMovesFromInsideAGraphemeStayInTheLine() {
        let document = TextDocument("e\u{301}x y\u{301}")
        XCTAssertEqual(document.position(before: TextPosition(line: 0, offset: 1)), .zero)
        XCTAssertEqual(document.wordStart(before: TextPosition(line: 0, offset: 1)), .zero)
        XCTAssertEqual(document.position(before: TextPosition(line: 0, offset: 6)), TextPosition(line: 0, offset: 5))
        XCTAssertEqual(document.wordStart(before: TextPosition(line: 0, offset: 6)), TextPosition(line: 0, offset: 5))
        XCTAssertEqual(document.position(after: TextPosition(line: 0, offset: 1)), TextPosition(line: 0, offset: 3))
    }
}
