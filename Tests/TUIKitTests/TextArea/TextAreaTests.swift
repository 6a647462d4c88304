import SnapshotTesting
import TUIKit
import TUISnapshotTesting
import XCTest

/// How a text area draws: wrap on and off, the selection, line numbers, read-only, wide
/// characters and controls, the cursor and focus, and a highlight; and the mouse through
/// a window.
@MainActor
final class TextAreaTests: XCTestCase {
    private static let sample = """
        Soft wrap breaks long lines at spaces, and wide 漢字 never split.
        e\u{301}mojis 👍🏽 and flags 🇯🇵 are one step each.
        \tA tab, a NUL \u{0} and an escape \u{1B} show.
        """

    private func render(
        _ state: TextAreaState, size: Size = Size(width: 32, height: 8), unicode: Bool = true,
        highlight: TextArea.Highlighter? = nil, isFocused: Bool = true
    ) -> Canvas {
        let frame = Frame(canvas: Canvas(size: size), theme: .dark, unicode: unicode)
        frame.render(TextArea(state: state, isFocused: isFocused, highlight: highlight), in: frame.bounds)
        return frame.canvas
    }

    func testSoftWrap() async {
        let state = TextAreaState(text: Self.sample)
        let canvas = render(state)
        assertSnapshot(of: canvas, as: .frameStyled)
        XCTAssertEqual(canvas.cursor, .zero)
        XCTAssertEqual(canvas.focus, .zero, "screen readers follow the edit point")
    }

    func testNoWrapScrollsSidewaysToTheCursor() async {
        let state = TextAreaState(text: Self.sample, softWrap: false)
        _ = render(state)
        XCTAssertTrue(state.handle(.end))
        let canvas = render(state)
        assertSnapshot(of: canvas, as: .frameStyled)
        XCTAssertEqual(canvas.cursor, Point(x: 30, y: 0))
    }

    func testSelectionInReverseVideoWithLineNumbers() async {
        let state = TextAreaState(text: Self.sample, showsLineNumbers: true)
        _ = render(state)
        for key in ["right", "right", "right", "right", "right"] { _ = state.handle(KeyNames.parse(key)!) }
        _ = state.handle(KeyEvent(.down, modifiers: .shift))
        _ = state.handle(KeyEvent(.down, modifiers: .shift))
        let canvas = render(state)
        assertSnapshot(of: canvas, as: .frameStyled)
        assertSnapshot(of: canvas, as: .frameStyledWithoutColor, named: "nocolor")
        XCTAssertTrue(canvas[7, 0].style.attributes.contains(.reverse))
    }

    func testReadOnlyInAsciiWithAHighlight() async {
        let state = TextAreaState(text: Self.sample, isReadOnly: true)
        let highlight: TextArea.Highlighter = { line, _ in
            line.ranges(of: "wide").map { TextArea.Span($0, color: ThemeColors.standard.accent, attributes: [.bold]) }
        }
        let canvas = render(state, unicode: false, highlight: highlight)
        assertSnapshot(of: canvas, as: .frameStyled)
    }

    func testWideCharactersAtTheRowEdgeAndAScrollBar() async {
        let text = (1...12).map { "\($0) 漢字漢字漢字漢字漢字漢字" }.joined(separator: "\n")
        let state = TextAreaState(text: text, showsLineNumbers: true)
        _ = render(state, size: Size(width: 20, height: 6))
        _ = state.handle(KeyEvent(.end, modifiers: .control))
        let canvas = render(state, size: Size(width: 20, height: 6))
        assertSnapshot(of: canvas, as: .frameStyled)
    }

    func testPlaceholderAndNoCursorWithoutFocus() async {
        let state = TextAreaState()
        let frame = Frame(canvas: Canvas(size: Size(width: 20, height: 3)), theme: .light)
        frame.render(TextArea(state: state, isFocused: false, placeholder: "Write here"), in: frame.bounds)
        XCTAssertEqual(frame.canvas.line(0), "Write here          ")
        XCTAssertNil(frame.canvas.cursor)
    }

    func testAMegabyteLineAndInvalidBytesDrawWithoutHanging() async {
        let bytes = Array(String(repeating: "0123456789", count: 100_000).utf8) + [0x0A, 0xFF, 0x41]
        let (document, report) = TextDocument.decoding(bytes)
        XCTAssertEqual(report.invalidLines, 1)
        let state = TextAreaState()
        state.load(document)
        _ = render(state)
        _ = state.handle(KeyEvent(.end, modifiers: .control))
        let canvas = render(state)
        XCTAssertEqual(state.editor.cursor.line, 1)
        XCTAssertTrue(canvas.text.contains("\u{FFFD}A"))
    }

    func testAMouseDragSelectsThroughAWindow() async {
        let state = TextAreaState(text: "first line\nsecond line")
        let pilot = makePilot(root: HostingController(rootView: TextArea(state: state)))
        pilot.send(.mouse(MouseEvent(.press, at: Point(x: 6, y: 0))))
        pilot.send(.mouse(MouseEvent(.move, at: Point(x: 6, y: 1))))
        pilot.send(.mouse(MouseEvent(.release, at: Point(x: 6, y: 1))))
        XCTAssertEqual(state.editor.selectedText, "line\nsecond")
        pilot.scroll(up: false, x: 2, y: 2)
        XCTAssertEqual(state.viewport.topLine, 1, "the wheel scrolls, the cursor stays")
        XCTAssertEqual(state.editor.cursor, TextPosition(line: 1, offset: 6))
    }
}
