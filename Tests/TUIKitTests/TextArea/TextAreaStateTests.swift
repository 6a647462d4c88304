import TUIKit
import XCTest

/// The keys, paste, clipboard and mouse of a text area's state, without a window.
@MainActor
final class TextAreaStateTests: XCTestCase {
    private func press(_ state: TextAreaState, _ names: String...) {
        for name in names {
            XCTAssertTrue(state.handle(KeyNames.parse(name)!), name)
        }
    }

    private func type(_ state: TextAreaState, _ text: String) {
        for character in text {
            XCTAssertTrue(state.handle(.character(character)))
        }
    }

    func testTypingMovingAndDeletingByKeys() async {
        let state = TextAreaState()
        type(state, "hello world")
        press(state, "enter")
        type(state, "second")
        XCTAssertEqual(state.text, "hello world\nsecond")
        press(state, "ctrl-w", "up", "end", "backspace")
        XCTAssertEqual(state.text, "hello worl\n")
        press(state, "ctrl-home")
        XCTAssertEqual(state.editor.cursor, .zero)
        XCTAssertTrue(state.handle(KeyEvent(.right, modifiers: .control)))
        XCTAssertEqual(state.editor.cursor, TextPosition(line: 0, offset: 5))
    }

    func testKeysATextAreaDoesNotUsePassOn() async {
        let state = TextAreaState(text: "x")
        XCTAssertFalse(state.handle(.tab))
        XCTAssertFalse(state.handle(.escape), "nothing selected: Esc goes back")
        XCTAssertFalse(state.handle(KeyEvent(.function(2))))
        XCTAssertTrue(state.handle(.backspace), "Backspace at the start is still the text area's")
        XCTAssertTrue(state.handle(KeyEvent(.end, modifiers: [.shift])))
        XCTAssertTrue(state.handle(.escape), "Esc drops a selection first")
    }

    func testReadOnlyLetsTheScreenHaveTypedKeys() async {
        let state = TextAreaState(text: "fixed", isReadOnly: true)
        XCTAssertFalse(state.handle(.character("q")))
        XCTAssertFalse(state.handle(.enter))
        XCTAssertTrue(state.handle(.right))
        XCTAssertFalse(state.paste("more"))
        XCTAssertEqual(state.text, "fixed")
    }

    func testCopyGoesToTheClipboardAndCtrlVPastesIt() async {
        var copied: [String] = []
        let state = TextAreaState(text: "one two")
        state.clipboard = Clipboard { copied.append($0) }
        XCTAssertTrue(state.handle(KeyEvent(.right, modifiers: [.shift, .control])))
        XCTAssertTrue(state.copy())
        XCTAssertEqual(copied, ["one"])
        XCTAssertEqual(state.lastCopy, .copied(bytes: 3, support: .likely))
        press(state, "end")
        press(state, "ctrl-v")
        XCTAssertEqual(state.text, "one twoone")
        press(state, "ctrl-a", "ctrl-x")
        XCTAssertEqual(state.text, "")
        XCTAssertEqual(copied.last, "one twoone")
    }

    func testABracketedPasteIsOneUndoStepWithItsLineBreaks() async {
        let clock = ManualClock()
        let state = TextAreaState(text: "start ", clock: clock)
        press(state, "end")
        XCTAssertTrue(state.paste("a\rb\r\nc"))
        XCTAssertEqual(state.editor.document.lines, ["start a", "b", "c"])
        press(state, "alt-u")
        XCTAssertEqual(state.text, "start ")
        press(state, "alt-r")
        XCTAssertEqual(state.text, "start a\nb\nc")
    }

    func testUndoGroupsFollowTheAppClock() async {
        let clock = ManualClock()
        let state = TextAreaState(clock: clock)
        type(state, "ab")
        clock.advance(by: .milliseconds(1500))
        type(state, "cd")
        press(state, "alt-u")
        XCTAssertEqual(state.text, "ab")
    }

    func testAPressAndADragSelect() async {
        let state = TextAreaState(text: "first line\nsecond line")
        state.press(at: Point(x: 6, y: 0))
        XCTAssertEqual(state.editor.cursor, TextPosition(line: 0, offset: 6))
        state.press(at: Point(x: 6, y: 1), extend: true)
        XCTAssertEqual(state.editor.selectedText, "line\nsecond")
        state.press(at: Point(x: 3, y: 9), extend: true)
        XCTAssertEqual(state.editor.cursor, state.editor.document.end, "below the last row: the end")
    }
}
