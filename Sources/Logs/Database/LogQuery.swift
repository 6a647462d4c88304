/// What a page of the log store is asked for: a filter, in one session or all of them.
public struct LogQuery: Sendable, Hashable {
    public var filter: LogFilter
    /// The session's id, or nil for every session.
    public var session: Int64?

    public init(filter: LogFilter = LogFilter(), session: Int64? = nil) {
        self.filter = filter
        self.session = session
    }

    /// The search, trimmed and folded as the stored search text is (`LogSearchText`).
    var foldedSearch: String { String(decoding: filter.foldedSearch, as: UTF8.self) }
}

/// One page of a list, newest first: the rows' ids, and where the next page starts.
public struct LogPage: Sendable, Equatable {
    public var ids: [Int64]
    /// Pass as `before` for the next (older) page; nil when the list has no more rows.
    public var next: Int64?

    public init(ids: [Int64], next: Int64?) {
        self.ids = ids
        self.next = next
    }
}
