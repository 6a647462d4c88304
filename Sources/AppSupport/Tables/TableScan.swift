/// One search through a table's rows in the order shown: from a position, forwards or
/// backwards, wrapping at the ends, for the first row whose cell in `column` matches
/// `query` (`TableSearch.matches`). Rows are read from the source a chunk at a time; a row
/// it cannot read matches nothing.
struct TableScan<Source: TableDataSource>: Sendable {
    let source: Source
    let order: TableRowOrder
    let column: Int
    let query: String
    let forward: Bool

    /// Rows read from the source in one call.
    private static var chunk: Int { 64 }

    /// The position `steps` rows on from `position`, in the scan's direction, wrapping.
    func position(_ position: Int, movedBy steps: Int) -> Int {
        let count = max(1, order.count)
        let moved = forward ? position + steps : position - steps
        return ((moved % count) + count) % count
    }

    /// Reads up to `limit` rows from `start` (inclusive); returns the first match's position,
    /// if any, and how many rows were read.
    func run(from start: Int, limit: Int) -> (found: Int?, scanned: Int) {
        let query = query.lowercased()
        var scanned = 0
        while scanned < limit {
            let positions = (scanned..<min(limit, scanned + Self.chunk)).map { position(start, movedBy: $0) }
            for (offset, (position, row)) in zip(positions, read(positions)).enumerated() {
                if let row, TableSearch.matches(source.text(of: row, inColumn: column), query: query) {
                    return (position, scanned + offset)
                }
            }
            scanned += positions.count
        }
        return (nil, scanned)
    }

    /// The rows at `positions`, in one read, or one by one when that fails; nil where a
    /// row cannot be read.
    private func read(_ positions: [Int]) -> [Source.Row?] {
        let rows = positions.map { order[$0] }
        if let read = try? source.rows(at: rows), read.count == rows.count { return read }
        return rows.map { try? source.rows(at: [$0]).first }
    }

    /// `run` off the main actor: a slice at a time, giving way between slices (so a
    /// pilot's keys go on being handled) and stopping when its task is cancelled.
    func runInSteps(from start: Int, limit: Int) async throws -> Int? {
        var scanned = 0
        while scanned < limit {
            try Task.checkCancellation()
            let slice = min(4096, limit - scanned)
            if let found = run(from: position(start, movedBy: scanned), limit: slice).found { return found }
            scanned += slice
            await Task.yield()
        }
        return nil
    }
}
