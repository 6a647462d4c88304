import TUICore

/// A vertical list of rows with a selection: title, optional subtitle under it, optional
/// icon before it and value after it. A click selects and activates a row. A row with a
/// `sectionTitle` opens a section: a header line (a rule with the title) stands above it.
/// A long list gives its rows by index (`init(count:row:…)`): only the visible ones are made.
public struct ListView: View {
    public struct Row {
        public var title: String
        public var subtitle: String?
        public var icon: Icon?
        public var value: String?
        /// The title of the section this row opens, drawn on a line above it.
        public var sectionTitle: String?

        public init(
            title: String, subtitle: String? = nil, icon: Icon? = nil, value: String? = nil,
            sectionTitle: String? = nil
        ) {
            self.title = title
            self.subtitle = subtitle
            self.icon = icon
            self.value = value
            self.sectionTitle = sectionTitle
        }
    }

    /// How many rows the list has.
    public var count: Int
    /// Row `index`, made when it is drawn.
    public var row: @MainActor (Int) -> Row
    /// Whether rows have a subtitle, so each takes three lines.
    public var hasSubtitles: Bool
    /// Whether some rows open a section; without, every row is as tall and scrolling is
    /// arithmetic, however long the list.
    public var hasSections: Bool
    /// The selection the list shows and scrolls to keep in sight.
    public var selection: Binding<ListSelection>
    /// Runs when a row is clicked, after it is selected.
    public var onActivate: @MainActor (Int) -> Void

    public init(
        rows: [Row],
        selection: Binding<ListSelection>,
        onActivate: @escaping @MainActor (Int) -> Void = { _ in }
    ) {
        self.init(
            count: rows.count, hasSubtitles: rows.contains { $0.subtitle != nil },
            hasSections: rows.contains { $0.sectionTitle != nil }, row: { rows[$0] }, selection: selection,
            onActivate: onActivate)
    }

    /// A list of `count` rows made one by one as they show: a list of a hundred thousand
    /// log messages draws a screenful of them.
    public init(
        count: Int,
        hasSubtitles: Bool = false,
        hasSections: Bool = false,
        row: @escaping @MainActor (Int) -> Row,
        selection: Binding<ListSelection>,
        onActivate: @escaping @MainActor (Int) -> Void = { _ in }
    ) {
        self.count = count
        self.hasSubtitles = hasSubtitles
        self.hasSections = hasSections
        self.row = row
        self.selection = selection
        self.onActivate = onActivate
    }

    private var rowHeight: Int { hasSubtitles ? 3 : 1 }

    /// The lines row `index` takes: its own, and its section header's.
    private func lines(of row: Row) -> Int {
        rowHeight + (row.sectionTitle == nil ? 0 : 1)
    }

    /// How many whole rows fit in `height` lines from row `first` on (at least one, clipped).
    private func fitting(from first: Int, in height: Int) -> Int {
        guard hasSections else { return max(1, min(height / rowHeight, count - first)) }
        var used = 0
        var fitted = 0
        for index in first..<count {
            used += lines(of: row(index))
            guard used <= height else { break }
            fitted += 1
        }
        return max(1, min(fitted, count - first))
    }

    public func render(in area: Rect, frame: Frame) {
        guard !area.isEmpty, count > 0 else { return }
        var state = selection.wrappedValue
        if hasSections {
            state.scrollToSelection { fitting(from: $0, in: area.height) }
        } else {
            state.scrollToSelection(visible: area.height / rowHeight)
        }
        // Written back only when scrolling moved it, so drawing changes nothing it reads.
        if state != selection.wrappedValue { selection.wrappedValue = state }
        let visible = state.offset..<(state.offset + fitting(from: state.offset, in: area.height))
        let rows = visible.map(row)
        // A section's header, then its row, for each visible row; the last may be cut.
        let parts = Layout.vertical(
            rows.flatMap { $0.sectionTitle == nil ? [.length(rowHeight)] : [.length(1), .length(rowHeight)] }
        )
        .overflow(.clip).split(area)
        var part = parts.makeIterator()
        for (index, row) in zip(visible, rows) {
            if let sectionTitle = row.sectionTitle, let header = part.next() {
                drawHeader(sectionTitle, in: header, frame: frame)
            }
            guard let rowArea = part.next() else { break }
            if frame.context.screenReader {
                drawLine(row, index: index, isSelected: index == state.selectedIndex, in: rowArea, frame: frame)
            } else {
                draw(row, index: index, isSelected: index == state.selectedIndex, in: rowArea, frame: frame)
            }
            if index == state.selectedIndex { frame.canvas.focus = rowArea.origin }
            frame.onTap(rowArea) { [selection, onActivate] in
                selection.wrappedValue.select(index)
                onActivate(index)
            }
        }
        ScrollMarks(offset: state.offset, visible: visible.count, total: count).render(in: area, frame: frame)
    }

    /// `── Title ──────`: a rule with the section's title, dim, across the list.
    private func drawHeader(_ title: String, in area: Rect, frame: Frame) {
        guard !area.isEmpty else { return }
        if frame.context.screenReader {
            let style = frame.context.style(frame.context.colors.textSecondary, text: TextStyle([.bold]))
            Label(title, style: style).render(in: area.inset(by: EdgeInsets(horizontal: 1)), frame: frame)
            return
        }
        Divider().render(in: area.inset(by: EdgeInsets(left: 1, right: 1)), frame: frame)
        let label = " " + title + " "
        frame.canvas.write(
            label, at: Point(x: area.x + 3, y: area.y),
            style: frame.context.style(frame.context.colors.textSecondary, text: TextStyle([.bold])),
            clip: area.inset(by: EdgeInsets(right: 2)))
    }

    /// The screen-reader mode's row: one labelled line, "Title, value, 3 of 12, selected"
    /// on the selected row (where the cursor is), the subtitle on the line under it.
    private func drawLine(_ row: Row, index: Int, isSelected: Bool, in area: Rect, frame: Frame) {
        let colors = frame.context.colors
        let words = frame.context.strings.screenReader
        var parts = [row.title] + [row.value].compactMap { $0 }
        if isSelected { parts += [words.position(index + 1, count), words.selected] }
        let text = area.inset(by: EdgeInsets(horizontal: 1))
        let titleStyle = frame.context.style(colors.textPrimary, text: TextStyle(isSelected ? [.bold] : []))
        Label(parts.joined(separator: ", "), style: titleStyle).render(in: text.row(0), frame: frame)
        if let subtitle = row.subtitle {
            Label(subtitle, style: frame.context.style(colors.textSecondary)).render(in: text.row(1), frame: frame)
        }
    }

    private func draw(_ row: Row, index: Int, isSelected: Bool, in area: Rect, frame: Frame) {
        let colors = frame.context.colors
        let band = area.rows(.length(row.subtitle == nil ? 1 : 2), .fill).0
        if isSelected {
            frame.canvas.apply(frame.context.style(background: colors.selectedBackground), to: band)
        }
        let marker = isSelected ? (frame.context.unicode ? "›" : ">") : " "
        frame.canvas.write(
            marker, at: Point(x: area.x + 1, y: area.y),
            style: frame.context.style(colors.accent, text: TextStyle([.bold])),
            clip: area)
        var textArea = band.inset(by: EdgeInsets(left: 3, right: 1))
        if let icon = row.icon {
            let glyph = frame.context.text(icon)
            frame.canvas.write(
                glyph, at: textArea.origin,
                style: frame.context.style(isSelected ? colors.accent : colors.textSecondary),
                clip: textArea)
            textArea = textArea.inset(by: EdgeInsets(left: glyph.cellWidth + 1))
        }
        if let value = row.value {
            let shown = value.truncated(toWidth: max(0, textArea.width / 2))
            let valueArea = textArea.row(0).divided(right: shown.cellWidth).slice
            Label(shown, style: frame.context.style(colors.accent, text: TextStyle(isSelected ? [.bold] : [])))
                .render(in: valueArea, frame: frame)
            textArea = textArea.inset(by: EdgeInsets(right: shown.cellWidth + 1))
        }
        let titleStyle = frame.context.style(colors.textPrimary, text: TextStyle(isSelected ? [.bold] : []))
        Label(row.title, style: titleStyle).render(in: textArea.row(0), frame: frame)
        if let subtitle = row.subtitle {
            Label(subtitle, style: frame.context.style(colors.textSecondary, text: TextStyle([.dim])))
                .render(in: textArea.row(1), frame: frame)
        }
    }

}
