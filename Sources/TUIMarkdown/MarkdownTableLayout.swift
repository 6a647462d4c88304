import TUICore

/// A GitHub table laid out to a width: each column as wide as its widest cell when they
/// all fit, otherwise the widest columns shrink first (to one width cap that makes the
/// table fit) and their cells wrap. A table too wide even at one cell a column is cut at
/// the edge, the cut lines ending in `›`.
struct MarkdownTableLayout {
    typealias Span = MarkdownLine.Span

    let table: MarkdownTable
    let width: Int
    let glyphs: MarkdownGlyphs

    /// The widths the cells get (without the padding and rules around them).
    static func columnWidths(natural: [Int], available: Int) -> [Int] {
        let natural = natural.map { max(1, $0) }
        guard natural.reduce(0, +) > available else { return natural }
        // The largest cap that fits: narrower columns keep their width.
        var low = 1
        var high = natural.max() ?? 1
        while low < high {
            let cap = (low + high + 1) / 2
            if natural.reduce(0, { $0 + min($1, cap) }) <= available { low = cap } else { high = cap - 1 }
        }
        var widths = natural.map { min($0, low) }
        // What is left after the cap goes to the capped columns, one cell each, left first.
        var spare = available - widths.reduce(0, +)
        for index in widths.indices where spare > 0 && widths[index] < natural[index] {
            widths[index] += 1
            spare -= 1
        }
        return widths
    }

    func lines(builder: inout MarkdownLayout.Builder) -> [MarkdownLine] {
        let count = table.columnCount
        guard count > 0 else { return [] }
        func cells(_ row: [[MarkdownSpan]], role: Span.Role) -> [[Span]] {
            (0..<count).map { index in index < row.count ? builder.inline(row[index], role: role) : [] }
        }
        let header = cells(table.header, role: .tableHeader)
        let body = table.rows.map { cells($0, role: .text) }
        var natural = Array(repeating: 1, count: count)
        for row in [header] + body {
            for (index, cell) in row.enumerated() {
                natural[index] = max(natural[index], cell.reduce(0) { $0 + $1.text.cellWidth })
            }
        }
        // Each column takes a rule and a space either side of its text.
        let available = max(count, width - (count * 3 + 1))
        let widths = Self.columnWidths(natural: natural, available: available)
        var lines = [rule(widths, left: glyphs.topLeft, joint: glyphs.topJoint, right: glyphs.topRight)]
        lines += row(header, widths: widths)
        lines.append(rule(widths, left: glyphs.leftJoint, joint: glyphs.cross, right: glyphs.rightJoint))
        for cells in body { lines += row(cells, widths: widths) }
        lines.append(rule(widths, left: glyphs.bottomLeft, joint: glyphs.bottomJoint, right: glyphs.bottomRight))
        return lines.map { builder.clipped($0.spans, width: width).line }
    }

    private func rule(_ widths: [Int], left: String, joint: String, right: String) -> MarkdownLine {
        let parts = widths.map { String(repeating: glyphs.horizontal, count: $0 + 2) }
        return MarkdownLine([Span(left + parts.joined(separator: joint) + right, role: .decoration)])
    }

    /// One table row: each cell wrapped to its column, the row as tall as its tallest cell.
    private func row(_ cells: [[Span]], widths: [Int]) -> [MarkdownLine] {
        let wrapped = cells.enumerated().map { index, cell in MarkdownWrapper.wrap(cell, width: widths[index]) }
        let height = wrapped.map(\.count).max() ?? 1
        let bar = Span(glyphs.vertical, role: .decoration)
        return (0..<height).map { line in
            var spans = [bar]
            for (index, cell) in wrapped.enumerated() {
                let content = line < cell.count ? cell[line] : []
                let used = content.reduce(0) { $0 + $1.text.cellWidth }
                let room = max(0, widths[index] - used)
                let alignment = index < table.alignments.count ? table.alignments[index] : .leading
                let before =
                    switch alignment {
                    case .leading: 0
                    case .center: room / 2
                    case .trailing: room
                    }
                spans.append(Span(String(repeating: " ", count: 1 + before)))
                spans += content
                spans.append(Span(String(repeating: " ", count: 1 + room - before)))
                spans.append(bar)
            }
            return MarkdownLine(spans)
        }
    }
}
