import Synchronization

/// Numbers each new `LogIndex` (its copies keep it), so a result computed on one index is
/// never taken for another's.
enum LogIndexLineage {
    private static let counter = Atomic<Int>(0)

    static func next() -> Int {
        counter.add(1, ordering: .relaxed).newValue
    }
}
