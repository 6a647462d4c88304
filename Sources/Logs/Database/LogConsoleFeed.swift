import Foundation

/// What `console` prints: the records a query lets through, oldest first, messages and
/// requests merged by date; first those stored, then, each time the store says it committed,
/// only those written since. Reads pages of ids and rows in chunks, so a store of a million
/// messages is printed without holding it.
public final class LogConsoleFeed {
    public let store: LogDatabase
    public private(set) var query: LogQuery
    public let kinds: [LogFilter.Kind]
    /// The newest id of each kind already read.
    private var newest: [LogFilter.Kind: Int64] = [:]
    /// Whether a read goes on to a session newer than the one kept to (`console --follow`
    /// of the last session: the app started again). What was read stays read. The app writes
    /// its new session's row on its store's queue, perhaps after the console hears it start,
    /// so the switch is made where the rows are read: one made on the start would lose the
    /// rows read past meanwhile for the old session.
    public var followsNewSessions = false

    /// How many rows are read at once.
    static let chunk = 1_000

    public init(store: LogDatabase, query: LogQuery, kinds: [LogFilter.Kind] = [.messages, .tasks]) {
        self.store = store
        self.query = query
        self.kinds = kinds
    }

    /// The records stored now, oldest first, handed to `body` a chunk at a time.
    public func readStored(_ body: ([LogRecord]) -> Void) {
        read(after: [:], body)
    }

    /// The records written since the last read, oldest first.
    public func readNew() -> [LogRecord] {
        var records: [LogRecord] = []
        read(after: newest) { records += $0 }
        return records
    }

    private func read(after: [LogFilter.Kind: Int64], _ body: ([LogRecord]) -> Void) {
        // Up to the newest rows now: what comes after is the next read's.
        let tops = kinds.map { store.newestID($0) }
        // Read after the tops: a session's row is written before its rows, so one whose
        // rows are under them is listed.
        if followsNewSessions, let session = query.session, let latest = store.newestSessionID(),
            latest > session
        {
            query.session = latest
        }
        var lists: [[Int64]] = []
        for (kind, top) in zip(kinds, tops) {
            guard let top else {
                lists.append([])
                continue
            }
            var ids: [Int64] = []
            var before: Int64? = top + 1
            repeat {
                let page = store.page(kind, query, before: before, after: after[kind], limit: 4_096)
                ids += page.ids
                before = page.next
            } while before != nil
            newest[kind] = max(top, newest[kind] ?? 0)
            lists.append(ids.reversed())
        }
        var cursors = kinds.indices.map { _ in Cursor() }
        while true {
            // Every kind with rows left has some in its buffer, so the earliest among the
            // buffers is the earliest of all.
            for index in kinds.indices where cursors[index].isDrained && cursors[index].next < lists[index].count {
                let start = cursors[index].next
                let slice = Array(lists[index][start..<min(start + Self.chunk, lists[index].count)])
                cursors[index].next += slice.count
                cursors[index].buffer =
                    kinds[index] == .messages
                    ? store.messages(ids: slice).map(LogRecord.message)
                    : store.tasks(ids: slice).map(LogRecord.task)
                cursors[index].position = 0
            }
            var out: [LogRecord] = []
            while out.count < Self.chunk {
                let candidates = kinds.indices.filter { !cursors[$0].isDrained }
                guard let pick = candidates.min(by: { cursors[$0].date < cursors[$1].date }) else { break }
                out.append(cursors[pick].buffer[cursors[pick].position])
                cursors[pick].position += 1
                if cursors[pick].isDrained, cursors[pick].next < lists[pick].count { break }
            }
            let finished = kinds.indices.allSatisfy { cursors[$0].isDrained && cursors[$0].next >= lists[$0].count }
            if !out.isEmpty { body(out) }
            if finished { return }
        }
    }

    /// Where a kind's merge stands: the next id to read, and the rows read but not handed on.
    private struct Cursor {
        var next = 0
        var buffer: [LogRecord] = []
        var position = 0

        var isDrained: Bool { position >= buffer.count }
        var date: Date { buffer[position].date }
    }
}
