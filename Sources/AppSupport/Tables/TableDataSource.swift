// docs: table.md
/// The rows a table shows, asked for only as they come into view (UIKit's
/// `UITableViewDataSource`, the backend of Textual's `DataTable`): a table of a million rows
/// reads a screenful of them. Sorting and searching read it off the main actor, so it is
/// `Sendable`; a read that fails throws, and the table shows an error row in its place.
public protocol TableDataSource<Row>: Sendable {
    associatedtype Row: Sendable

    /// How many rows there are.
    var rowCount: Int { get }

    /// The rows at `indices` (positions in the source's own order), in that order: the rows
    /// on screen, one call a frame.
    func rows(at indices: [Int]) throws -> [Row]

    /// Whether row `first` comes before row `second` in `column`, ascending. Rows that tie
    /// keep their source order: the table's sort is stable.
    func orders(_ first: Int, before second: Int, inColumn column: Int) throws -> Bool

    /// The plain text of `row` in `column`: what search-as-you-type matches.
    func text(of row: Row, inColumn column: Int) -> String
}
// docs: end
