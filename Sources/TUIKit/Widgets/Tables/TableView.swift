import TUICore

/// A table of rows and columns over a `TableModel` (Ratatui's `Table`, Textual's
/// `DataTable`, SwiftUI's `Table`): a header row, columns sized by layout constraints, the
/// first column fixed while the others scroll sideways, a cursor on a row and a focused
/// column, marked rows, sorting by a column, column resizing and search-as-you-type. It
/// reads from the model's source only the rows on screen, so a million rows draw as fast as
/// twenty, and a row the source cannot read shows as an error row.
///
/// Without colour every state still shows: the cursor's row by `›` and bold, the focused
/// cell in reverse video, marked rows by `●`, the sorted column by `▲` or `▼` (in ASCII `>`,
/// `*`, `^`, `v`). A click selects a row (and its column), a click on a header sorts by it,
/// dragging a header's right edge resizes the column, and the wheel scrolls.
public struct TableView<Source: TableDataSource>: View {
    public let model: TableModel<Source>
    public let columns: [TableColumn<Source.Row>]
    public var strings: TableStrings
    /// How many columns stay at the left while the others scroll sideways.
    public var fixedColumns: Int
    /// Whether the last line shows the cursor's position, marks, sort progress and search.
    public var showsFooter: Bool
    /// Whether cells made for a row are kept for the next frames (`TableCellCache`): true
    /// when each column's cell depends only on the row, the language and the glyph set.
    public var cachesCells: Bool

    public init(
        model: TableModel<Source>,
        columns: [TableColumn<Source.Row>],
        strings: TableStrings = TableStrings(),
        fixedColumns: Int = 1,
        showsFooter: Bool = true,
        cachesCells: Bool = true
    ) {
        self.model = model
        self.columns = columns
        self.strings = strings
        self.fixedColumns = fixedColumns
        self.showsFooter = showsFooter
        self.cachesCells = cachesCells
    }

    /// Cells left of the columns: the cursor's `›`, a marked row's `●`, a space.
    static var gutter: Int { TableRowPainter.gutter }
    /// Rows the wheel scrolls by.
    static var wheelRows: Int { 3 }

    public func render(in area: Rect, frame: Frame) {
        guard !area.isEmpty, !columns.isEmpty else { return }
        let (header, body, footer) = area.rows(.length(1), .fill, .length(showsFooter ? 1 : 0))
        let layout = columnLayout(in: header)
        var selection = model.selection
        selection.scrollToSelection(visible: body.height)
        // Written back only when drawing moved them, so a frame changes nothing it reads.
        if selection != model.selection { model.selection = selection }
        if layout.firstScrolledColumn != model.firstScrolledColumn {
            model.firstScrolledColumn = layout.firstScrolledColumn
        }
        drawHeader(in: header, layout: layout, frame: frame)
        drawBody(in: body, layout: layout, selection: selection, frame: frame)
        if showsFooter { drawFooter(in: footer, frame: frame) }
    }

    /// Where each column goes: its constraint, or the width the user gave it.
    private func columnLayout(in header: Rect) -> TableLayout {
        let area = header.inset(by: EdgeInsets(left: Self.gutter))
        let widths = columns.indices.map { model.columnWidths[$0].map(Constraint.length) ?? columns[$0].width }
        let minimums = columns.map { column in
            if case .fill = column.width { column.title.cellWidth + 2 } else { 1 }
        }
        let layout = TableLayout(
            widths: widths, minimumWidths: minimums, in: area, fixedColumns: fixedColumns,
            focusedColumn: model.focusedColumn, firstScrolledColumn: model.firstScrolledColumn)
        var shown = Array(repeating: 0, count: columns.count)
        for placement in layout.placements { shown[placement.column] = placement.fullWidth }
        model.shownWidths = shown
        return layout
    }

    // MARK: Header

    private func drawHeader(in area: Rect, layout: TableLayout, frame: Frame) {
        let context = frame.context
        let colors = context.colors
        frame.canvas.apply(context.style(background: colors.backgroundSecondary), to: area)
        for placement in layout.placements {
            let column = columns[placement.column]
            let rect = Rect(x: placement.x, y: area.y, width: placement.width, height: 1)
            var title = StyledString([StyledString.Span(column.title, attributes: [.bold])])
            if let sort = model.sortOrder, sort.column == placement.column {
                let glyph = sort.direction == .ascending ? (context.unicode ? "▲" : "^") : (context.unicode ? "▼" : "v")
                // The glyph always shows: a narrow column's title gives way to it.
                let room = max(0, placement.fullWidth - 2)
                let shown = column.title.cellWidth <= room ? column.title : column.title.truncated(toWidth: room)
                title = StyledString([
                    StyledString.Span(shown, attributes: [.bold, .underline]),
                    StyledString.Span(" " + glyph, attributes: [.bold, .foregroundColor(colors.accent)]),
                ])
            }
            TableRowPainter.drawCell(
                title, in: rect, width: placement.fullWidth, trailing: column.alignment == .trailing,
                isEmphasized: false, frame: frame)
            if column.isSortable {
                frame.onTap(rect) { [model] in model.sort(byColumn: placement.column) }
            }
        }
        drawEdges(in: area, layout: layout, frame: frame)
    }

    /// The `│` after each column, which a drag moves to resize it; after the fixed columns
    /// it reads `◂` while columns are hidden to their right, and `▸` ends a header that
    /// hides columns past the edge.
    private func drawEdges(in area: Rect, layout: TableLayout, frame: Frame) {
        let context = frame.context
        let style = context.style(context.colors.border)
        let fixed = min(fixedColumns, columns.count)
        for placement in layout.placements {
            let edge = placement.x + placement.fullWidth
            guard edge < area.maxX else { continue }
            let hides = layout.hidesColumnsBefore && placement.column == fixed - 1
            let glyph = hides ? (context.unicode ? "◂" : "<") : (context.unicode ? "│" : "|")
            let shown = hides ? context.style(context.colors.textSecondary, text: TextStyle([.bold])) : style
            frame.canvas.write(glyph, at: Point(x: edge, y: area.y), style: shown)
            let start = placement.x
            frame.onDrag(Rect(x: edge, y: area.y, width: 1, height: 1)) { [model] _, point in
                model.resize(column: placement.column, to: point.x - start)
            }
        }
        if layout.hidesColumnsAfter {
            frame.canvas.write(
                context.unicode ? "▸" : ">", at: Point(x: area.maxX - 1, y: area.y),
                style: context.style(context.colors.textSecondary, text: TextStyle([.bold])))
        }
    }

    // MARK: Body

    private func drawBody(in area: Rect, layout: TableLayout, selection: ListSelection, frame: Frame) {
        guard !area.isEmpty else { return }
        // Over the rows' click regions, which would otherwise cover it.
        defer { frame.onWheel(area) { [model] up in model.scroll(by: up ? -Self.wheelRows : Self.wheelRows) } }
        guard model.rowCount > 0 else {
            Label(strings.empty, style: frame.context.style(frame.context.colors.textSecondary))
                .render(in: area.row(0).inset(by: EdgeInsets(left: Self.gutter)), frame: frame)
            return
        }
        let visible = selection.offset..<min(model.rowCount, selection.offset + area.height)
        let rows: [TableModel<Source>.ShownRow]
        do {
            rows = try model.rows(visible)
        } catch {
            TableRowPainter.drawError(
                strings.unreadable(String(describing: error)),
                in: area.row(0).inset(by: EdgeInsets(left: Self.gutter)), takesFocus: true, frame: frame)
            return
        }
        // Read once a frame, not once a row.
        let marked = model.marked
        let cache = cachesCells ? frame.state(for: ObjectIdentifier(model)) { TableCellCache(owner: model) } : nil
        let stamp = TableCellCache.Stamp(
            sourceRevision: model.sourceRevision, language: Localization.language, unicode: frame.context.unicode,
            columnCount: columns.count)
        let context = frame.context
        registerTaps(
            in: Rect(x: area.x, y: area.y, width: area.width, height: rows.count), rows: rows, layout: layout,
            frame: frame)
        let painter = TableRowPainter(
            layout: layout, trailing: columns.map { $0.alignment == .trailing }, fixedColumns: fixedColumns,
            focusedColumn: model.focusedColumn, plain: StyledText.style(of: [], frame: frame))
        for (line, row) in rows.enumerated() {
            let content: TableRowPainter.Content
            switch row.value {
            case .success(let value):
                let make = { (cells: inout [TableCell]) in
                    for column in columns { cells.append(column.made(value, context: context)) }
                }
                content = .cells(
                    cache?.row(row.sourceRow, stamp: stamp, make: make)
                        ?? TableCellCache.Row(columns: columns.count, making: make))
            case .failure(let error):
                content = .unreadable(strings.unreadable(String(describing: error)))
            }
            painter.drawRow(
                content, in: Rect(x: area.x, y: area.y + line, width: area.width, height: 1),
                isCursor: row.position == selection.selectedIndex, isMarked: marked.contains(row.sourceRow),
                frame: frame)
        }
        ScrollMarks(offset: selection.offset, visible: rows.count, total: model.rowCount).render(in: area, frame: frame)
    }

    /// One region for the rows on screen, not one a cell: a click selects its row, and the
    /// column whose cell (or the gap after it) it hit, unless the row could not be read.
    private func registerTaps(
        in area: Rect, rows: [TableModel<Source>.ShownRow], layout: TableLayout, frame: Frame
    ) {
        // A closure, not `\.position`: a key path into a generic type is made at run time.
        let positions = rows.map { $0.position }
        let unreadable = Set(rows.indices.filter { if case .failure = rows[$0].value { true } else { false } })
        let placements = layout.placements
        frame.onTapAt(area) { [model] point in
            let line = point.y - area.y
            guard positions.indices.contains(line) else { return }
            let column = placements.last { point.x >= $0.x && point.x < $0.x + $0.width + TableLayout.spacing }?.column
            if let column, !unreadable.contains(line) {
                model.select(position: positions[line], column: column)
            } else {
                model.select(position: positions[line])
            }
        }
    }

    // MARK: Footer

    /// What the table is doing on the left (a sort's progress, the search, a failure, the
    /// marks), the cursor's position on the right.
    private func drawFooter(in area: Rect, frame: Frame) {
        let context = frame.context
        let colors = context.colors
        let secondary = context.style(colors.textSecondary)
        let position = model.rowCount > 0 ? strings.position(model.selection.selectedIndex + 1, model.rowCount) : ""
        let status = area.inset(by: EdgeInsets(left: 1, right: 1))
        var left = status
        if status.width - position.cellWidth > 24 {
            frame.canvas.write(position, at: Point(x: status.maxX - position.cellWidth, y: area.y), style: secondary)
            left = status.inset(by: EdgeInsets(right: position.cellWidth + 2))
        }
        if let sorting = model.sorting {
            drawProgress(sorting, in: left, frame: frame)
        } else if model.search.isActive {
            drawSearch(in: left, frame: frame)
        } else if let failure = model.sortFailure {
            TableRowPainter.drawError(strings.sortFailed(String(describing: failure)), in: left, frame: frame)
        } else if !model.marked.isEmpty {
            let text = (context.unicode ? "● " : "* ") + strings.marked(model.marked.count)
            Label(text, style: context.style(colors.accent, text: TextStyle([.bold]))).render(in: left, frame: frame)
        }
    }

    /// `Sorting by Name ━━━━━━──────── 45%`.
    private func drawProgress(_ sorting: TableSortProgress, in area: Rect, frame: Frame) {
        let context = frame.context
        let title = columns.indices.contains(sorting.order.column) ? columns[sorting.order.column].title : ""
        let percent = Int(sorting.fraction * 100)
        let label = strings.sorting(title) + " "
        let bar = min(16, max(4, area.width - label.cellWidth - 5))
        let filled = min(bar, Int(sorting.fraction * Double(bar)))
        let line = StyledString([
            StyledString.Span(label, attributes: [.bold]),
            StyledString.Span(
                String(repeating: context.unicode ? "━" : "#", count: filled),
                attributes: [
                    .foregroundColor(context.colors.accent)
                ]),
            StyledString.Span(
                String(repeating: context.unicode ? "─" : "-", count: bar - filled),
                attributes: [
                    .foregroundColor(context.colors.border)
                ]),
            StyledString.Span(" \(percent)%"),
        ])
        TableRowPainter.drawCell(line, in: area, width: area.width, trailing: false, isEmphasized: false, frame: frame)
    }

    /// `/ query▏ no match`: the query with the edit point after it, and how the search went.
    private func drawSearch(in area: Rect, frame: Frame) {
        let context = frame.context
        let colors = context.colors
        let prompt = "/ " + model.search.query
        let width = frame.canvas.write(
            prompt, at: area.origin, style: context.style(colors.textPrimary, text: TextStyle([.bold])), clip: area)
        frame.canvas.cursor = Point(x: min(area.x + width, area.maxX - 1), y: area.y)
        let rest = area.inset(by: EdgeInsets(left: width + 2))
        switch model.search.status {
        case .idle, .found: break
        case .searching:
            Label(strings.searching, style: context.style(colors.textSecondary)).render(in: rest, frame: frame)
        case .notFound:
            Label(
                (context.unicode ? "✕ " : "x ") + strings.noMatch,
                style: context.style(colors.error, text: TextStyle([.bold]))
            ).render(in: rest, frame: frame)
        }
    }
}
