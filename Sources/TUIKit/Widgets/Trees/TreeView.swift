import TUICore

/// A tree of nodes that open and close over a `TreeModel` (Textual's `Tree` and
/// `DirectoryTree`, AppKit's `NSOutlineView`, SwiftUI's `OutlineGroup`): guides drawn with
/// box characters (`├── `, `└── `, `│   `), a disclosure marker on nodes that open (`▸`
/// closed, `▾` open), optional icons, a loading row while children load and an error row
/// with the reason when they cannot. It draws only the rows on screen.
///
/// Without colour every state still shows: the selected row by `›` and bold, a filter's
/// match underlined and bold, errors by `⚠`; in ASCII the guides are `|-- `, `` `-- `` and
/// `|   `, the markers `+` and `-`. A click on a marker opens or closes its node, a click on
/// a row selects it, a second click activates it, and the wheel scrolls.
public struct TreeView<Source: TreeNodeSource>: View {
    public let model: TreeModel<Source>
    public var strings: TreeStrings
    /// The icon before a node's name, if any (a folder, a file); given whether it is open.
    public var icon: ((Source.Node, Bool) -> Icon?)?
    /// The label of a node, when its name alone is not enough (a styled or annotated name).
    public var label: ((Source.Node, RenderContext) -> StyledString)?

    public init(
        model: TreeModel<Source>,
        strings: TreeStrings = TreeStrings(),
        icon: ((Source.Node, Bool) -> Icon?)? = nil,
        label: ((Source.Node, RenderContext) -> StyledString)? = nil
    ) {
        self.model = model
        self.strings = strings
        self.icon = icon
        self.label = label
    }

    /// Cells left of the rows: the selection's `›` and a space.
    static var gutter: Int { 2 }
    /// Rows the wheel scrolls by.
    static var wheelRows: Int { 3 }

    public func render(in area: Rect, frame: Frame) {
        guard !area.isEmpty else { return }
        let filter = model.filter
        let showsFilter = filter.isActive || filter.isEditing
        let (body, footer) = area.rows(.fill, .length(showsFilter ? 1 : 0))
        var selection = model.selection
        selection.scrollToSelection(visible: body.height)
        // Written back only when drawing moved it, so a frame changes nothing it reads.
        if selection != model.selection { model.selection = selection }
        let rows = model.rows(selection.offset..<selection.offset + body.height)
        for (line, row) in rows.enumerated() {
            let index = selection.offset + line
            drawRow(
                row, index: index, in: Rect(x: body.x, y: body.y + line, width: body.width, height: 1),
                isSelected: index == selection.selectedIndex, filter: filter, frame: frame)
        }
        ScrollMarks(offset: selection.offset, visible: rows.count, total: model.rowCount).render(in: body, frame: frame)
        // Over the rows' click regions, which would otherwise cover it.
        frame.onWheel(body) { [model] up in model.scroll(by: up ? -Self.wheelRows : Self.wheelRows) }
        if showsFilter { drawFilter(filter, in: footer, frame: frame) }
    }

    // MARK: Rows

    private func drawRow(
        _ row: TreeRow<Source.Node>, index: Int, in area: Rect, isSelected: Bool, filter: TreeFilter, frame: Frame
    ) {
        let context = frame.context
        let colors = context.colors
        frame.onTap(area) { [model] in model.click(row: index) }
        if isSelected {
            frame.canvas.apply(context.style(background: colors.selectedBackground), to: area)
            frame.canvas.write(
                context.unicode ? "›" : ">", at: area.origin,
                style: context.style(colors.accent, text: TextStyle([.bold])))
        }
        var x = area.x + Self.gutter
        let guideStyle = context.style(colors.border)
        for level in stride(from: 1, to: row.depth, by: 1) {
            let guide = row.continuesLine(atLevel: level) ? (context.unicode ? "│   " : "|   ") : "    "
            x += frame.canvas.write(guide, at: Point(x: x, y: area.y), style: guideStyle, clip: area)
        }
        if row.depth > 0 {
            let branch =
                row.isLast ? (context.unicode ? "└── " : "`-- ") : (context.unicode ? "├── " : "|-- ")
            x += frame.canvas.write(branch, at: Point(x: x, y: area.y), style: guideStyle, clip: area)
        }
        let rest = Rect(x: x, y: area.y, width: max(0, area.maxX - x), height: 1)
        switch row.content {
        case .loading:
            Label(strings.loading, style: context.style(colors.textSecondary, text: TextStyle([.italic])))
                .render(in: rest, frame: frame)
            if isSelected { frame.canvas.focus = rest.origin }
        case .failed(let error):
            let text = (context.unicode ? "⚠ " : "! ") + strings.failed(String(describing: error))
            Label(text, style: context.style(colors.error, text: TextStyle([.bold]))).render(in: rest, frame: frame)
            if isSelected { frame.canvas.focus = rest.origin }
        case .node(let node):
            drawNode(node, row: row, index: index, in: rest, isSelected: isSelected, filter: filter, frame: frame)
        }
        // A row nested past the right edge keeps the focus on the screen, at its end.
        if isSelected, let focus = frame.canvas.focus, focus.y == area.y, focus.x >= area.maxX {
            frame.canvas.focus = Point(x: area.maxX - 1, y: area.y)
        }
    }

    private func drawNode(
        _ node: Source.Node, row: TreeRow<Source.Node>, index: Int, in area: Rect, isSelected: Bool,
        filter: TreeFilter, frame: Frame
    ) {
        let context = frame.context
        var x = area.x
        if row.disclosure != .leaf {
            let isOpen = row.disclosure == .expanded
            let marker = isOpen ? (context.unicode ? "▾" : "-") : (context.unicode ? "▸" : "+")
            frame.canvas.write(
                marker, at: Point(x: x, y: area.y),
                style: context.style(context.colors.accent, text: TextStyle([.bold])), clip: area)
            // On top of the row's click: the marker opens and closes.
            frame.onTap(Rect(x: x, y: area.y, width: 2, height: 1).intersection(area)) { [model] in
                model.select(row: index)
                model.toggle(row: index)
            }
        }
        x += 2
        if let icon = icon?(node, row.disclosure == .expanded) {
            x += frame.canvas.write(
                context.text(icon) + " ", at: Point(x: x, y: area.y),
                style: context.style(context.colors.textSecondary),
                clip: area)
        }
        let text = label?(node, context) ?? StyledString([StyledString.Span(row.name)])
        let labelArea = Rect(x: x, y: area.y, width: max(0, area.maxX - x), height: 1)
        drawLabel(text, in: labelArea, isSelected: isSelected, filter: filter, frame: frame)
        if isSelected { frame.canvas.focus = labelArea.origin }
    }

    /// The label's spans, bold when selected, with the filter's match underlined, bold and
    /// in the accent colour; cut with `…` at the edge.
    private func drawLabel(_ text: StyledString, in area: Rect, isSelected: Bool, filter: TreeFilter, frame: Frame) {
        guard !area.isEmpty else { return }
        var x = area.x
        let width = text.spans.reduce(0) { $0 + $1.text.cellWidth }
        let clip = width > area.width ? Rect(x: area.x, y: area.y, width: area.width - 1, height: 1) : area
        for span in text.spans {
            var style = StyledText.style(of: span.attributes, frame: frame)
            if isSelected { style.attributes.insert(.bold) }
            guard let match = filter.match(in: span.text) else {
                x += frame.canvas.write(span.text, at: Point(x: x, y: area.y), style: style, clip: clip)
                continue
            }
            var matched = style
            matched.attributes.formUnion([.bold, .underline])
            matched.foreground = frame.context.color(frame.context.colors.accent)
            for (part, partStyle) in [
                (span.text[..<match.lowerBound], style), (span.text[match], matched),
                (span.text[match.upperBound...], style),
            ] where !part.isEmpty {
                x += frame.canvas.write(String(part), at: Point(x: x, y: area.y), style: partStyle, clip: clip)
            }
        }
        if width > area.width {
            frame.canvas.write(
                frame.context.unicode ? "…" : "~", at: Point(x: area.maxX - 1, y: area.y),
                style: frame.context.style(frame.context.colors.textSecondary))
        }
    }

    // MARK: Filter

    /// `/ query▏` with the edit point after it while typing, and `no match` when nothing
    /// loaded matches.
    private func drawFilter(_ filter: TreeFilter, in area: Rect, frame: Frame) {
        let context = frame.context
        let colors = context.colors
        let line = area.inset(by: EdgeInsets(left: 1, right: 1))
        let width = frame.canvas.write(
            "/ " + filter.query, at: line.origin, style: context.style(colors.textPrimary, text: TextStyle([.bold])),
            clip: line)
        if filter.isEditing { frame.canvas.cursor = Point(x: min(line.x + width, line.maxX - 1), y: line.y) }
        if filter.isActive, !model.hasMatch {
            Label(
                (context.unicode ? "✕ " : "x ") + strings.noMatch,
                style: context.style(colors.error, text: TextStyle([.bold]))
            ).render(in: line.inset(by: EdgeInsets(left: width + 2)), frame: frame)
        }
    }
}
