import XCTest

@testable import TUICore

/// Edits, selection, and undo grouped by typing pauses on a manual clock.
@MainActor
final class TextEditorTests: XCTestCase {
    private func type(
        _ text: String, into editor: inout TextEditor, clock: ManualClock, gap: Duration = .milliseconds(100)
    ) {
        for character in text {
            editor.insert(String(character), at: clock.now)
            clock.advance(by: gap)
        }
    }

    func testTypingBackspaceAndNewlines() async {
        let clock = ManualClock()
        var editor = TextEditor()
        type("hi", into: &editor, clock: clock)
        editor.insert("\n", at: clock.now)
        type("yo", into: &editor, clock: clock)
        XCTAssertEqual(editor.document.text, "hi\nyo")
        editor.deleteBackward(at: clock.now)
        editor.deleteBackward(at: clock.now)
        editor.deleteBackward(at: clock.now)
        XCTAssertEqual(editor.document.text, "hi")
        XCTAssertEqual(editor.cursor, TextPosition(line: 0, offset: 2))
        editor.move(.documentStart, extend: false)
        XCTAssertFalse(editor.deleteBackward(at: clock.now), "nothing before the start")
    }

    func testShiftMovesSelectAndAnEditReplacesTheSelection() async {
        var editor = TextEditor("one two\nthree")
        editor.move(.wordRight, extend: true)
        XCTAssertEqual(editor.selectedText, "one")
        editor.moveVertically(by: 1, layout: LineLayout(width: nil), extend: true)
        XCTAssertEqual(editor.selectedText, "one two\nthr")
        editor.insert("X", at: .zero)
        XCTAssertEqual(editor.document.text, "Xee")
        XCTAssertNil(editor.selection)
        editor.selectAll()
        editor.move(.left, extend: false)
        XCTAssertEqual(editor.cursor, .zero, "← leaves a selection at its start")
    }

    func testUpAndDownKeepTheGoalColumnAcrossShortLines() async {
        var editor = TextEditor("abcdef\nab\nabcdef")
        editor.place(at: TextPosition(line: 0, offset: 5), extend: false)
        let layout = LineLayout(width: nil)
        editor.moveVertically(by: 1, layout: layout, extend: false)
        XCTAssertEqual(editor.cursor, TextPosition(line: 1, offset: 2))
        editor.moveVertically(by: 1, layout: layout, extend: false)
        XCTAssertEqual(editor.cursor, TextPosition(line: 2, offset: 5))
        editor.moveVertically(by: 1, layout: layout, extend: false)
        XCTAssertEqual(editor.cursor, editor.document.end, "down on the last row goes to the end")
    }

    func testUpAndDownFollowWrappedRowsAndWideCharacters() async {
        var editor = TextEditor("漢字漢字漢字\nab")
        let layout = LineLayout(width: 4)
        editor.place(at: TextPosition(line: 0, offset: 3), extend: false)
        editor.moveVertically(by: 1, layout: layout, extend: false)
        XCTAssertEqual(editor.cursor, TextPosition(line: 0, offset: 9), "the next row of the same line, column 2")
        editor.moveVertically(by: 2, layout: layout, extend: false)
        XCTAssertEqual(editor.cursor, TextPosition(line: 1, offset: 2))
    }

    func testTypingUndoesInRunsSplitByPauses() async {
        let clock = ManualClock()
        var editor = TextEditor()
        type("hello", into: &editor, clock: clock)
        clock.advance(by: .seconds(2))
        type(" world", into: &editor, clock: clock)
        XCTAssertEqual(editor.document.text, "hello world")
        XCTAssertTrue(editor.undo())
        XCTAssertEqual(editor.document.text, "hello")
        XCTAssertTrue(editor.undo())
        XCTAssertEqual(editor.document.text, "")
        XCTAssertFalse(editor.undo())
        XCTAssertTrue(editor.redo())
        XCTAssertTrue(editor.redo())
        XCTAssertEqual(editor.document.text, "hello world")
        XCTAssertEqual(editor.cursor, editor.document.end)
    }

    func testAMoveOrAnotherKindOfEditEndsTheRun() async {
        let clock = ManualClock()
        var editor = TextEditor()
        type("abc", into: &editor, clock: clock)
        editor.deleteBackward(at: clock.now)
        type("d", into: &editor, clock: clock)
        editor.move(.left, extend: false)
        type("e", into: &editor, clock: clock)
        XCTAssertEqual(editor.document.text, "abed")
        editor.undo()
        XCTAssertEqual(editor.document.text, "abd")
        editor.undo()
        XCTAssertEqual(editor.document.text, "ab")
        editor.undo()
        XCTAssertEqual(editor.document.text, "abc")
        editor.undo()
        XCTAssertEqual(editor.document.text, "")
    }

    func testAPasteIsOneStepAndANewEditDropsTheRedos() async {
        let clock = ManualClock()
        var editor = TextEditor("x")
        editor.move(.documentEnd, extend: false)
        editor.insert("line 1\r\nline 2\rline 3", kind: .other, at: clock.now)
        XCTAssertEqual(editor.document.lines, ["xline 1", "line 2", "line 3"])
        editor.undo()
        XCTAssertEqual(editor.document.text, "x")
        editor.insert("y", at: clock.now)
        XCTAssertFalse(editor.redo())
    }

    func testUndoRestoresTheSelectionACutRemoved() async {
        var editor = TextEditor("keep cut")
        editor.place(at: TextPosition(line: 0, offset: 5), extend: false)
        editor.move(.documentEnd, extend: true)
        XCTAssertEqual(editor.cut(at: .zero), "cut")
        XCTAssertEqual(editor.document.text, "keep ")
        editor.undo()
        XCTAssertEqual(editor.document.text, "keep cut")
        XCTAssertEqual(editor.selectedText, "cut")
    }

    func testReadOnlyMovesAndSelectsButNeverEdits() async {
        var editor = TextEditor("fixed")
        editor.isReadOnly = true
        XCTAssertFalse(editor.insert("x", at: .zero))
        XCTAssertFalse(editor.deleteForward(at: .zero))
        editor.selectAll()
        XCTAssertNil(editor.cut(at: .zero))
        XCTAssertEqual(editor.selectedText, "fixed")
        XCTAssertEqual(editor.document.text, "fixed")
    }

    func testLineDeletesJoinLinesAtTheirEnds() async {
        var editor = TextEditor("ab\ncd")
        editor.place(at: TextPosition(line: 0, offset: 1), extend: false)
        editor.deleteToLineEnd(at: .zero)
        XCTAssertEqual(editor.document.text, "a\ncd")
        editor.deleteToLineEnd(at: .zero)
        XCTAssertEqual(editor.document.text, "acd")
        editor.deleteToLineStart(at: .zero)
        XCTAssertEqual(editor.document.text, "cd")
        editor.deleteWordForward(at: .zero)
        XCTAssertEqual(editor.document.text, "")
    }

    func testTheColumnCountsGraphemes() async {
        var editor = TextEditor("e\u{301}漢👍🏽x")
        editor.move(.documentEnd, extend: false)
        editor.move(.left, extend: false)
        XCTAssertEqual(editor.cursorColumn, 3)
    }
}
