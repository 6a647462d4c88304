import AppSupport
import Foundation
import GRDB
import Synchronization

/// The messages and network tasks the debug panel shows, in SQLite (Pulse's `LoggerStore`,
/// which keeps its store in SQLite too), at `<directory>/logs.sqlite` (docs/logs.md).
///
/// - WAL mode: readers (the panel, a console in another process) never wait for the writer.
/// - Records are redacted on the caller's thread (`Redactor`), then collected; a queue of
///   the store's own, on a thread that yields to the app's (`LowPriorityThread`), writes what
///   has gathered in one transaction with cached statements,
///   so a burst of any number of tasks costs one commit per batch. A process killed with
///   `kill -9` loses at most the batch being written; SQLite's journal keeps the rest.
/// - Every launch is a session (`LogSession`); records carry their session.
/// - Size and age limits delete the oldest rows in big chunks on that queue (a tenth of the
///   cap at a time), never rewriting a file.
/// - A damaged file (truncated, not SQLite) is moved aside and a fresh one starts; a store
///   that cannot be opened at all (locked, read-only) falls back to memory; `problem` says
///   which, for the panel.
/// - The folder is 0700 and the files 0600.
/// - Opening (the file, its schema, this launch's session row) happens on that queue too, so
///   a launch never waits for it: records logged meanwhile queue behind it, and a reader
///   (the panel, opened later) waits only for what is left of it.
public final class LogDatabase: Sendable {
    public struct Configuration: Sendable {
        /// The most messages kept, in all sessions; past it the oldest go, a tenth at a time.
        public var maxMessages: Int
        /// The most network tasks kept (their bodies make them larger).
        public var maxTasks: Int
        /// Records (and sessions) older than this go.
        public var maxAge: TimeInterval
        /// The session this launch starts.
        public var version: String
        public var environment: String
        /// The current time (tests move it).
        public var now: @Sendable () -> Date
        /// The most pages the file may grow to (SQLite's `max_page_count`), nil for no limit.
        /// Tests fill a "disk" with it: SQLite then fails a write with SQLITE_FULL, the very
        /// error a full disk gives, in this process and at once. A tiny tmpfs needs root, and
        /// `RLIMIT_FSIZE` holds for the whole test process (and sends it SIGXFSZ).
        public var maxPageCount: Int?
        /// Whether `record` returns only once its record is written: frames rendered without
        /// a terminal (`render`, snapshot tests) then show every record logged before them,
        /// whatever the machine's load. The app batches (false).
        public var writesBeforeReturning = false
        /// The most records waiting for the store's queue. Past it a record is dropped and
        /// counted, and the next batch says how many went (as journald's "Suppressed N
        /// messages"): a program logging faster than SQLite writes, for long, must not take
        /// all memory (a waiting record is about a kilobyte). Blocking the caller instead
        /// would stall the main actor wherever it logs.
        public var maxPendingRecords = 100_000

        public init(
            maxMessages: Int = 1_000_000, maxTasks: Int = 100_000, maxAge: TimeInterval = 7 * 24 * 60 * 60,
            version: String = "", environment: String = "", now: @escaping @Sendable () -> Date = { Date() },
            maxPageCount: Int? = nil
        ) {
            self.maxMessages = maxMessages
            self.maxTasks = maxTasks
            self.maxAge = maxAge
            self.version = version
            self.environment = environment
            self.now = now
            self.maxPageCount = maxPageCount
        }
    }

    /// What went wrong opening the store, for the panel to say.
    public enum Problem: Sendable, Equatable {
        /// The file was damaged: it was moved to `movedTo` and a fresh store started.
        case movedAside(reason: String, movedTo: String)
        /// The file could not be opened or created (locked, read-only, a full disk): this
        /// launch's records are kept in memory only.
        case inMemory(reason: String)
    }

    public static let fileName = "logs.sqlite"

    public let configuration: Configuration
    public let redactor: Redactor
    /// The file, or nil for a store in memory.
    public var fileURL: URL? { opened().fileURL }
    public var problem: Problem? { opened().problem }
    /// This launch's session.
    public var session: LogSession { opened().session }
    var database: any DatabaseWriter { opened().database }
    /// The main actor's connection (`reading`): a pool's reads wait for the pool's lock, which
    /// a background read held while it opened a reader (90 ms once, as the panel first opened
    /// over a million records); this one no other thread takes.
    var foreground: any DatabaseReader { opened().foreground }
    private let pending = Mutex(Pending())
    /// The store's writer: a thread of its own, 10 nicer than the app's, ended with the store.
    /// At 50,000 messages a second writing and indexing take most of a core, which must go to
    /// the app's threads first. A dispatch queue of utility QoS ran at nice 2 on Linux, as
    /// libdispatch chose. Internal for tests, which hold it with a job that waits, to gather
    /// a backlog.
    let queue = LowPriorityThread(name: "LogDatabase.write")
    /// The open store, once `queue` has opened it.
    private let store: Mutex<Opened?>
    private let directory: URL?
    private let started: Date
    /// The store's indexes, read once (a bug report's store may be of an older schema).
    private let indexNames = Mutex<Set<String>?>(nil)
    /// Each session's counts, kept and running, for every panel (`LogSearchSession`).
    let counts = LogCountKeeper()
    /// The last list of each kind and the rows read for lists, for every panel.
    let lists = LogListKeeper()
    /// The trigram index's shards as a search last listed them.
    let shardList = Mutex<LogSearchShardList?>(nil)

    /// What opening gave: the connection, where it is, what went wrong, the session row.
    private struct Opened: Sendable {
        let database: any DatabaseWriter
        let foreground: any DatabaseReader
        let fileURL: URL?
        let problem: Problem?
        let session: LogSession
    }

    private struct Pending {
        /// Records waiting, oldest first.
        var records: [LogRecord] = []
        /// Records dropped since the last batch (`Configuration.maxPendingRecords`), and
        /// since the store opened.
        var dropped = 0
        var droppedTotal = 0
        var isScheduled = false
        /// Keyed by a number of their own: a random UUID a panel's open cost a system call.
        var observers: [Int: @MainActor @Sendable () -> Void] = [:]
        var nextObserver = 0
        var notificationPending = false
        /// A write that failed after open (a full disk): the panel shows it.
        var writeError: String?
        var lastAgeCheck = Date.distantPast
    }

    /// Opens (or creates) the store in `directory`; never throws: what went wrong is in
    /// `problem`. A `logs.jsonl` beside it (the store before SQLite) is imported once, in the
    /// background, and renamed `logs.jsonl.imported`.
    public init(directory: URL?, configuration: Configuration = Configuration(), redactor: Redactor = Redactor()) {
        self.configuration = configuration
        self.redactor = redactor
        self.directory = directory
        started = configuration.now()
        store = Mutex(nil)
        queue.async { [self] in
            let opened = openOnQueue()
            if let directory, opened.fileURL != nil {
                let legacy = directory.appendingPathComponent("logs.jsonl")
                if FileManager.default.fileExists(atPath: legacy.path) { importLegacy(legacy) }
            }
            enforceLimits(force: true)
        }
    }

    /// A store opened to read only (`openForReading`: a console in another terminal, a bug
    /// report): no session of its own, no limits, no import; `session` is the newest it holds.
    init(reading database: any DatabaseWriter, fileURL: URL, session: LogSession) {
        configuration = Configuration()
        redactor = Redactor()
        directory = nil
        started = session.started
        store = Mutex(
            Opened(database: database, foreground: database, fileURL: fileURL, problem: nil, session: session))
    }

    /// The open store; off `queue`, waits for the opening queued at init if it has not run.
    private func opened() -> Opened {
        if let opened = store.withLock({ $0 }) { return opened }
        return queue.sync { [self] in openOnQueue() }
    }

    /// Opens the file (or memory, with the reason) and starts this launch's session; once.
    /// Only on `queue`: the first job it runs.
    private func openOnQueue() -> Opened {
        if let opened = store.withLock({ $0 }) { return opened }
        let file = LogDatabaseOpener.open(directory: directory, maxPageCount: configuration.maxPageCount)
        let started = self.started
        let (version, environment) = (configuration.version, configuration.environment)
        let id =
            (try? file.database.write { db -> Int64 in
                try db.execute(
                    sql: "INSERT INTO session (started, version, environment) VALUES (?, ?, ?)",
                    arguments: [started.timeIntervalSince1970, version, environment])
                return db.lastInsertedRowID
            }) ?? 0
        let opened = Opened(
            database: file.database, foreground: file.foreground, fileURL: file.fileURL, problem: file.problem,
            session: LogSession(id: id, started: started, version: version, environment: environment))
        store.withLock { $0 = opened }
        return opened
    }

    /// Whether the store has the index `name` (a filtered page names it only then).
    func hasIndex(_ name: String) -> Bool {
        if let names = indexNames.withLock({ $0 }) { return names.contains(name) }
        let names = Set(
            (try? unsafeReading { db in
                try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'index'")
            }) ?? [])
        indexNames.withLock { $0 = names }
        return names.contains(name)
    }

    /// A store in memory only (tests, and the fallback).
    public static func inMemory(configuration: Configuration = Configuration()) -> LogDatabase {
        LogDatabase(directory: nil, configuration: configuration)
    }

    /// Stores a message, its text and metadata redacted.
    public func record(message: LogMessage) {
        var message = message
        message.text = redactor.text(message.text)
        message.metadata = redactor.metadata(message.metadata)
        enqueue(.message(message))
    }

    /// Stores a finished network task, its URL, headers and bodies redacted.
    public func record(task: NetworkTaskRecord) {
        var task = task
        task.url = redactor.url(task.url)
        task.requestHeaders = redactor.headers(task.requestHeaders)
        task.responseHeaders = redactor.headers(task.responseHeaders)
        task.requestBody = task.requestBody.map(redactor.body)
        task.responseBody = task.responseBody.map(redactor.body)
        task.error = task.error.map(redactor.text)
        enqueue(.task(task))
    }

    private func enqueue(_ record: LogRecord) {
        let limit = configuration.maxPendingRecords
        let mustSchedule = pending.withLock { pending in
            guard pending.records.count < limit else {
                pending.dropped += 1
                pending.droppedTotal += 1
                return false
            }
            pending.records.append(record)
            defer { pending.isScheduled = true }
            return !pending.isScheduled
        }
        if configuration.writesBeforeReturning {
            queue.sync { [self] in writeBatch() }
        } else if mustSchedule {
            queue.async { [self] in writeBatch() }
        }
    }

    /// Blocks until every record handed in so far is written (tests, export, exit).
    public func flush() {
        queue.sync {}
    }

    /// Records dropped since the store opened: handed in while `maxPendingRecords` waited.
    public var droppedCount: Int { pending.withLock { $0.droppedTotal } }

    /// The last write that failed, if any (a full disk): the records of that batch are lost.
    public var writeError: String? { pending.withLock { $0.writeError } }

    /// Writes what has gathered since the last batch, in one transaction, with a message
    /// saying how many were dropped meanwhile, if any.
    private func writeBatch() {
        let (records, dropped) = pending.withLock { pending in
            pending.isScheduled = false
            defer {
                pending.records = []
                pending.dropped = 0
            }
            return (pending.records, pending.dropped)
        }
        guard !records.isEmpty || dropped > 0 else { return }
        let opened = openOnQueue()
        let session = opened.session.id
        var batch = records
        if dropped > 0 {
            batch.append(
                .message(
                    LogMessage(
                        date: configuration.now(), level: .error, label: "Logs",
                        text: "\(dropped) messages dropped: they came faster than the store could write them")))
        }
        do {
            // The limits in the same transaction: one commit a batch, and most batches are a
            // record or two.
            try opened.database.write { db in
                try Self.insert(batch, session: session, shardRows: shardRows, db)
                try? enforceLimits(force: false, db)
            }
            pending.withLock { $0.writeError = nil }
        } catch {
            // SQLite's own words ("database or disk is full"), not the statement that failed.
            let reason = (error as? DatabaseError)?.message ?? String(describing: error)
            pending.withLock { $0.writeError = reason }
        }
        notifyObservers()
    }

    /// The ids of a shard of the trigram index: a tenth of the cap, so the cap drops a shard
    /// or two at a time.
    private var shardRows: (message: Int64, task: Int64) {
        (Int64(max(1, configuration.maxMessages / 10)), Int64(max(1, configuration.maxTasks / 10)))
    }

    /// The ids of a shard of the trigram index of a kind (as this store writes them).
    func shardRows(_ kind: LogFilter.Kind) -> Int64 {
        kind == .messages ? shardRows.message : shardRows.task
    }

    /// Inserts the records and indexes their search text, a new shard of the trigram index
    /// started every `shardRows` ids.
    static func insert(
        _ records: [LogRecord], session: Int64,
        shardRows: (message: Int64, task: Int64) = (LogSearchShards.defaultRows, LogSearchShards.defaultRows),
        _ db: Database
    ) throws {
        let insertMessage = try db.cachedStatement(
            sql: """
                INSERT INTO message (uuid, session, date, level, label, subsystem, text, metadata, file, function,
                line, search) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """)
        let insertTask = try db.cachedStatement(
            sql: """
                INSERT INTO task (uuid, session, date, method, url, statusCode, statusClass, duration,
                requestHeaders, requestBody, requestBodySize, responseHeaders, responseBody, responseBodySize,
                error, search) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """)
        let addLabel = try db.cachedStatement(
            sql: "INSERT OR IGNORE INTO session_label (session, label) VALUES (?, ?)")
        var labels = Set<String>()
        var row = LogRowInserter(insertMessage)
        var taskRow = LogRowInserter(insertTask)
        var index = LogSearchShardWriter(table: "message", rows: shardRows.message)
        var taskIndex = LogSearchShardWriter(table: "task", rows: shardRows.task)
        for record in records {
            switch record {
            case .message(let message):
                let search = LogDatabaseSchema.searchText(of: message)
                row.bind(message.id.uuidString)
                row.bind(session)
                row.bind(message.date.timeIntervalSince1970)
                row.bind(LogDatabaseSchema.rank(of: message.level))
                row.bind(message.label)
                row.bind(message.subsystem)
                row.bind(message.text)
                row.bind(LogDatabaseSchema.json(message.metadata))
                row.bind(message.file)
                row.bind(message.function)
                row.bind(message.line)
                row.bind(search)
                try row.step(db)
                try index.index(db.lastInsertedRowID, search, db)
                if labels.insert(message.label).inserted { try addLabel.execute(arguments: [session, message.label]) }
            case .task(let task):
                let search = LogDatabaseSchema.searchText(of: task)
                taskRow.bind(task.id.uuidString)
                taskRow.bind(session)
                taskRow.bind(task.date.timeIntervalSince1970)
                taskRow.bind(task.method)
                taskRow.bind(task.url)
                taskRow.bind(task.statusCode)
                taskRow.bind(LogDatabaseSchema.rank(of: task.statusClass))
                taskRow.bind(task.duration)
                taskRow.bind(LogDatabaseSchema.json(task.requestHeaders))
                taskRow.bind(task.requestBody)
                taskRow.bind(task.requestBodySize)
                taskRow.bind(LogDatabaseSchema.json(task.responseHeaders))
                taskRow.bind(task.responseBody)
                taskRow.bind(task.responseBodySize)
                taskRow.bind(task.error)
                taskRow.bind(search)
                try taskRow.step(db)
                try taskIndex.index(db.lastInsertedRowID, search, db)
            }
        }
    }

    // MARK: Limits

    /// Past a cap, deletes the oldest tenth of it or a little less (whole shards of the search
    /// index) in one transaction; once a minute (and at open), the records and sessions past
    /// the age limit.
    private func enforceLimits(force: Bool) {
        _ = try? openOnQueue().database.write { db in try enforceLimits(force: force, db) }
    }

    /// Deletes the oldest rows past the caps, and every row past the age limit (checked once
    /// a minute unless `force`), in the transaction of `db`.
    private func enforceLimits(force: Bool, _ db: Database) throws {
        let now = configuration.now()
        let checkAge = pending.withLock { pending in
            guard force || now.timeIntervalSince(pending.lastAgeCheck) > 60 else { return false }
            pending.lastAgeCheck = now
            return true
        }
        let cutoff = now.addingTimeInterval(-configuration.maxAge).timeIntervalSince1970
        let (maxMessages, maxTasks, current) = (
            configuration.maxMessages, configuration.maxTasks, openOnQueue().session.id
        )
        for (table, cap) in [("message", maxMessages), ("task", maxTasks)] {
            // Rows are only ever deleted from the oldest end, so ids are contiguous and the
            // count is the span of ids: no count of the table.
            guard let (low, high) = try Self.idRange(table, db) else { continue }
            var deleteBelow: Int64?
            if high - low + 1 > Int64(cap) + Int64(max(1, cap / 10)) - 1 {
                let below = high - Int64(cap - cap / 10) + 1
                // Down to a shard's start: the shards below go whole, with nothing to un-index.
                deleteBelow = try LogSearchShards.boundary(table, above: low, atOrBelow: below, db) ?? below
            }
            if checkAge,
                let firstKept = try Int64.fetchOne(
                    db, sql: "SELECT min(id) FROM \(table) WHERE date >= ?", arguments: [cutoff])
                    ?? (try Int64.fetchOne(db, sql: "SELECT max(id) + 1 FROM \(table)")),
                firstKept > low
            {
                deleteBelow = max(deleteBelow ?? 0, firstKept)
            }
            if let deleteBelow { try Self.deleteRows(of: table, below: deleteBelow, db) }
        }
        if checkAge {
            try db.execute(
                sql: """
                    DELETE FROM session WHERE id != ? AND started < ?
                    AND NOT EXISTS (SELECT 1 FROM message WHERE message.session = session.id)
                    AND NOT EXISTS (SELECT 1 FROM task WHERE task.session = session.id);
                    DELETE FROM session_label WHERE session NOT IN (SELECT id FROM session);
                    """, arguments: [current, cutoff])
        }
    }

    static func idRange(_ table: String, _ db: Database) throws -> (Int64, Int64)? {
        // Two subqueries: min and max together in one SELECT scan the table, each alone reads one end.
        let row = try Row.fetchOne(
            db.cachedStatement(sql: "SELECT (SELECT min(id) FROM \(table)), (SELECT max(id) FROM \(table))"))
        guard let row, let low: Int64 = row[0], let high: Int64 = row[1] else { return nil }
        return (low, high)
    }

    /// Deletes the rows below `id` and their entries in the search index.
    static func deleteRows(of table: String, below id: Int64, _ db: Database) throws {
        try LogSearchShards.forget(table, below: id, db)
        try db.execute(sql: "DELETE FROM \(table) WHERE id < ?", arguments: [id])
    }

    /// Removes every record of every session (the panel's Clear).
    public func clear() throws {
        flush()
        try database.write { db in
            try db.execute(sql: "DELETE FROM message; DELETE FROM task")
            try LogSearchShards.dropAll("message", db)
            try LogSearchShards.dropAll("task", db)
        }
        counts.forget()
        lists.forget()
        notifyObservers()
    }

    // MARK: Import

    /// The records of the JSON-lines store of earlier versions, as one session of their own;
    /// the file is renamed after, so this happens once. Lines that do not decode are skipped.
    private func importLegacy(_ file: URL) {
        guard let data = FileManager.default.contents(atPath: file.path) else { return }
        let decoder = JSONDecoder()
        var records: [LogRecord] = []
        for line in data.split(separator: UInt8(ascii: "\n")) {
            if let record = try? decoder.decode(LogRecord.self, from: Data(line)) { records.append(record) }
        }
        do {
            try openOnQueue().database.write { db in
                guard let first = records.first else { return }
                try db.execute(
                    sql: "INSERT INTO session (started, version, environment) VALUES (?, '', 'imported')",
                    arguments: [first.date.timeIntervalSince1970])
                try Self.insert(records, session: db.lastInsertedRowID, shardRows: shardRows, db)
            }
            try FileManager.default.moveItem(at: file, to: file.appendingPathExtension("imported"))
        } catch {
            pending.withLock { $0.writeError = "importing \(file.lastPathComponent): \(error)" }
        }
        enforceLimits(force: true)
        notifyObservers()
    }

    // MARK: Observers

    /// Calls `onChange` on the main actor after records are added or removed, once per
    /// burst, until the returned observation is cancelled or released.
    public func observe(_ onChange: @escaping @MainActor @Sendable () -> Void) -> LogStoreObservation {
        let id = pending.withLock { pending in
            pending.nextObserver += 1
            pending.observers[pending.nextObserver] = onChange
            return pending.nextObserver
        }
        return LogStoreObservation { [weak self] in
            self?.pending.withLock { _ = $0.observers.removeValue(forKey: id) }
        }
    }

    private func notifyObservers() {
        let mustNotify = pending.withLock { pending in
            guard !pending.notificationPending, !pending.observers.isEmpty else { return false }
            pending.notificationPending = true
            return true
        }
        guard mustNotify else { return }
        Task { @MainActor [weak self] in
            guard let self else { return }
            let observers = self.pending.withLock { pending in
                pending.notificationPending = false
                return Array(pending.observers.values)
            }
            for observer in observers { observer() }
        }
    }
}
