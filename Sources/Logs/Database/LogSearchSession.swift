import Foundation

/// The debug panel's search and filters over the store, without UI (Pulse's
/// `ConsoleSearchSession`): a view model sets the filter, the session and the kind it shows,
/// asks for the rows it draws, and hears through `onChange` when results came in or the
/// store moved on. Nothing here reads the whole table on the main actor: lists read their
/// first rows at once and the rest in the background (`LogListSession`), totals are counted
/// once and then only for the rows written since, and rows are read by id for what shows.
@MainActor
public final class LogSearchSession {
    public let store: LogDatabase
    /// The filters and the search; the session is `session`.
    public private(set) var filter = LogFilter()
    /// The session the lists keep to: this launch's by default, nil for every session.
    public private(set) var session: Int64?
    /// The kind the panel shows: its list is kept current, the other one when shown.
    public private(set) var kind: LogFilter.Kind = .messages
    public let messages: LogListSession
    public let tasks: LogListSession
    /// Messages and requests in the session, whatever the filters (the panel's view tabs).
    public private(set) var messageCount = 0
    public private(set) var taskCount = 0
    /// The categories logged in the session, sorted (the category filter steps through them).
    public private(set) var categories: [String] = []
    /// Called on the main actor when a list or a count changed other than by a call here.
    public var onChange: (() -> Void)?
    /// How many ids a list reads at once before a frame said how many rows it shows; after,
    /// three lists' worth (64 at least, this at most), the rest's first 4,096 coming in right
    /// behind: a search's first page at 80x24 had read and checked 256 rows to show 15.
    public var firstRows = 256
    /// The rows the last frame's list showed (`message(at:rowsShown:)`).
    private var rowsShown: Int?
    /// Past this many rows a count runs off the main actor: counting an index of 100,000
    /// entries took 5 ms of the panel's opening (a million, 55 ms); 10,000 take half a ms.
    public let countAtOnceLimit: Int64

    private var stale: Set<LogFilter.Kind> = [.messages, .tasks]
    /// Each kind's count, where it stopped (its newest id) and the oldest id then: a row
    /// deleted below it makes the count start over.
    private var counted: [LogFilter.Kind: LogCountMark] = [:]
    /// Bumped when the session changes: a count made for another one is dropped.
    private var countGeneration = 0
    /// The kinds whose first count runs off the main actor: one at a time each.
    private var countingLater: Set<LogFilter.Kind> = []
    private var observation: LogStoreObservation?
    /// The counts running off the main actor, stopped with the session.
    private(set) var counting: [LogFilter.Kind: Task<Void, Never>] = [:]

    /// Keeps to `session` (`.some(nil)`: every session; nil: this launch's).
    public init(store: LogDatabase, session: Int64?? = nil, countAtOnceLimit: Int64 = 10_000) {
        self.store = store
        self.countAtOnceLimit = countAtOnceLimit
        self.session = session ?? store.session.id
        messages = LogListSession(store: store, kind: .messages)
        tasks = LogListSession(store: store, kind: .tasks)
        for list in [messages, tasks] {
            list.onChange = { [weak self] in self?.onChange?() }
        }
        store.reading {
            recount()
            categories = store.categories(session: self.session)
        }
        observation = store.observe { [weak self] in self?.storeChanged() }
    }

    isolated deinit {
        for task in counting.values { task.cancel() }
    }

    public var query: LogQuery { LogQuery(filter: filter, session: session) }

    /// The list of a kind, read for the current query if it is out of date.
    public func list(_ kind: LogFilter.Kind) -> LogListSession {
        let list = kind == .messages ? messages : tasks
        if stale.remove(kind) != nil {
            list.show(query, rows: rowsShown.map { min(firstRows, max(64, $0 * 3)) } ?? firstRows)
        }
        return list
    }

    /// Whether the list of a kind holds every row its query lets through (false while the
    /// rest is read in the background).
    public func isComplete(_ kind: LogFilter.Kind) -> Bool {
        (kind == .messages ? messages : tasks).isComplete
    }

    /// The kind shown: its list is brought up to date now.
    public func show(_ kind: LogFilter.Kind) {
        self.kind = kind
        _ = list(kind)
    }

    /// A new filter; a change that selects the same rows (a space after the search) reads nothing.
    public func setFilter(_ filter: LogFilter) {
        let same = filter.selectsSame(as: self.filter)
        self.filter = filter
        guard !same else { return }
        stale = [.messages, .tasks]
        _ = list(kind)
    }

    /// Keeps to one session (nil: every session); the counts and categories follow it.
    public func select(session: Int64?) {
        guard session != self.session else { return }
        self.session = session
        filter.categories = []
        counted = [:]
        countGeneration += 1
        stopCounting()
        store.reading {
            categories = store.categories(session: session)
            recount()
            stale = [.messages, .tasks]
            _ = list(kind)
        }
    }

    /// The message at a position of the messages list, read with the rows around it: as
    /// many as a list of `rowsShown` rows shows from there and half of that each side (a
    /// page of 96 when not told).
    public func message(at position: Int, rowsShown: Int? = nil) -> LogMessage? {
        guard case .message(let message) = record(at: position, of: .messages, rowsShown: rowsShown) else {
            return nil
        }
        return message
    }

    /// The request at a position of the requests list, read as `message(at:rowsShown:)` reads.
    public func task(at position: Int, rowsShown: Int? = nil) -> NetworkTaskRecord? {
        guard case .task(let task) = record(at: position, of: .tasks, rowsShown: rowsShown) else { return nil }
        return task
    }

    /// Rows of a kind read and kept (tests: how much a read took in).
    func keptRowCount(_ kind: LogFilter.Kind) -> Int { store.lists.rowCount(kind) }

    private func record(at position: Int, of kind: LogFilter.Kind, rowsShown: Int?) -> LogRecord? {
        if let rowsShown { self.rowsShown = rowsShown }
        let ids = list(kind).ids
        guard ids.indices.contains(position) else { return nil }
        // Rows read for any panel's frames, by kind and id (messages and tasks number their
        // ids apart), kept with the store: a panel opened again draws them without a read.
        if let row = store.lists.row(kind, ids[position]) { return row }
        return store.reading { read(at: position, in: ids, of: kind, rowsShown: rowsShown) }
    }

    private func read(at position: Int, in ids: [Int64], of kind: LogFilter.Kind, rowsShown: Int?) -> LogRecord? {
        // A frame asks row by row: the rows around it come in one read, sized to the list
        // (a panel's open at 80x24 had decoded 96 rows to show 15).
        let (before, after) = rowsShown.map { (max(1, $0) / 2, max(1, $0) + max(1, $0) / 2) } ?? (32, 96)
        let start = max(0, position - before)
        let window = Array(ids[start..<min(ids.count, position + after)])
        let read: [(Int64, LogRecord)] =
            kind == .messages
            ? zip(window, store.messages(ids: window)).map { ($0, .message($1)) }
            : zip(window, store.tasks(ids: window)).map { ($0, .task($1)) }
        // Ids the limits deleted meanwhile are missing from what came back: only a full read pairs up.
        if read.count == window.count {
            store.lists.remember(rows: read, kind)
            return read[position - start].1
        }
        let single =
            kind == .messages
            ? store.messages(ids: [ids[position]]).first.map(LogRecord.message)
            : store.tasks(ids: [ids[position]]).first.map(LogRecord.task)
        return single
    }

    /// Every record the current query lets through of a kind, oldest first (exports; off the main actor).
    public nonisolated static func records(_ kind: LogFilter.Kind, _ query: LogQuery, in store: LogDatabase)
        -> [LogRecord]
    {
        var records: [LogRecord] = []
        var before: Int64?
        repeat {
            let page = store.page(kind, query, before: before, limit: 2_000)
            records +=
                kind == .messages
                ? store.messages(ids: page.ids).map(LogRecord.message) : store.tasks(ids: page.ids).map(LogRecord.task)
            before = page.next
        } while before != nil
        return records.reversed()
    }

    /// Reads everything again (after the panel cleared the store, say).
    public func reload() {
        counted = [:]
        // Ids start again after a clear: a count, a list or a row kept from before would be
        // of the wrong ones.
        store.counts.forget()
        store.lists.forget()
        countGeneration += 1
        stopCounting()
        store.reading {
            recount()
            categories = store.categories(session: session)
            stale = [.messages, .tasks]
            _ = list(kind)
        }
    }

    /// The store wrote or deleted rows: the shown list takes the new ones on top, the counts
    /// count only those; a store emptied (cleared) is read again. A reader in another process
    /// (`console`) calls it when the writer says it committed.
    public func storeChanged() {
        store.reading { takeChanges() }
        onChange?()
    }

    private func takeChanges() {
        let emptied = [LogFilter.Kind.messages, .tasks].contains { kind in
            let list = kind == .messages ? messages : tasks
            guard let first = list.ids.first else { return false }
            return store.newestID(kind).map { $0 < first } ?? true
        }
        if emptied {
            reload()
            return
        }
        stale.insert(kind == .messages ? .tasks : .messages)
        if !stale.contains(kind) { (kind == .messages ? messages : tasks).storeChanged() }
        categories = store.categories(session: session)
        recount()
    }

    /// Brings both counts up to date: the rows since the last count, or all of them after
    /// rows were deleted below it; a large first count runs off the main actor.
    private func recount() {
        let kinds = [LogFilter.Kind.messages, .tasks].filter { !countingLater.contains($0) }
        var marks: [LogFilter.Kind: LogCountMark] = [:]
        for kind in kinds {
            // This panel's last count, or the one an earlier panel left with the store.
            marks[kind] = counted[kind] ?? store.counts.mark(kind, session: session)
        }
        let results = store.recount(kinds, session: session, from: marks, atOnceLimit: countAtOnceLimit)
        for kind in kinds {
            switch results[kind] {
            case .counted(let mark): keep(mark, of: kind)
            case .tooLarge(let oldest): countLater(kind, oldest: oldest)
            case nil: break
            }
        }
    }

    /// Whether the count of a kind is being made off the main actor (its figure is not in yet).
    public func isCounting(_ kind: LogFilter.Kind) -> Bool {
        countingLater.contains(kind)
    }

    /// Drops the counts under way: they count for a session or a store no longer shown.
    private func stopCounting() {
        for task in counting.values { task.cancel() }
        counting = [:]
        countingLater = []
    }

    private func countLater(_ kind: LogFilter.Kind, oldest: Int64?) {
        countingLater.insert(kind)
        let (store, session, generation) = (store, session, countGeneration)
        // Another panel's count of the same session, if one runs: one count holds a reader
        // connection, not one a panel.
        let shared = store.counts.count(kind, session: session, oldest: oldest) {
            store.countAndNewest(kind, session: session, after: nil)
        }
        counting[kind]?.cancel()
        // Waits on the main actor holding self weakly: a closed panel leaves the count to the next.
        counting[kind] = Task { [weak self] in
            let mark = await shared.value
            guard !Task.isCancelled else { return }
            self?.counted(kind, mark, generation: generation)
        }
    }

    private func counted(_ kind: LogFilter.Kind, _ mark: LogCountMark, generation: Int) {
        guard generation == countGeneration else { return }
        counting[kind] = nil
        countingLater.remove(kind)
        keep(mark, of: kind)
        onChange?()
    }

    /// The count of a kind, kept here and with the store for the next panel.
    private func keep(_ mark: LogCountMark, of kind: LogFilter.Kind) {
        counted[kind] = mark
        store.counts.remember(mark, kind, session: session)
        if kind == .messages { messageCount = mark.count } else { taskCount = mark.count }
    }
}
