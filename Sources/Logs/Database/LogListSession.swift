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
    private(set) var rest: Task<Void, Never>?
    /// Bumped by every new query: a rest read for an older one is dropped.
    private var generation = 0

    /// How long the rest of a list waits before it is read.
    nonisolated static let restDelay = Duration.milliseconds(30)

    public init(store: LogDatabase, kind: LogFilter.Kind, query: LogQuery = LogQuery()) {
        self.store = store
        self.kind = kind
        self.query = query
    }

    // A closed panel stops its read: a million ids read for nobody took a core from the next
    // panel opened.
    isolated deinit { rest?.cancel() }

    /// Lists `query`: its first `rows` ids now, the rest in the background. A one- or
    /// two-character search's first page may hold fewer (it looked through one window of
    /// rows, `LogDatabase.shortSearchWindow`): a rare pair found nowhere had read every
    /// window of the session on the main actor, a million rows for one key. The list the
    /// last panel left for the same query (`LogListKeeper`) is taken instead, with the rows
    /// written since on top, unless the store was emptied since.
    public func show(_ query: LogQuery, rows: Int) {
        self.query = query
        generation += 1
        rest?.cancel()
        if let kept = store.lists.list(kind, query), let first = kept.ids.first,
            let newest = store.newestID(kind), newest >= first
        {
            ids = kept.ids
            isComplete = kept.next == nil
            takeChanges()
            if let next = kept.next { readRest(from: next) }
            return
        }
        let page = store.page(kind, query, limit: max(1, rows))
        ids = page.ids
        isComplete = page.next == nil
        store.lists.remember(LogListKeeper.List(query: query, ids: ids, next: page.next), kind)
        if let next = page.next { readRest(from: next) }
    }

    /// Reads the ids older than `before` off the main actor.
    private func readRest(from before: Int64) {
        let (store, kind, query, generation) = (store, kind, query, generation)
        rest = Task.detached(priority: .userInitiated) { [weak self] in
            // After the frame that shows the first rows, not beside it: on two cores a
            // million ids read at once (80 ms of a core) took the other core from the
            // frame's own work, and a query typed over (each key a new one) cancels it unread.
            try? await Task.sleep(for: LogListSession.restDelay)
            var more: [Int64] = []
            var next: Int64? = before
            var isFirstPage = true
            while let cursor = next, !Task.isCancelled {
                let page = store.page(kind, query, before: cursor, limit: 4_096)
                more += page.ids
                next = page.next
                // The first page at once: a list of a million matches is read for seconds,
                // and the first rows are only a few screens.
                if isFirstPage, let next, !more.isEmpty {
                    isFirstPage = false
                    let first = more
                    more = []
                    await MainActor.run { [weak self] in self?.restRead(first, next: next, generation: generation) }
                }
            }
            guard !Task.isCancelled else { return }
            // Self is taken on the main actor, not before the hop: a list closed meanwhile is gone.
            let last = more
            await MainActor.run { [weak self] in self?.restRead(last, next: nil, generation: generation) }
        }
    }

    /// Ids of the rest read, `next` where the read goes on (nil: the list is whole).
    private func restRead(_ more: [Int64], next: Int64?, generation: Int) {
        guard generation == self.generation else { return }
        ids += more
        isComplete = next == nil
        if next == nil { rest = nil }
        store.lists.remember(LogListKeeper.List(query: query, ids: ids, next: next), kind)
        onChange?()
    }

    /// After the store changed: the rows written since on top, the deleted ones gone.
    public func storeChanged() {
        if ids.isEmpty, isComplete {
            show(query, rows: 256)
            return
        }
        takeChanges()
    }

    /// The rows written since the newest listed on top, the ones deleted below the oldest
    /// stored gone; kept for the next panel.
    private func takeChanges() {
        if let newest = ids.first {
            var added: [Int64] = []
            var before: Int64?
            repeat {
                let page = store.page(kind, query, before: before, after: newest, limit: 4_096)
                added += page.ids
                before = page.next
            } while before != nil
            ids.insert(contentsOf: added, at: 0)
        }
        let oldest = store.oldestID(kind)
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
        store.messages(ids: Array(ids[positions.clamped(to: ids.indices)]))
    }

    /// The network tasks at these positions of the list.
    public func tasks(_ positions: Range<Int>) -> [NetworkTaskRecord] {
        store.tasks(ids: Array(ids[positions.clamped(to: ids.indices)]))
    }
}
