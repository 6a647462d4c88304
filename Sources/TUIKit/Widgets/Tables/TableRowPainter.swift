import TUICore

/// Draws a table's rows once their cells are made, and any cell of styled text: the part of
/// `TableView` that needs nothing of its source's types, kept apart from the generic view
/// that reads the source and makes the cells.
@MainActor
struct TableRowPainter {
    /// What one row shows: its cells, or why the source could not read it.
    enum Content {
        case cells(TableCellCache.Row)
        case unreadable(String)
    }

    /// Cells left of the columns: the cursor's `›`, a marked row's `●`, a space.
    static var gutter: Int { 3 }

    let layout: TableLayout
    /// Whether each column keeps its cells to the trailing side.
    let trailing: [Bool]
    let fixedColumns: Int
    let focusedColumn: Int
    /// What a span without attributes (most cells) is drawn in: made once a frame.
    let plain: Style

    func drawRow(
        _ content: Content, in area: Rect, isCursor: Bool, isMarked: Bool, frame: Frame
    ) {
        let context = frame.context
        let colors = context.colors
        if isCursor {
            frame.canvas.apply(context.style(background: colors.selectedBackground), to: area)
            frame.canvas.write(
                context.unicode ? "›" : ">", at: area.origin,
                style: context.style(colors.accent, text: TextStyle([.bold])))
        }
        if isMarked {
            frame.canvas.write(
                context.unicode ? "●" : "*", at: Point(x: area.x + 1, y: area.y),
                style: context.style(colors.accent, text: TextStyle([.bold])))
        }
        let made: TableCellCache.Row
        switch content {
        case .cells(let row): made = row
        case .unreadable(let message):
            Self.drawError(
                message, in: area.inset(by: EdgeInsets(left: Self.gutter)), takesFocus: isCursor, frame: frame)
            return
        }
        for placement in layout.placements {
            let rect = Rect(x: placement.x, y: area.y, width: placement.width, height: 1)
            let column = placement.column
            Self.drawCell(
                made.cells[column], textWidth: made.widths[column], in: rect, width: placement.fullWidth,
                trailing: trailing[column], isEmphasized: isCursor, plain: plain, frame: frame)
            if isCursor, column == focusedColumn {
                frame.canvas.apply(Style(attributes: .reverse), to: rect)
                frame.canvas.focus = rect.origin
            }
        }
        if layout.hidesColumnsBefore, let edge = layout.placements.first(where: { $0.column == fixedColumns - 1 }) {
            frame.canvas.write(
                context.unicode ? "│" : "|", at: Point(x: edge.x + edge.fullWidth, y: area.y),
                style: context.style(colors.border))
        }
    }

    /// `⚠ message` in the error colour and bold: a row, or the rows on screen, that the
    /// source could not read, or a sort or search that failed.
    static func drawError(_ message: String, in area: Rect, takesFocus: Bool = false, frame: Frame) {
        let context = frame.context
        let glyph = context.unicode ? "⚠" : "!"
        Label(glyph + " " + message, style: context.style(context.colors.error, text: TextStyle([.bold])))
            .render(in: area, frame: frame)
        if takesFocus { frame.canvas.focus = area.origin }
    }

    /// A row's cell on one line of `rect`, kept to the column's side; cut with `…` when it is
    /// wider than the column's `width` (the table's edge may cut `rect` shorter still).
    static func drawCell(
        _ cell: TableCell, textWidth: Int, in rect: Rect, width: Int, trailing: Bool, isEmphasized: Bool,
        plain: Style, frame: Frame
    ) {
        switch cell {
        case .styled(let styled):
            drawCell(
                styled, textWidth: textWidth, in: rect, width: width, trailing: trailing, isEmphasized: isEmphasized,
                plain: plain, frame: frame)
        case .plain(let text):
            guard width > 0, !rect.isEmpty else { return }
            let (x, clip) = place(textWidth: textWidth, in: rect, width: width, trailing: trailing)
            var style = plain
            if isEmphasized { style.attributes.insert(.bold) }
            frame.canvas.write(text, at: Point(x: x, y: rect.y), style: style, clip: clip)
            if textWidth > width { drawEllipsis(in: rect, width: width, frame: frame) }
        }
    }

    /// `styled` on one line of `rect`, as a row's cell is drawn (a header's title, a status).
    static func drawCell(
        _ styled: StyledString, textWidth: Int? = nil, in rect: Rect, width: Int, trailing: Bool, isEmphasized: Bool,
        plain: Style? = nil, frame: Frame
    ) {
        guard width > 0, !rect.isEmpty else { return }
        let textWidth = textWidth ?? TableCell.styled(styled).width
        let (start, clip) = place(textWidth: textWidth, in: rect, width: width, trailing: trailing)
        var x = start
        for span in styled.spans {
            var style =
                if let plain, span.attributes.isEmpty { plain } else {
                    StyledText.style(of: span.attributes, frame: frame)
                }
            if isEmphasized { style.attributes.insert(.bold) }
            x += frame.canvas.write(span.text, at: Point(x: x, y: rect.y), style: style, clip: clip)
            if x >= clip.maxX { break }
        }
        if textWidth > width { drawEllipsis(in: rect, width: width, frame: frame) }
    }

    /// Where a cell's text starts and what clips it: a text that fits keeps to its side; one
    /// that does not starts at the left, cut a cell short of the column for its `…`.
    private static func place(textWidth: Int, in rect: Rect, width: Int, trailing: Bool) -> (x: Int, clip: Rect) {
        let fits = textWidth <= width
        let x = fits && trailing ? rect.x + width - textWidth : rect.x
        return (x, Rect(x: rect.x, y: rect.y, width: min(rect.width, fits ? width : width - 1), height: 1))
    }

    /// The `…` in the last cell of a column too narrow for its text, unless the table's edge cut it off.
    private static func drawEllipsis(in rect: Rect, width: Int, frame: Frame) {
        guard width - 1 < rect.width else { return }
        frame.canvas.write(
            frame.context.unicode ? "…" : "~", at: Point(x: rect.x + width - 1, y: rect.y),
            style: frame.context.style(frame.context.colors.textSecondary))
    }
}
