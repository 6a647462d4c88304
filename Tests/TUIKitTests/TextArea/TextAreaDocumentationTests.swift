import TUIKit
import XCTest

// docs: text-area.md
/// A notes screen: a text area that fills it (TODO in bold red), a status line and hints.
struct NotesView: View {
    let editor: TextAreaState
    let save: @MainActor (String) -> Void

    var bindings: [KeyBinding] {
        // The screen's keys first; the text area's take every other key it uses.
        [KeyBinding(.control("s"), "save") { save(editor.text) }] + KeyBinding.textArea(editor)
    }

    func render(in area: Rect, frame: Frame) {
        let (text, status, hints) = area.rows(.fill, .length(1), .length(1))
        let error = frame.context.colors.error
        let todos: TextArea.Highlighter = { line, _ in
            line.ranges(of: "TODO").map { TextArea.Span($0, color: error, attributes: [.bold]) }
        }
        frame.render(TextArea(state: editor, placeholder: "Write here", highlight: todos), in: text)
        let position = editor.editor.cursor
        frame.render(Label("Ln \(position.line + 1), Col \(editor.editor.cursorColumn + 1)"), in: status)
        frame.render(KeyHintsView(), in: hints)
    }
}
// docs: end

/// The documentation's example, driven as a person would.
@MainActor
final class TextAreaDocumentationTests: XCTestCase {
    func testTheNotesScreenTypesSelectsUndoesAndSaves() async {
        var saved: [String] = []
        let editor = TextAreaState(clock: ManualClock())
        let pilot = makePilot(root: HostingController(rootView: NotesView(editor: editor) { saved.append($0) }))
        XCTAssertTrue(pilot.text.contains("Write here"))
        pilot.type("TODO: call")
        pilot.press(named: "enter")
        pilot.type("done")
        XCTAssertTrue(pilot.text.contains("Ln 2, Col 5"))
        pilot.press(named: "ctrl-s")
        XCTAssertEqual(saved, ["TODO: call\ndone"])
        pilot.press(named: "alt-u")
        XCTAssertEqual(editor.text, "")
        XCTAssertTrue(pilot.text.contains("Shift-←→ ↑↓ select · Alt-c copy · Ctrl-X cut"))
    }
}
