/// The positions of the records of one kind, level, status class or category in a
/// `LogIndex`, oldest first, kept as records arrive: a filter on one of them reads its list
/// instead of testing every record. Positions are counted from the index's first record
/// ever (a trim does not renumber them), in fixed-size chunks, so a write after a snapshot
/// copies only the last chunk.
struct LogPositionList: Sendable {
    private static let chunkShift = 12
    private static let chunkSize = 1 << chunkShift

    private var chunks: [[Int]] = []
    /// Positions dropped from the front of `chunks[0]`.
    private var first = 0
    private(set) var count = 0

    init() {}

    mutating func append(_ position: Int) {
        if chunks.isEmpty || chunks[chunks.count - 1].count == Self.chunkSize {
            chunks.append([])
            chunks[chunks.count - 1].reserveCapacity(Self.chunkSize)
        }
        chunks[chunks.count - 1].append(position)
        count += 1
    }

    /// Drops the oldest position (the index trimmed its record).
    mutating func removeFirst() {
        guard count > 0 else { return }
        first += 1
        count -= 1
        if first == chunks[0].count {
            chunks.removeFirst()
            first = 0
        }
    }

    /// Calls `body` with each position, newest first.
    func forEachNewestFirst(_ body: (Int) -> Void) {
        for chunkIndex in chunks.indices.reversed() {
            let lowest = chunkIndex == 0 ? first : 0
            chunks[chunkIndex].withUnsafeBufferPointer { positions in
                var offset = positions.count - 1
                while offset >= lowest {
                    body(positions[offset])
                    offset -= 1
                }
            }
        }
    }

    /// Every position less `base`, newest first.
    func newestFirst(minus base: Int) -> [Int] {
        var result: [Int] = []
        result.reserveCapacity(count)
        forEachNewestFirst { result.append($0 - base) }
        return result
    }
}
