import TUICore

/// One column of a `TableView`: its title, how wide it is (a layout `Constraint`: lengths,
/// minimums, percentages, fills) and what its cell shows for a row (SwiftUI's `TableColumn`).
public struct TableColumn<Row> {
    /// Which side of the column a cell's text keeps to.
    public enum Alignment: Sendable {
        case leading
        case trailing
    }

    public var title: String
    public var width: Constraint
    public var alignment: Alignment
    /// Whether a click on the header (or `s`) sorts by this column.
    public var isSortable: Bool
    /// The cell of `row`: styled text, drawn on one line and cut to the column's width.
    public var cell: @MainActor (Row, RenderContext) -> StyledString {
        get {
            guard let text else { return styledCell }
            return { row, _ in StyledString([StyledString.Span(text(row))]) }
        }
        set {
            styledCell = newValue
            text = nil
        }
    }
    private var styledCell: @MainActor (Row, RenderContext) -> StyledString
    /// A column of plain text cells: its text, which the table keeps as it is (`TableCell`).
    private var text: (@MainActor (Row) -> String)?

    /// A column of styled cells, which may read the frame's context (Unicode or ASCII glyphs).
    public init(
        _ title: String,
        width: Constraint = .fill,
        alignment: Alignment = .leading,
        isSortable: Bool = true,
        cell: @escaping @MainActor (Row, RenderContext) -> StyledString
    ) {
        self.title = title
        self.width = width
        self.alignment = alignment
        self.isSortable = isSortable
        self.styledCell = cell
    }

    /// A column of plain text cells.
    public init(
        _ title: String,
        width: Constraint = .fill,
        alignment: Alignment = .leading,
        isSortable: Bool = true,
        text: @escaping @MainActor (Row) -> String
    ) {
        self.init(title, width: width, alignment: alignment, isSortable: isSortable) { row, _ in
            StyledString([StyledString.Span(text(row))])
        }
        self.text = text
    }

    /// The cell of `row` as the table keeps it.
    @MainActor
    func made(_ row: Row, context: RenderContext) -> TableCell {
        if let text { return .plain(text(row)) }
        return .styled(styledCell(row, context))
    }
}
