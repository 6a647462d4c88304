import TUIKit
import XCTest

/// Editing by grapheme clusters, with the keys a shell's line editor has.
final class TextEditingBufferTests: XCTestCase {
    private func edited(_ text: String, cursor: Int? = nil, _ keys: String...) -> TextEditingBuffer {
        var buffer = TextEditingBuffer(text, cursor: cursor)
        for name in keys { XCTAssertTrue(buffer.handle(KeyNames.parse(name)!), name) }
        return buffer
    }

    func testTypingInsertsAtTheCursor() {
        let buffer = edited("held", cursor: 3, "l", "o", "space")
        XCTAssertEqual(buffer.text, "hello d")
        XCTAssertEqual(buffer.cursor, 6)
    }

    func testBackspaceAndDeleteAtTheEdges() {
        XCTAssertEqual(edited("abc", cursor: 0, "backspace").text, "abc")
        XCTAssertEqual(edited("abc", "delete").text, "abc")
        XCTAssertEqual(edited("abc", cursor: 1, "backspace").text, "bc")
        XCTAssertEqual(edited("abc", cursor: 1, "delete").text, "ac")
        XCTAssertEqual(edited("abc", cursor: 1, "ctrl-d").text, "ac")
    }

    func testMovementKeysStayInsideTheText() {
        XCTAssertEqual(edited("abc", "right").cursor, 3)
        XCTAssertEqual(edited("abc", "home", "left").cursor, 0)
        XCTAssertEqual(edited("abc", "ctrl-a").cursor, 0)
        XCTAssertEqual(edited("abc", cursor: 0, "ctrl-e").cursor, 3)
        XCTAssertEqual(edited("abc", cursor: 0, "end").cursor, 3)
        XCTAssertEqual(edited("abc", "left", "left").cursor, 1)
    }

    func testWordJumpsSkipSpacesAndPunctuation() {
        let text = "one, two  three"
        XCTAssertEqual(edited(text, "ctrl-left").cursor, 10)
        XCTAssertEqual(edited(text, "ctrl-left", "alt-b").cursor, 5)
        XCTAssertEqual(edited(text, "alt-left", "alt-left", "alt-left").cursor, 0)
        XCTAssertEqual(edited(text, cursor: 0, "ctrl-right").cursor, 3)
        XCTAssertEqual(edited(text, cursor: 0, "alt-f", "alt-right").cursor, 8)
    }

    func testCtrlWDeletesTheWordBeforeTheCursorAndCtrlUTheStart() {
        XCTAssertEqual(edited("anna smith  ", "ctrl-w").text, "anna ")
        XCTAssertEqual(edited("anna smith", cursor: 7, "ctrl-u").text, "ith")
        XCTAssertEqual(edited("anna smith", cursor: 7, "ctrl-u").cursor, 0)
    }

    func testEmojiCJKAndCombiningMarksMoveAndDeleteAsOneCharacter() {
        let family = "👨‍👩‍👧"
        let accented = "e\u{301}"
        var buffer = TextEditingBuffer("a" + family + "漢" + accented)
        XCTAssertEqual(buffer.characters.count, 4)
        XCTAssertTrue(buffer.handle(KeyEvent(.backspace)))
        XCTAssertEqual(buffer.text, "a" + family + "漢")
        XCTAssertTrue(buffer.handle(KeyEvent(.left)))
        XCTAssertEqual(buffer.prefix, "a" + family)
        XCTAssertTrue(buffer.handle(KeyEvent(.backspace)))
        XCTAssertEqual(buffer.text, "a漢")
        buffer.insert(accented)
        XCTAssertEqual(buffer.text, "a" + accented + "漢")
        XCTAssertEqual(buffer.cursor, 2)
    }

    func testKeysThatDoNotEditAreLeftToTheScreen() {
        var buffer = TextEditingBuffer("abc")
        for key in [KeyEvent(.tab), KeyEvent(.enter), KeyEvent(.escape), KeyEvent(.up), .control("t")] {
            XCTAssertFalse(buffer.handle(key), "\(key)")
        }
        XCTAssertFalse(buffer.handle(.character("\u{7}")), "a control character is not typed")
        XCTAssertEqual(buffer.text, "abc")
    }
}
