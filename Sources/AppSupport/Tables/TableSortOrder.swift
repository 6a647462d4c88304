/// Which way a sorted column runs.
public enum TableSortDirection: Hashable, Sendable {
    case ascending
    case descending
}

/// The column a table is sorted by and which way (SwiftUI's `SortDescriptor` on a `Table`).
public struct TableSortOrder: Hashable, Sendable {
    public var column: Int
    public var direction: TableSortDirection

    public init(column: Int, direction: TableSortDirection = .ascending) {
        self.column = column
        self.direction = direction
    }

    /// The order a click or a key on `column` gives after `current`: another column sorts
    /// ascending; the same one turns descending, then back to the source's own order.
    public static func next(after current: TableSortOrder?, column: Int) -> TableSortOrder? {
        guard let current, current.column == column else { return TableSortOrder(column: column) }
        return current.direction == .ascending ? TableSortOrder(column: column, direction: .descending) : nil
    }
}

/// A sort in progress: the order it will give and the share of it done.
public struct TableSortProgress: Hashable, Sendable {
    public var order: TableSortOrder
    /// 0...1.
    public var fraction: Double

    public init(order: TableSortOrder, fraction: Double = 0) {
        self.order = order
        self.fraction = fraction
    }
}
