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
        var cells: [TableCell] = []
        var widths: [Int] = []

        /// Room for `columns` cells, so a row's arrays are made once, not grown cell by cell.
        init(columns: Int) {
            cells.reserveCapacity(columns)
            widths.reserveCapacity(columns)
        }

        /// The cells `make` appends.
        init(columns: Int, making make: (inout [TableCell]) -> Void) {
            self.init(columns: columns)
            make(&cells)
            measure()
        }

        mutating func measure() {
            widths.removeAll(keepingCapacity: true)
            for cell in cells { widths.append(cell.width) }
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
    /// A ring of `capacity` places, each a row's cells. The oldest place, at `oldest`, is the
    /// next to take a new row: a page of rows never drawn takes as many, each into the
    /// arrays the row before it left (no arrays made or freed, no other places moved).
    private var places: [Row] = []
    /// The source row in each place, and the place of each source row kept.
    private var rowInPlace: [Int] = []
    private var placeOfRow: [Int: Int] = [:]
    private var oldest = 0

    /// Rows whose cells are kept.
    var count: Int { placeOfRow.count }

    init(owner: AnyObject) {
        self.owner = owner
    }

    /// The cells of source row `sourceRow`, which `make` appends when the cache has none
    /// made under `stamp`.
    func row(_ sourceRow: Int, stamp: Stamp, make: (inout [TableCell]) -> Void) -> Row {
        if stamp != self.stamp {
            self.stamp = stamp
            places.removeAll(keepingCapacity: true)
            rowInPlace.removeAll(keepingCapacity: true)
            placeOfRow.removeAll(keepingCapacity: true)
            oldest = 0
        }
        if let place = placeOfRow[sourceRow] { return places[place] }
        let place: Int
        if places.count < Self.capacity {
            place = places.count
            places.append(Row(columns: stamp.columnCount))
            rowInPlace.append(sourceRow)
        } else {
            place = oldest
            placeOfRow[rowInPlace[place]] = nil
            rowInPlace[place] = sourceRow
            oldest = (oldest + 1) % Self.capacity
        }
        placeOfRow[sourceRow] = place
        places[place].cells.removeAll(keepingCapacity: true)
        make(&places[place].cells)
        places[place].measure()
        return places[place]
    }
}
