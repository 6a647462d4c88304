import TUICore
import TUITestSupport
import XCTest

/// The colourless-state check the accessibility audit runs, on frames drawn by hand: each
/// state drawn by colour alone fails it, and the same state with a mark passes.
final class StateCueCheckTests: XCTestCase {
    private static let text = Color.rgb(200, 200, 200)
    private static let accent = Color.rgb(80, 160, 255)
    private static let background = Color.rgb(0, 0, 0)
    private static let selected = Color.rgb(40, 40, 80)
    private static let disabled = Color.rgb(90, 90, 90)
    private static let error = Color.rgb(255, 80, 80)
    private static let palette = StateCueCheck.Palette(
        defaultBackground: background, selected: [selected], disabled: [disabled], error: [error])

    /// Three rows, the second selected and focused: on the selected background, and with
    /// `marker` and `selectedAttributes` when given; every row's title in `attributes`.
    private func list(
        marker: Character? = nil, selectedAttributes: TextAttributes = [], attributes: TextAttributes = []
    )
        -> Canvas
    {
        var canvas = Canvas(size: Size(width: 20, height: 3))
        for (y, title) in ["Apple", "Banana", "Cherry"].enumerated() {
            let isSelected = y == 1
            var style = Style(foreground: Self.text, attributes: attributes)
            if isSelected {
                style.background = Self.selected
                style.attributes.formUnion(selectedAttributes)
                canvas.setStyle(Style(background: Self.selected), in: Rect(x: 0, y: y, width: 20, height: 1))
                if let marker {
                    canvas.write(String(marker), at: Point(x: 1, y: y), style: Style(foreground: Self.accent))
                }
            }
            canvas.write(title, at: Point(x: 3, y: y), style: style)
        }
        canvas.focus = Point(x: 0, y: 1)
        return canvas
    }

    func testASelectedRowMarkedOnlyByItsBackgroundFails() {
        let result = StateCueCheck.check(list(), palette: Self.palette)
        XCTAssertTrue(result.problems.contains { $0.contains("focus at (0, 1)") && $0.contains("only by colour") })
        XCTAssertTrue(result.problems.contains { $0.contains("selection at (0, 1)") })
    }

    func testASelectedRowInBoldAmongBoldRowsFails() {
        let result = StateCueCheck.check(
            list(selectedAttributes: [.bold], attributes: [.bold]), palette: Self.palette)
        XCTAssertEqual(result.problems.count, 2, "\(result.problems)")
        XCTAssertTrue(result.problems.allSatisfy { $0.contains("looks like") }, "\(result.problems)")
    }

    func testASelectedRowWithAMarkerOrInBoldPasses() {
        for canvas in [list(marker: "›"), list(marker: ">"), list(selectedAttributes: [.bold])] {
            let result = StateCueCheck.check(canvas, palette: Self.palette)
            XCTAssertEqual(result.problems, [])
            XCTAssertEqual(result.selections, 1)
        }
        XCTAssertEqual(
            StateCueCheck.check(list(marker: "›"), palette: Self.palette).focus, "'› Banana' at (0, 1) marked ›")
    }

    /// `[RAM]  [Disk]` with RAM focused: told apart by colour alone, or by bold.
    func testTabsToldApartOnlyByColourFail() {
        func tabs(focusedAttributes: TextAttributes) -> Canvas {
            var canvas = Canvas(size: Size(width: 20, height: 1))
            canvas.write("[RAM]", at: .zero, style: Style(foreground: Self.accent, attributes: focusedAttributes))
            canvas.write("[Disk]", at: Point(x: 7, y: 0), style: Style(foreground: Self.text))
            canvas.focus = .zero
            return canvas
        }
        let colourOnly = StateCueCheck.check(tabs(focusedAttributes: []), palette: Self.palette)
        XCTAssertEqual(colourOnly.problems.count, 1, "\(colourOnly.problems)")
        XCTAssertTrue(colourOnly.problems[0].contains("looks like '[Disk]'"), colourOnly.problems[0])
        XCTAssertEqual(StateCueCheck.check(tabs(focusedAttributes: [.bold]), palette: Self.palette).problems, [])
    }

    func testNoFocusFailsAndAVisibleCursorPasses() {
        var canvas = Canvas(size: Size(width: 10, height: 1))
        XCTAssertEqual(StateCueCheck.check(canvas, palette: Self.palette).problems, ["no focus on the screen"])
        canvas.cursor = Point(x: 2, y: 0)
        XCTAssertEqual(StateCueCheck.check(canvas, palette: Self.palette).problems, [])
    }

    func testDisabledTextNeedsAnAttributeOrAGlyph() {
        func frame(_ text: String, attributes: TextAttributes) -> Canvas {
            var canvas = Canvas(size: Size(width: 20, height: 2))
            canvas.write("Ok", at: .zero, style: Style(foreground: Self.text, attributes: .bold))
            canvas.focus = .zero
            canvas.write(text, at: Point(x: 0, y: 1), style: Style(foreground: Self.disabled, attributes: attributes))
            return canvas
        }
        let colourOnly = StateCueCheck.check(frame("Save", attributes: []), palette: Self.palette)
        XCTAssertEqual(colourOnly.problems, ["disabled 'Save' at (0, 1) shows only by colour"])
        XCTAssertEqual(colourOnly.disabled, 1)
        XCTAssertEqual(StateCueCheck.check(frame("Save", attributes: .dim), palette: Self.palette).problems, [])
        XCTAssertEqual(StateCueCheck.check(frame(" · Save · ", attributes: []), palette: Self.palette).problems, [])
    }

    func testADeclaredDisabledControlNeedsAnAttributeOrAGlyph() {
        func frame(_ text: String, attributes: TextAttributes) -> Canvas {
            var canvas = Canvas(size: Size(width: 20, height: 2))
            canvas.write("[ Ok ]", at: .zero, style: Style(foreground: Self.accent, attributes: .bold))
            canvas.focus = .zero
            // Drawn in an ordinary colour: only the declaration says it is disabled.
            canvas.write(text, at: Point(x: 0, y: 1), style: Style(foreground: Self.text, attributes: attributes))
            canvas.disabledAreas = [Rect(x: 0, y: 1, width: text.count, height: 1)]
            return canvas
        }
        let colourOnly = StateCueCheck.check(frame("[ Save ]", attributes: []), palette: Self.palette)
        XCTAssertEqual(colourOnly.problems, ["the disabled control at (0, 1) ('[ Save ]') shows only by colour"])
        XCTAssertEqual(colourOnly.disabled, 1)
        XCTAssertEqual(StateCueCheck.check(frame("[ Save ]", attributes: .dim), palette: Self.palette).problems, [])
        XCTAssertEqual(StateCueCheck.check(frame("· Save ·", attributes: []), palette: Self.palette).problems, [])
    }

    func testErrorTextNeedsAMarkOrAGlyph() {
        func frame(_ text: String, attributes: TextAttributes) -> Canvas {
            var canvas = Canvas(size: Size(width: 30, height: 2))
            canvas.write("Ok", at: .zero, style: Style(foreground: Self.text, attributes: .bold))
            canvas.focus = .zero
            canvas.write(text, at: Point(x: 0, y: 1), style: Style(foreground: Self.error, attributes: attributes))
            return canvas
        }
        let colourOnly = StateCueCheck.check(frame("Too short", attributes: []), palette: Self.palette)
        XCTAssertEqual(colourOnly.problems, ["error 'Too short' at (0, 1) shows only by colour"])
        XCTAssertEqual(
            StateCueCheck.check(frame("Too short", attributes: .dim), palette: Self.palette).problems.count, 1)
        XCTAssertEqual(StateCueCheck.check(frame("Too short", attributes: .bold), palette: Self.palette).problems, [])
        XCTAssertEqual(StateCueCheck.check(frame("! Too short", attributes: []), palette: Self.palette).problems, [])
        XCTAssertEqual(StateCueCheck.check(frame("x Too short", attributes: []), palette: Self.palette).problems, [])
        // An x inside a word is no glyph.
        XCTAssertEqual(
            StateCueCheck.check(frame("Too excited", attributes: []), palette: Self.palette).problems.count, 1)
    }

    func testAColourSwatchIsNoDisabledText() {
        var canvas = Canvas(size: Size(width: 10, height: 2))
        canvas.write("Ok", at: .zero, style: Style(foreground: Self.text, attributes: .bold))
        canvas.focus = .zero
        canvas.write("██", at: Point(x: 0, y: 1), style: Style(foreground: Self.disabled))
        let result = StateCueCheck.check(canvas, palette: Self.palette)
        XCTAssertEqual(result.problems, [])
        XCTAssertEqual(result.disabled, 0)
    }

    func testAFocusOnALoadingPlaceholderHasNoStateToShow() {
        var canvas = Canvas(size: Size(width: 10, height: 1))
        canvas.write("░░░░", at: Point(x: 3, y: 0), style: Style(foreground: Self.accent))
        canvas.focus = Point(x: 3, y: 0)
        let result = StateCueCheck.check(canvas, palette: Self.palette)
        XCTAssertEqual(result.focus, "a loading placeholder at (3, 0)")
    }
}
