/// How many rows of one kind a session held when a panel last counted them, kept by the store
/// for the next panel: a panel opened again counts only the rows written since. Counting a
/// session of a million messages takes about 100 ms of a core, and a panel opened and closed
/// quickly started a count each time, which ran on beside the next panel's frames.
struct LogCountMark: Sendable, Equatable {
    struct Key: Hashable, Sendable {
        let kind: LogFilter.Kind
        /// nil: every session.
        let session: Int64?
    }

    var count: Int
    /// The newest id counted (nil: none was).
    var newest: Int64?
    /// The oldest id stored when counted: rows deleted below it make the count start over.
    var oldest: Int64?
}
