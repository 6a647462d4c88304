import AppSupport
import TUICore

/// The cells a table made for the rows it drew lately, with their widths, so a key that
/// shows mostly the same rows (a move, a page back) makes only the rows new to the screen.
/// Textual's `DataTable` keeps such caches of rendered rows for the same reason.
///
/// A cell is a function of its row, the app's language and the glyph set (the column's
/// `cell`); the cache is emptied when the source is replaced or either of those changes.
/// A table whose cells read anything else sets `TableView.cachesCells` to false.
@MainActor
final class TableCellCache {
    /// One row's cells, by column, and the cells each one's text takes.
    struct Row {
        var cells: [StyledString]
        var widths: [Int]

        init(cells: [StyledString]) {
            self.cells = cells
            widths = cells.map { $0.spans.reduce(0) { $0 + $1.text.cellWidth } }
        }
    }

    /// What every cached cell was made under.
    struct Stamp: Equatable {
        var sourceRevision: Int
        var language: Language
        var unicode: Bool
        var columnCount: Int
    }

    /// Rows kept: four screens of a 60-row terminal, so paging back and forth stays warm.
    static let capacity = 256

    /// The table's model, held so that no other model can take its address (the key the
    /// frame keeps this cache under) while the cache lives.
    private let owner: AnyObject
    private var stamp: Stamp?
    private var rows: [Int: Row] = [:]
    /// Source rows in the order their cells were made, a ring of `capacity` places whose
    /// oldest, at `oldest`, is the first to go: a page of rows never drawn evicts as many,
    /// and a ring does that without moving the rest.
    private var recency: [Int] = []
    private var oldest = 0

    /// Rows whose cells are kept.
    var count: Int { rows.count }

    init(owner: AnyObject) {
        self.owner = owner
    }

    /// The cells of source row `sourceRow`, made by `make` when the cache has none under `stamp`.
    func row(_ sourceRow: Int, stamp: Stamp, make: () -> [StyledString]) -> Row {
        if stamp != self.stamp {
            self.stamp = stamp
            rows.removeAll(keepingCapacity: true)
            recency.removeAll(keepingCapacity: true)
            oldest = 0
        }
        if let row = rows[sourceRow] { return row }
        let row = Row(cells: make())
        if recency.count < Self.capacity {
            recency.append(sourceRow)
        } else {
            rows[recency[oldest]] = nil
            recency[oldest] = sourceRow
            oldest = (oldest + 1) % Self.capacity
        }
        rows[sourceRow] = row
        return row
    }
}
