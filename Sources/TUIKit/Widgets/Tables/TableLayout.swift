import TUICore

/// Where a table's columns go across its width. When every column fits at the width its
/// constraint asks for, they share the width as a `Layout` of those constraints does. When
/// they do not, each keeps that width and the table scrolls sideways: the first
/// `fixedColumns` stay at the left, and the others show from `firstScrolledColumn` on,
/// moved so the focused column is in sight (Textual's `fixed_columns`).
public struct TableLayout: Hashable, Sendable {
    /// One column on screen.
    public struct Placement: Hashable, Sendable {
        public var column: Int
        public var x: Int
        /// The cells it shows (less than `fullWidth` when the table's edge cuts it).
        public var width: Int
        public var fullWidth: Int
    }

    /// The columns on screen, left to right.
    public let placements: [Placement]
    /// The first column shown after the fixed ones.
    public let firstScrolledColumn: Int
    /// Whether columns are hidden to the left of the scrolled ones, and to the right.
    public let hidesColumnsBefore: Bool
    public let hidesColumnsAfter: Bool
    /// Cells between two columns, where a header's edge is dragged.
    public static let spacing = 1

    /// - Parameters:
    ///   - widths: each column's constraint.
    ///   - minimumWidths: the least a fill (or any column) is given when the table scrolls.
    public init(
        widths: [Constraint],
        minimumWidths: [Int],
        in area: Rect,
        fixedColumns: Int = 1,
        focusedColumn: Int,
        firstScrolledColumn: Int
    ) {
        let count = widths.count
        let spacing = Self.spacing
        let natural = zip(widths, minimumWidths).map { constraint, minimum in
            max(Self.asked(by: constraint, of: area.width), minimum, 1)
        }
        let total = natural.reduce(0, +) + spacing * max(0, count - 1)
        let fixed = min(max(0, fixedColumns), count)
        guard total > area.width, count > fixed else {
            let parts = Layout.horizontal(widths).spacing(spacing).split(area)
            placements = parts.enumerated().map { column, rect in
                Placement(column: column, x: rect.x, width: rect.width, fullWidth: rect.width)
            }
            self.firstScrolledColumn = fixed
            hidesColumnsBefore = false
            hidesColumnsAfter = false
            return
        }
        let fixedWidth = natural[..<fixed].reduce(0, +) + spacing * fixed
        let room = area.width - fixedWidth
        // The width columns `from...to` take side by side.
        func span(_ from: Int, _ to: Int) -> Int {
            natural[from...to].reduce(0, +) + spacing * (to - from)
        }
        var first = min(max(fixed, firstScrolledColumn), count - 1)
        if focusedColumn >= fixed {
            if focusedColumn < first { first = focusedColumn }
            while first < focusedColumn, span(first, focusedColumn) > room { first += 1 }
        }
        // Scrolled to the end, no room is left empty at the right.
        while first > fixed, span(first - 1, count - 1) <= room { first -= 1 }
        var placements: [Placement] = []
        var x = area.x
        for column in Array(0..<fixed) + Array(first..<count) {
            let shown = min(natural[column], area.maxX - x)
            guard shown > 0 else { break }
            placements.append(Placement(column: column, x: x, width: shown, fullWidth: natural[column]))
            x += natural[column] + spacing
        }
        // Scrolled to the end with room to spare, a last column that fills takes it.
        if var last = placements.last, last.column == count - 1, case .fill = widths[last.column] {
            let room = area.maxX - (last.x + last.fullWidth)
            if room > 0 {
                last.width += room
                last.fullWidth += room
                placements[placements.count - 1] = last
            }
        }
        self.placements = placements
        self.firstScrolledColumn = first
        hidesColumnsBefore = first > fixed
        hidesColumnsAfter =
            placements.last.map { $0.column < count - 1 || $0.width < $0.fullWidth } ?? false
    }

    /// The width a constraint asks for out of `total` cells; a fill asks for nothing.
    private static func asked(by constraint: Constraint, of total: Int) -> Int {
        switch constraint {
        case .length(let value), .min(let value), .max(let value): max(0, value)
        case .percentage(let value): total * min(100, max(0, value)) / 100
        case .ratio(let numerator, let denominator):
            denominator <= 0 ? 0 : min(total, total * max(0, numerator) / denominator)
        case .fill: 0
        }
    }
}
