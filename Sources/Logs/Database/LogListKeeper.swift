import Synchronization

/// The store's last list of each kind and the rows read for lists, for every panel over it
/// (as `LogCountKeeper` keeps counts): a panel opened again starts from the list the last
/// one left and reads only the ids written since, and draws rows read before without
/// reading them again. Opening the panel over a million messages had read its first page
/// and decoded its rows each time (a third of the open). Rows never change once written;
/// ids are only reused after the store is emptied, which forgets everything here.
final class LogListKeeper: Sendable {
    /// A list as a panel left it.
    struct List: Sendable {
        var query: LogQuery
        /// Newest first.
        var ids: [Int64]
        /// Where the rest of the list goes on from (nil: the list is whole).
        var next: Int64?
    }

    /// The most rows kept of a kind; past it the kept rows start over.
    static let rowLimit = 2_048

    private struct State {
        var lists: [LogFilter.Kind: List] = [:]
        var rows: [LogFilter.Kind: [Int64: LogRecord]] = [:]
    }

    private let state = Mutex(State())

    /// The list of a kind kept for `query`, if the last one kept was for it.
    func list(_ kind: LogFilter.Kind, _ query: LogQuery) -> List? {
        state.withLock { state in state.lists[kind].flatMap { $0.query == query ? $0 : nil } }
    }

    /// Keeps a list of a kind for the next panel (the array is shared, not copied).
    func remember(_ list: List, _ kind: LogFilter.Kind) {
        state.withLock { $0.lists[kind] = list }
    }

    /// A row read before, by kind and id.
    func row(_ kind: LogFilter.Kind, _ id: Int64) -> LogRecord? {
        state.withLock { $0.rows[kind]?[id] }
    }

    /// Keeps rows read for a list.
    func remember(rows: [(Int64, LogRecord)], _ kind: LogFilter.Kind) {
        state.withLock { state in
            if state.rows[kind, default: [:]].count + rows.count > Self.rowLimit { state.rows[kind] = [:] }
            for (id, record) in rows { state.rows[kind, default: [:]][id] = record }
        }
    }

    /// Rows kept of a kind (tests).
    func rowCount(_ kind: LogFilter.Kind) -> Int {
        state.withLock { $0.rows[kind]?.count ?? 0 }
    }

    /// Drops every list and row kept (the store was emptied: its ids start again).
    func forget() {
        state.withLock { $0 = State() }
    }
}
