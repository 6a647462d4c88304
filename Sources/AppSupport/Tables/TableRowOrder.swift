/// The order a table shows its source's rows in: the source's own, or a sorted permutation.
/// Position `i` on screen is source row `self[i]`. A permutation keeps four bytes a row, so a
/// million sorted rows take 4 MB.
public struct TableRowOrder: Hashable, Sendable {
    /// Source rows in the order shown; nil is the source's own order.
    private var positions: [Int32]?
    public let count: Int

    /// The source's own order of `count` rows.
    public init(count: Int) {
        self.count = max(0, count)
        positions = nil
    }

    /// The order that shows source rows `positions` in turn.
    public init(positions: [Int32]) {
        count = positions.count
        self.positions = positions
    }

    /// Whether rows show in the source's own order.
    public var isSourceOrder: Bool { positions == nil }

    /// The source row shown at position `index`.
    public subscript(index: Int) -> Int {
        positions.map { Int($0[index]) } ?? index
    }

    /// Where source row `row` shows, if it is there.
    public func position(ofSourceRow row: Int) -> Int? {
        guard let positions else { return (0..<count).contains(row) ? row : nil }
        guard let row = Int32(exactly: row) else { return nil }
        return positions.firstIndex(of: row)
    }

    /// The rows of `source` sorted by `order`, stably, at once: for a source small enough to
    /// sort between two frames.
    public static func sorted<Source: TableDataSource>(
        _ source: Source, by order: TableSortOrder
    ) throws -> TableRowOrder {
        var sorter = try TableMergeSort(source: source, order: order)
        while try !sorter.step(work: .max) {}
        return TableRowOrder(positions: sorter.result)
    }

    /// The rows of `source` sorted by `order`, stably, a step at a time: between steps it
    /// checks for cancellation (throwing `CancellationError`) and reports the share done to
    /// `progress`, each time that share passes another hundredth.
    public static func sorted<Source: TableDataSource>(
        _ source: Source,
        by order: TableSortOrder,
        progress: @Sendable (Double) async -> Void
    ) async throws -> TableRowOrder {
        var sorter = try TableMergeSort(source: source, order: order)
        var reported = -1
        while true {
            try Task.checkCancellation()
            if try sorter.step(work: 1 << 15) { break }
            let percent = Int(sorter.fractionDone * 100)
            if percent != reported {
                reported = percent
                await progress(sorter.fractionDone)
            }
        }
        return TableRowOrder(positions: sorter.result)
    }
}
