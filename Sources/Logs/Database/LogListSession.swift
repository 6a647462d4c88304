import Foundation

/// One list of the panel over the SQLite store: the ids a query lets through, newest first
/// (Pulse's `ConsoleSearchSession` twin, without UI). A new query reads at once only the
/// rows the list shows, and the rest off the main actor (`isComplete` tells when it is in);
/// rows written since are put on top by reading only the ids above the newest one, and rows
/// the limits deleted are dropped from the bottom. No read counts or loads the whole table.
@MainActor
public final class LogListSession {
    public let store: LogDatabase
    public let kind: LogFilter.Kind
    public private(set) var query: LogQuery
    /// The list, newest first.
    public private(set) var ids: [Int64] = []
    /// False while the rest of the list is being read.
    public private(set) var isComplete = true
    /// Called on the main actor when the rest of a list has come in.
    public var onChange: (() -> Void)?
    /// Reads the rest of a list off the main actor, `restDelay` after the last query asked.
    private let restReader: LogRestReader
    /// The rest read's task while it runs.
    var rest: Task<Void, Never>? { restReader.task }
    /// Where the rest of the list goes on (rows below it are not read yet); nil when whole.
    private var next: Int64?
    /// The store's newest id when the list was last read to the top: the rows at or below it
    /// that the query lets through are listed (or below `next`). Nil: not known.
    private var readThrough: Int64?
    /// Bumped by every new query: a rest read for an older one is dropped.
    private var generation = 0

    /// How long the rest of a list waits before it is read.
    nonisolated static let restDelay = Duration.milliseconds(30)

    /// The ids a search's page read on the main actor looks through in the trigram index:
    /// a shard's (a tenth of the cap). A rare search's rows below them come with the rest.
    private var searchRows: Int64 { store.shardRows(kind) }

    public init(store: LogDatabase, kind: LogFilter.Kind, query: LogQuery = LogQuery()) {
        self.store = store
        self.kind = kind
        self.query = query
        restReader = LogRestReader(store: store, kind: kind, delay: Self.restDelay)
    }

    // A closed panel stops its read: a million ids read for nobody took a core from the next
    // panel opened.
    isolated deinit { restReader.close() }

    /// Lists `query`: its first `rows` ids now, the rest in the background. A one- or
    /// two-character search's first page may hold fewer (it looked through one window of
    /// rows, `LogDatabase.shortSearchWindow`): a rare pair found nowhere had read every
    /// window of the session on the main actor, a million rows for one key. A longer search's
    /// may too (it looked through a shard of the trigram index, `searchRows`). The list the
    /// last panel left for the same query (`LogListKeeper`) is taken instead, with the rows
    /// written since on top, unless the store was emptied since.
    public func show(_ query: LogQuery, rows: Int) {
        // Its reads (the newest id, pages, rows checked) on one connection.
        store.reading { read(query, rows: rows) }
    }

    private func read(_ query: LogQuery, rows: Int) {
        let shown = (query: self.query, ids: ids, next: isComplete ? nil : next, readThrough: readThrough)
        self.query = query
        generation += 1
        restReader.forget(upTo: generation)
        if let kept = store.lists.list(kind, query), let first = kept.ids.first,
            let range = store.idRange(kind), range.newest >= first
        {
            ids = kept.ids
            next = kept.next
            readThrough = nil
            isComplete = kept.next == nil
            takeChanges(range: range)
            if let next = kept.next { readRest(from: next) }
            return
        }
        // Read before the page, which goes down from it (its search need not read the newest
        // id again): a row written meanwhile is above it, and taken as a change.
        let top = store.newestID(kind)
        let page =
            narrowed(shown, to: query, top: top, rows: max(1, rows))
            ?? store.page(kind, query, before: top.map { $0 + 1 }, limit: max(1, rows), searchRows: searchRows)
        ids = page.ids
        next = page.next
        readThrough = top
        isComplete = page.next == nil
        store.lists.remember(LogListKeeper.List(query: query, ids: ids, next: page.next), kind)
        if let next = page.next { readRest(from: next) }
    }

    /// The first page of `query` taken from the list shown when `query` only types further
    /// into its search (three characters or more): a row it lets through is one the list
    /// holds, or one written since the list's newest. The rows written since come from the
    /// store, then the list's rows are checked for the longer search a page at a time, then
    /// (short of a screen's rows) the rows below them in the table, then the index. A
    /// key typed into a search had asked the trigram index for its page again (200 of a key's
    /// 450 µs at a million messages). Nil when the list cannot be narrowed to `query`.
    private func narrowed(
        _ shown: (query: LogQuery, ids: [Int64], next: Int64?, readThrough: Int64?), to query: LogQuery,
        top: Int64?, rows limit: Int
    ) -> LogPage? {
        // The list of a shorter search of three characters or more: a one- or two-character
        // search's first rows are one window's, often of the app's own newest messages, which
        // seldom hold the longer search (a first trigram narrowed from them went on to the
        // index all the same, 675 µs against 400 asked of it at once).
        guard query.session == shown.query.session, shown.query.filter.isNarrowed(by: query.filter),
            shown.query.foldedSearch.unicodeScalars.count >= 3, let newest = shown.ids.first
        else { return nil }
        // Rows up to the list's newest, or up to the top it was read to, that it does not
        // hold do not hold the shorter search.
        let newer = store.newer(kind, query, after: max(shown.readThrough ?? newest, newest), top: top, limit: limit)
        // A page of new rows: the rest read goes on below it through the whole store.
        if newer.ids.count >= limit { return newer }
        var found = newer.ids
        var checked = 0
        // A screen's rows (a first read is three): the rest read brings the others.
        let screen = max(1, limit / 3)
        // Four rows of the list a row of the page at most: a rare search typed over a long
        // list goes on in the store (its index), not through the list a page at a time.
        let budget = min(shown.ids.count, limit * 4)
        while found.count < screen, checked < budget {
            let chunk = shown.ids[checked..<min(budget, checked + limit)]
            found += store.matching(kind, query, ids: chunk)
            checked = chunk.endIndex
        }
        // Where the rows not yet looked at start: at the list's newest when none was checked
        // (the rows written since filled a screen), below the last one checked, or below
        // the list (nil: the list was whole).
        let below =
            checked == 0 ? newest + 1 : checked < shown.ids.count ? shown.ids[checked - 1] : shown.next
        guard let below else { return LogPage(ids: found, next: nil) }
        if found.count >= screen { return LogPage(ids: found, next: below) }
        // The rows just below, in the table, four a row of the page: a common word fills a
        // screen there (the list's first rows may be the app's own newest messages, without
        // it); a rare one goes on in the index.
        let window = store.windowPage(
            kind, query, before: below, after: nil, window: Int64(limit) * 4, limit: limit - found.count)
        found += window.ids
        guard let windowNext = window.next else { return LogPage(ids: found, next: nil) }
        if found.count >= screen { return LogPage(ids: found, next: windowNext) }
        let older = store.page(kind, query, before: windowNext, limit: limit - found.count, searchRows: searchRows)
        return LogPage(ids: found + older.ids, next: older.next)
    }

    /// Reads the ids older than `before` off the main actor, after the frame that shows the
    /// first rows, not beside it: on two cores a million ids read at once (80 ms of a core)
    /// took the other core from the frame's own work, and a query typed over (each key a
    /// new one) drops it unread.
    private func readRest(from before: Int64) {
        restReader.ask(
            LogRestReader.Request(before: before, query: query, generation: generation) {
                [weak self] more, next, generation in
                self?.restRead(more, next: next, generation: generation)
            })
    }

    /// Ids of the rest read, `next` where the read goes on (nil: the list is whole).
    private func restRead(_ more: [Int64], next: Int64?, generation: Int) {
        guard generation == self.generation else { return }
        ids += more
        self.next = next
        isComplete = next == nil
        store.lists.remember(LogListKeeper.List(query: query, ids: ids, next: next), kind)
        onChange?()
    }

    /// After the store changed: the rows written since on top, the deleted ones gone.
    public func storeChanged() {
        if ids.isEmpty, isComplete {
            show(query, rows: 256)
            return
        }
        store.reading { takeChanges() }
    }

    /// The rows written since the newest listed on top, the ones deleted below the oldest
    /// stored gone; kept for the next panel. `known` is the store's id range if the caller
    /// has just read it (one read for both ends).
    private func takeChanges(range known: (oldest: Int64, newest: Int64)? = nil) {
        let range = known ?? store.idRange(kind)
        if let newest = ids.first {
            let top = range?.newest
            let after = max(readThrough ?? newest, newest)
            // A few new rows are looked through in the table (`newer`), many in the index.
            var page = store.newer(kind, query, after: after, top: top, limit: 4_096)
            var added = page.ids
            while let before = page.next {
                page = store.page(kind, query, before: before, after: after, limit: 4_096)
                added += page.ids
            }
            ids.insert(contentsOf: added, at: 0)
            readThrough = top
        }
        let oldest = range?.oldest
        if let oldest, let last = ids.last, last < oldest {
            ids.removeAll { $0 < oldest }
        } else if oldest == nil {
            ids = []
        }
        // An incomplete list goes on from where its rest read will.
        let kept = store.lists.list(kind, query)
        store.lists.remember(
            LogListKeeper.List(query: query, ids: ids, next: isComplete ? nil : kept?.next ?? ids.last), kind)
    }

    /// The messages at these positions of the list (a message list's visible rows).
    public func messages(_ positions: Range<Int>) -> [LogMessage] {
        let ids = Array(ids[positions.clamped(to: ids.indices)])
        return store.reading { store.messages(ids: ids) }
    }

    /// The network tasks at these positions of the list.
    public func tasks(_ positions: Range<Int>) -> [NetworkTaskRecord] {
        let ids = Array(ids[positions.clamped(to: ids.indices)])
        return store.reading { store.tasks(ids: ids) }
    }
}
