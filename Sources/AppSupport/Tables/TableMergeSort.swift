/// A stable bottom-up merge sort of a table source's row numbers, done in steps so that a
/// long sort can report progress and stop between them. Each pass merges runs of `width`
/// rows into runs twice as long; a row is taken from the right run only when it comes
/// strictly before the left one's, so rows that tie keep their source order. Its two
/// buffers go back to the system when it ends (`TableSortBuffer`); `result` is an array.
struct TableMergeSort<Source: TableDataSource> {
    private let source: Source
    private let column: Int
    private let isAscending: Bool
    private let count: Int
    private var current: TableSortBuffer
    private var next: TableSortBuffer
    private var width = 1
    /// Where the next pair of runs starts in this pass.
    private var start = 0
    private let passes: Int
    private var pass = 0

    init(source: Source, order: TableSortOrder) throws {
        let count = source.rowCount
        guard count <= Int(Int32.max) else { throw TableSortError.tooManyRows(count) }
        self.source = source
        column = order.column
        isAscending = order.direction == .ascending
        self.count = count
        current = TableSortBuffer(count: count)
        next = TableSortBuffer(count: count)
        for row in 0..<count { current.rows[row] = Int32(truncatingIfNeeded: row) }
        var passes = 0
        while 1 << passes < count { passes += 1 }
        self.passes = passes
    }

    /// The sorted row numbers, once `step` has returned true.
    var result: [Int32] { Array(current.rows) }

    /// The share of the work done, 0...1.
    var fractionDone: Double {
        guard passes > 0, count > 0 else { return 1 }
        return (Double(pass) + Double(start) / Double(count)) / Double(passes)
    }

    /// Merges about `work` rows more; returns true when the rows are sorted.
    mutating func step(work: Int) throws -> Bool {
        while pass < passes {
            if try mergeRuns(work: work) { return false }
            swap(&current, &next)
            width *= 2
            start = 0
            pass += 1
        }
        return true
    }

    /// Merges pairs of runs of this pass until about `work` rows are merged (true) or the
    /// pass is over (false).
    private mutating func mergeRuns(work: Int) throws -> Bool {
        // Locals, so the loop reads no property of `self` while it writes `next`.
        let (source, column, isAscending, width, count) = (source, column, isAscending, width, count)
        let (from, to) = (UnsafeBufferPointer(current.rows), next.rows)
        var start = self.start
        defer { self.start = start }
        var done = 0
        while start < count {
            let middle = min(start + width, count)
            let end = min(start + 2 * width, count)
            try Self.merge(from, start, middle, end, into: to) { first, second in
                isAscending
                    ? try source.orders(second, before: first, inColumn: column)
                    : try source.orders(first, before: second, inColumn: column)
            }
            done += end - start
            start = end
            if done >= work, start < count { return true }
        }
        return false
    }

    /// Merges `from[low..<middle]` and `from[middle..<high]` into `to[low..<high]`, taking a
    /// row of the right run first only when `takesRight(left, right)`.
    private static func merge(
        _ from: UnsafeBufferPointer<Int32>, _ low: Int, _ middle: Int, _ high: Int,
        into to: UnsafeMutableBufferPointer<Int32>,
        takesRight: (Int, Int) throws -> Bool
    ) throws {
        var left = low
        var right = middle
        var output = low
        while left < middle, right < high {
            if try takesRight(Int(from[left]), Int(from[right])) {
                to[output] = from[right]
                right += 1
            } else {
                to[output] = from[left]
                left += 1
            }
            output += 1
        }
        while left < middle {
            to[output] = from[left]
            left += 1
            output += 1
        }
        while right < high {
            to[output] = from[right]
            right += 1
            output += 1
        }
    }
}
