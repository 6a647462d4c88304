import TUIKit
import XCTest

/// Layout, states, scrolling and the edit point of `FloatingHintTextField`.
@MainActor
final class FloatingHintTextFieldTests: XCTestCase {
    private func render(_ field: FloatingHintTextField, width: Int = 20, unicode: Bool = true) -> Canvas {
        let frame = Frame(
            canvas: Canvas(size: Size(width: width, height: FloatingHintTextField.height)), theme: .dark,
            unicode: unicode)
        field.render(in: frame.bounds, frame: frame)
        let canvas = frame.canvas
        return canvas
    }

    private func lines(_ canvas: Canvas) -> [String] {
        (0..<canvas.size.height).map { canvas.line($0) }
    }

    func testTheHintSitsInTheEmptyFieldAndFloatsOnceThereIsText() async {
        let state = TextFieldState()
        let empty = render(FloatingHintTextField(text: state, hint: "Name"))
        XCTAssertEqual(lines(empty)[0].trimmingCharacters(in: .whitespaces), "")
        XCTAssertTrue(lines(empty)[1].hasPrefix("Name"))
        XCTAssertNil(empty.cursor, "no edit point without focus")
        state.text = "Anna"
        let filled = render(FloatingHintTextField(text: state, hint: "Name"))
        XCTAssertTrue(lines(filled)[0].hasPrefix("Name"))
        XCTAssertTrue(lines(filled)[1].hasPrefix("Anna"))
    }

    func testFocusShowsTheSecondHintAndPutsTheCursorAfterIt() async {
        let state = TextFieldState()
        let canvas = render(FloatingHintTextField(text: state, hint: "Phone", secondHint: "+7 (", isFocused: true))
        XCTAssertTrue(lines(canvas)[0].hasPrefix("Phone"))
        XCTAssertTrue(lines(canvas)[1].hasPrefix("+7 ("))
        XCTAssertEqual(canvas.cursor, Point(x: 4, y: 1))
    }

    func testEveryStateLooksDistinctWithoutColor() async {
        func look(_ field: FloatingHintTextField) -> (String, TextAttributes, TextAttributes) {
            let canvas = render(field)
            return (canvas.line(2), canvas[0, 2].style.attributes, canvas[0, 0].style.attributes)
        }
        let valid = TextFieldState(text: "Anna", validator: TextValidators { $0.minLength(2) })
        let invalid = TextFieldState(text: "A", validator: TextValidators { $0.minLength(2) })
        invalid.isTouched = true
        let normal = look(FloatingHintTextField(text: valid, hint: "Name"))
        let focused = look(FloatingHintTextField(text: valid, hint: "Name", isFocused: true))
        let error = look(FloatingHintTextField(text: invalid, hint: "Name"))
        let disabled = look(FloatingHintTextField(text: valid, hint: "Name", isEnabled: false))
        XCTAssertEqual(Set([normal.0, focused.0, error.0, disabled.0]).count, 4, "four underlines")
        XCTAssertEqual(normal.1, [])
        XCTAssertEqual(focused.1, [.bold])
        XCTAssertEqual(error.1, [.bold])
        XCTAssertEqual(disabled.1, [.dim])
        XCTAssertEqual(focused.2, [.bold, .underline], "a bold underlined hint")
        XCTAssertEqual(error.2, [.bold])
        let focusedError = look(FloatingHintTextField(text: invalid, hint: "Name", isFocused: true))
        XCTAssertEqual(focusedError.2, [.bold, .underline], "the focused one among fields in error")
        XCTAssertEqual(disabled.2, [.dim])
        XCTAssertTrue(render(FloatingHintTextField(text: invalid, hint: "Name")).line(3).hasPrefix("⚠ At least 2"))
        XCTAssertTrue(
            render(FloatingHintTextField(text: invalid, hint: "Name"), unicode: false).line(3).hasPrefix("! At least 2")
        )
    }

    func testADisabledFieldShowsNoErrorAndNoCursor() async {
        let state = TextFieldState(text: "", validator: TextValidators { $0.nonEmpty() })
        state.isTouched = true
        let canvas = render(FloatingHintTextField(text: state, hint: "Name", isFocused: true, isEnabled: false))
        XCTAssertEqual(canvas.line(3).trimmingCharacters(in: .whitespaces), "")
        XCTAssertNil(canvas.cursor)
    }

    func testALongValueScrollsToKeepTheCursorInSight() async {
        let state = TextFieldState(text: "abcdefghijklmnopqrstuvwxyz")
        let focused = render(FloatingHintTextField(text: state, hint: "Name", isFocused: true), width: 10)
        XCTAssertEqual(focused.line(1), "rstuvwxyz ", "the end, and a cell for the cursor")
        XCTAssertEqual(focused.cursor, Point(x: 9, y: 1))
        _ = state.handle(KeyEvent(.home))
        let home = render(FloatingHintTextField(text: state, hint: "Name", isFocused: true), width: 10)
        XCTAssertEqual(home.line(1), "abcdefghij")
        XCTAssertEqual(home.cursor, Point(x: 0, y: 1))
        let blurred = render(FloatingHintTextField(text: state, hint: "Name"), width: 10)
        XCTAssertEqual(blurred.line(1), "abcdefghi…", "without focus the start shows, cut with an ellipsis")
    }

    func testWideCharactersScrollByColumnsAndTheCursorLandsBetweenThem() async {
        let state = TextFieldState(text: "漢字かな👍🏽é\u{301}x")
        // 漢字かな 8 columns, 👍🏽 4 (the thumb and its skin-tone modifier take 2 each, as
        // wcwidth counts them), é́ 1, x 1: 14 columns, the cursor needs a 15th.
        let canvas = render(FloatingHintTextField(text: state, hint: "Name", isFocused: true), width: 10)
        XCTAssertEqual(canvas.cursor, Point(x: 9, y: 1))
        XCTAssertEqual(canvas.line(1), " な👍🏽é\u{301}x ", "a wide character cut at the left edge shows as a space")
        _ = state.handle(KeyEvent(.left))
        _ = state.handle(KeyEvent(.left))
        _ = state.handle(KeyEvent(.left))
        let moved = render(FloatingHintTextField(text: state, hint: "Name", isFocused: true), width: 10)
        XCTAssertEqual(moved.cursor, Point(x: 3, y: 1), "before 👍🏽, at column 8 of the text, offset 5")
        for _ in 0..<4 { _ = state.handle(KeyEvent(.left)) }
        let start = render(FloatingHintTextField(text: state, hint: "Name", isFocused: true), width: 10)
        XCTAssertEqual(start.cursor, Point(x: 0, y: 1))
        XCTAssertEqual(start.line(1), "漢字かな👍", "the modifier's two cells don't fit")
    }

    func testScrollingArithmetic() {
        XCTAssertEqual(TextFieldScrolling.offset(keeping: 5, total: 5, width: 10, current: 0), 0)
        XCTAssertEqual(TextFieldScrolling.offset(keeping: 12, total: 12, width: 10, current: 0), 3)
        XCTAssertEqual(TextFieldScrolling.offset(keeping: 2, total: 12, width: 10, current: 3), 2)
        XCTAssertEqual(TextFieldScrolling.offset(keeping: 6, total: 12, width: 10, current: 3), 3, "no needless move")
        XCTAssertEqual(TextFieldScrolling.offset(keeping: 4, total: 4, width: 10, current: 3), 0, "it all fits again")
        XCTAssertEqual(TextFieldScrolling.offset(keeping: 0, total: 3, width: 0, current: 3), 0)
    }
}
