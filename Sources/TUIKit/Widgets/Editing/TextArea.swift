import TUICore

/// A multi-line text editor (Textual's `TextArea`, bubbles' `textarea`): the text of a
/// `TextAreaState`, soft-wrapped or scrolled sideways, with optional line numbers, the
/// selection in reverse video, a scroll bar, and the terminal's cursor at the edit point.
///
/// Only the rows on screen are laid out and drawn, so a 200,000-line file draws as fast as
/// a short one. A press puts the cursor where it lands and a drag selects; the wheel
/// scrolls. A caller colours the text through `highlight`, given each shown line.
///
/// ```swift
/// let area = TextArea(state: editor, highlight: { line, _ in
///     line.ranges(of: "TODO").map { TextArea.Span($0, color: colors.error, attributes: [.bold]) }
/// })
/// ```
public struct TextArea: View {
    /// A styled part of one line, as `highlight` returns it.
    public struct Span {
        public var range: Range<String.Index>
        public var color: ColorSet?
        public var attributes: TextAttributes

        public init(_ range: Range<String.Index>, color: ColorSet? = nil, attributes: TextAttributes = []) {
            self.range = range
            self.color = color
            self.attributes = attributes
        }
    }

    /// The spans to style in a line, given the line and its index. Called for the lines on
    /// screen only, once a frame each.
    public typealias Highlighter = @MainActor (_ line: String, _ index: Int) -> [Span]

    public let state: TextAreaState
    /// Whether the text area takes the keys: the terminal's cursor shows at the edit point.
    public var isFocused: Bool
    /// Shown, dim, in an empty text area.
    public var placeholder: String?
    public var highlight: Highlighter?
    /// Runs on a press in the text (to focus it), before the cursor moves there.
    public var onPress: (@MainActor () -> Void)?

    public init(
        state: TextAreaState, isFocused: Bool = true, placeholder: String? = nil, highlight: Highlighter? = nil,
        onPress: (@MainActor () -> Void)? = nil
    ) {
        self.state = state
        self.isFocused = isFocused
        self.placeholder = placeholder
        self.highlight = highlight
        self.onPress = onPress
    }

    /// Rows the mouse wheel scrolls at a turn.
    public static let wheelRows = 3

    public func render(in area: Rect, frame: Frame) {
        guard area.width > 2, area.height > 0 else { return }
        let editor = state.editor
        let document = editor.document
        let gutterWidth = state.showsLineNumbers ? String(document.lineCount).count + 1 : 0
        let (gutter, text, bar) = area.columns(.length(gutterWidth), .fill, .length(1))
        state.textSize = text.size
        let layout = state.layout(width: text.width)
        if state.followsCursor {
            state.viewport.keep(editor.cursor, in: document, layout: layout, size: text.size)
        }
        let top = state.viewport.top(in: document, layout: layout)
        var row = top
        var drawnRows = 0
        // A wrapped line's spans are asked for once, for its first row on screen.
        var spans: (line: Int, spans: [(range: Range<Int>, style: Style)])?
        for y in text.minY..<text.maxY {
            if let highlight, spans?.line != row.line {
                let line = document[row.line]
                spans = (row.line, offsets(of: highlight(line, row.line), in: line, context: frame.context))
            }
            drawRow(
                row, spans: spans?.spans ?? [], document: document, editor: editor, layout: layout, y: y, in: text,
                frame: frame)
            if !gutter.isEmpty, row.index == 0 {
                drawLineNumber(row.line, isCurrent: row.line == editor.cursor.line, y: y, in: gutter, frame: frame)
            }
            drawnRows += 1
            guard row.step(down: true, in: document, layout: layout) else { break }
        }
        if document.lineCount == 1, document[0].isEmpty, let placeholder {
            frame.canvas.write(
                placeholder, at: text.origin,
                style: frame.context.style(frame.context.colors.textSecondary, text: TextStyle([.dim])), clip: text)
        }
        drawScrollBar(top: top.line, lines: document.lineCount, isCut: drawnRows == text.height, in: bar, frame: frame)
        registerMouse(text: text, area: area, frame: frame)
    }

    /// One row of a line: its graphemes (control characters as symbols, tabs as spaces),
    /// the highlight spans, the selection in reverse video, and the cursor if it is here.
    private func drawRow(
        _ row: TextRowPosition, spans: [(range: Range<Int>, style: Style)], document: TextDocument, editor: TextEditor,
        layout: LineLayout, y: Int, in text: Rect, frame: Frame
    ) {
        let context = frame.context
        let line = document[row.line]
        let left = state.viewport.leftColumn
        let base = context.style(context.colors.textPrimary)
        let symbolStyle = context.style(context.colors.error)
        let selection = editor.selection
        var rowEnd = 0
        layout.forEachGlyph(in: line, row: row.range) { glyph in
            let x = glyph.x - left
            rowEnd = glyph.x + glyph.width
            if x + glyph.width <= 0 { return true }
            if x >= text.width { return false }
            var style = glyph.symbol == nil ? base : symbolStyle
            if let span = spans.last(where: { $0.range.contains(glyph.start) }) {
                style = style.patched(with: span.style)
            }
            if let selection, selection.contains(TextPosition(line: row.line, offset: glyph.start)) {
                style.attributes.insert(.reverse)
            }
            let shown: String
            if let symbol = glyph.symbol {
                shown = context.unicode ? String(symbol) : "?"
            } else if glyph.character == "\t" {
                shown = String(repeating: " ", count: glyph.width)
            } else {
                shown = String(glyph.character)
            }
            frame.canvas.write(shown, at: Point(x: text.x + x, y: y), style: style, clip: text)
            return true
        }
        let lineEnd = TextPosition(line: row.line, offset: line.utf8.count)
        if row.isLastRowOfLine, let selection, selection.contains(lineEnd) {
            // The line break is selected: one reversed cell after the line says so.
            frame.canvas.write(
                " ", at: Point(x: text.x + rowEnd - left, y: y), style: base.patched(with: Style(attributes: .reverse)),
                clip: text)
        }
        let cursor = editor.cursor
        if isFocused, cursor.line == row.line, layout.row(containing: cursor.offset, in: row.rows) == row.index {
            let x = layout.column(of: cursor.offset, in: line, row: row.range) - left
            let point = Point(x: text.x + min(max(0, x), text.width), y: y)
            frame.canvas.cursor = point
            frame.canvas.focus = point
        }
    }

    private func drawLineNumber(_ line: Int, isCurrent: Bool, y: Int, in gutter: Rect, frame: Frame) {
        let context = frame.context
        let number = String(line + 1)
        let style =
            isCurrent
            ? context.style(context.colors.textPrimary, text: TextStyle([.bold]))
            : context.style(context.colors.textSecondary, text: TextStyle([.dim]))
        let x = gutter.maxX - 1 - number.count
        frame.canvas.write(number, at: Point(x: x, y: y), style: style, clip: gutter)
    }

    /// A track with a thumb where the first shown line stands in the document, when it
    /// does not fit.
    private func drawScrollBar(top: Int, lines: Int, isCut: Bool, in bar: Rect, frame: Frame) {
        guard !bar.isEmpty, top > 0 || isCut, lines > 1 else { return }
        let context = frame.context
        // At the last screenful the thumb reaches the bottom (rows counted as lines).
        let thumb = bar.y + min(bar.height - 1, top * (bar.height - 1) / max(1, lines - bar.height))
        let track = context.style(context.colors.border)
        let thumbStyle = context.style(context.colors.textSecondary, text: TextStyle([.bold]))
        for y in bar.minY..<bar.maxY {
            let isThumb = y == thumb
            let glyph = isThumb ? (context.unicode ? "┃" : "#") : (context.unicode ? "│" : "|")
            frame.canvas.write(glyph, at: Point(x: bar.x, y: y), style: isThumb ? thumbStyle : track)
        }
    }

    /// A press puts the cursor where it lands, a drag selects to where it goes (past the
    /// edges too: the text scrolls to follow), the wheel scrolls.
    private func registerMouse(text: Rect, area: Rect, frame: Frame) {
        let state = state
        let onPress = onPress
        frame.onDrag(text) { phase, point in
            let local = Point(x: point.x - text.x, y: point.y - text.y)
            if phase == .began { onPress?() }
            state.press(at: local, extend: phase != .began)
        }
        frame.onWheel(area) { up in state.scroll(by: up ? -Self.wheelRows : Self.wheelRows) }
    }

    /// The spans as byte ranges of `line`, with their styles.
    private func offsets(of spans: [Span], in line: String, context: RenderContext) -> [(
        range: Range<Int>, style: Style
    )] {
        let utf8 = line.utf8
        return spans.compactMap { span in
            guard span.range.lowerBound >= line.startIndex, span.range.upperBound <= line.endIndex else { return nil }
            let lower = utf8.distance(from: utf8.startIndex, to: span.range.lowerBound)
            let upper = utf8.distance(from: utf8.startIndex, to: span.range.upperBound)
            let style = Style(foreground: span.color.map(context.color), attributes: span.attributes)
            return (lower..<upper, style)
        }
    }
}
