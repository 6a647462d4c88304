import AppSupport
import Logs

/// The newest row of the list the debug panel showed last, so the rows a store change puts
/// above it move the selection down with them (`ListSelection.insertRows(atStart:)`): the
/// record under the selection, and its detail, stay while the app logs, unless the selection
/// is on the first row (it follows the newest). Pulse's console keeps its place the same way.
struct LogsListTop {
    private var shown: (kind: LogFilter.Kind, query: LogQuery, id: Int64)?

    /// Moves `selection` by the rows of `ids` (newest first) above the newest it had, when
    /// they are the list of the same kind and query it saw last (another filter or view is
    /// a new list, not rows come in); remembers this list's newest.
    mutating func keep(_ selection: inout ListSelection, ids: [Int64], kind: LogFilter.Kind?, query: LogQuery) {
        defer { shown = kind.flatMap { kind in ids.first.map { (kind, query, $0) } } }
        guard let shown, shown.kind == kind, shown.query == query, let first = ids.first, first > shown.id else {
            return
        }
        // The ids fall from the first: the rows above the old newest are those greater than it.
        var low = 0
        var high = ids.count
        while low < high {
            let middle = (low + high) / 2
            if ids[middle] > shown.id { low = middle + 1 } else { high = middle }
        }
        selection.insertRows(atStart: low)
    }
}
