import Observation

/// The state of a `TableModel` that views read while they draw, observed so a change
/// redraws them.
@MainActor
@Observable
final class TableState {
    var selection: ListSelection
    var focusedColumn = 0
    var firstScrolledColumn = 1
    var order: TableRowOrder
    var sortOrder: TableSortOrder?
    var sorting: TableSortProgress?
    var sortFailure: (any Error)?
    var marked: Set<Int> = []
    var search = TableSearch()
    var columnWidths: [Int: Int] = [:]
    /// Counts the sources the model was given, so reading its source observes a new one.
    var sourceRevision = 0

    init(selection: ListSelection, order: TableRowOrder) {
        self.selection = selection
        self.order = order
    }
}
