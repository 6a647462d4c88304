import TUICore

/// A vertical list of rows with a selection: title, optional subtitle under it, optional
/// icon before it and value after it. A click selects and activates a row.
public struct ListView: View {
    public struct Row {
        public var title: String
        public var subtitle: String?
        public var icon: Icon?
        public var value: String?

        public init(title: String, subtitle: String? = nil, icon: Icon? = nil, value: String? = nil) {
            self.title = title
            self.subtitle = subtitle
            self.icon = icon
            self.value = value
        }
    }

    public var rows: [Row]
    public var state: ListState
    public var onActivate: @MainActor (Int) -> Void

    public init(rows: [Row], state: ListState, onActivate: @escaping @MainActor (Int) -> Void) {
        self.rows = rows
        self.state = state
        self.onActivate = onActivate
    }

    private var rowHeight: Int { rows.contains { $0.subtitle != nil } ? 3 : 1 }

    public func render(in area: Rect, on canvas: inout Canvas, context: RenderContext) {
        guard !area.isEmpty, !rows.isEmpty else { return }
        let height = rowHeight
        let visible = max(1, area.height / height)
        state.scrollToSelection(visible: visible)
        for slot in 0..<visible {
            let index = state.offset + slot
            guard index < rows.count else { break }
            let rowArea = Rect(
                x: area.x, y: area.y + slot * height, width: area.width,
                height: min(height, area.maxY - area.y - slot * height))
            draw(rows[index], index: index, in: rowArea, on: &canvas, context: context)
            context.onTap(rowArea) { [state, onActivate] in
                state.select(index)
                onActivate(index)
            }
        }
        drawScrollIndicator(in: area, visible: visible, on: &canvas, context: context)
    }

    private func draw(_ row: Row, index: Int, in area: Rect, on canvas: inout Canvas, context: RenderContext) {
        let isSelected = index == state.selectedIndex
        let colors = context.colors
        let contentHeight = row.subtitle == nil ? 1 : 2
        let band = Rect(x: area.x, y: area.y, width: area.width, height: min(contentHeight, area.height))
        if isSelected {
            canvas.apply(context.style(background: colors.selectedBackground), to: band)
        }
        let marker = isSelected ? (context.unicode ? "›" : ">") : " "
        canvas.write(
            marker, at: Point(x: area.x + 1, y: area.y), style: context.style(colors.accent, text: TextStyle([.bold])),
            clip: area)
        var textArea = band.inset(by: EdgeInsets(left: 3, right: 1))
        if let icon = row.icon {
            let glyph = context.text(icon)
            canvas.write(
                glyph, at: textArea.origin, style: context.style(isSelected ? colors.accent : colors.textSecondary),
                clip: textArea)
            textArea = textArea.inset(by: EdgeInsets(left: glyph.cellWidth + 1))
        }
        if let value = row.value {
            let shown = value.truncated(toWidth: max(0, textArea.width / 2))
            let valueArea = textArea.row(0).divided(right: shown.cellWidth).slice
            Label(shown, style: context.style(colors.accent, text: TextStyle(isSelected ? [.bold] : [])))
                .render(in: valueArea, on: &canvas, context: context)
            textArea = textArea.inset(by: EdgeInsets(right: shown.cellWidth + 1))
        }
        let titleStyle = context.style(colors.textPrimary, text: TextStyle(isSelected ? [.bold] : []))
        Label(row.title, style: titleStyle).render(in: textArea.row(0), on: &canvas, context: context)
        if let subtitle = row.subtitle {
            Label(subtitle, style: context.style(colors.textSecondary, text: TextStyle([.dim])))
                .render(in: textArea.row(1), on: &canvas, context: context)
        }
    }

    private func drawScrollIndicator(in area: Rect, visible: Int, on canvas: inout Canvas, context: RenderContext) {
        let style = context.style(context.colors.textSecondary)
        if state.offset > 0 {
            canvas.write(context.unicode ? "▲" : "^", at: Point(x: area.maxX - 1, y: area.y), style: style)
        }
        if state.offset + visible < rows.count {
            canvas.write(context.unicode ? "▼" : "v", at: Point(x: area.maxX - 1, y: area.maxY - 1), style: style)
        }
    }
}
