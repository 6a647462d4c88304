import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The messages and network tasks the debug panel shows (Pulse's LoggerStore twin),
/// persisted as JSON lines in `<directory>/logs.jsonl`.
///
/// - Everything is redacted before it is kept (see `Redactor`).
/// - A size cap and a maximum age are enforced at open and on every write: the oldest
///   records go first. The records leave at once; the file, which keeps every line appended
///   as it comes, is written whole past the cap or once the expired lines add up to a
///   quarter of it, on a queue of its own (`flush()` waits for it), never by the writer.
/// - A corrupted or truncated line (a crash mid-write) is skipped and counted; the rest is kept.
/// - Opening returns at once: the file's records are read on a background thread (a week
///   of logs takes a noticeable part of a second), so launch never waits for them. Writes
///   go on meanwhile; reading `records`, `size` or `skippedLineCount` waits for the load.
///   A store opened with `loading: .onRequest` starts that thread only when `loadRecords()`
///   is called or something reads its records: the app starts it after its first frame.
///   Until then such a store also holds the records written to it, unencoded, and
///   `loadRecords()` writes them first, in order.
/// - The folder is 0700 and the file 0600.
/// - Any number of tasks may write at once: calls are serialized by a `Mutex`.
/// - Observers hear about changes on the main actor, once per burst of writes; nothing polls.
public final class LogStore: Sendable {
    public struct Configuration: Sendable {
        /// The most bytes the file may hold; past it the oldest records are dropped until a
        /// quarter of the cap is free, so trimming is rare. 64 MiB keeps about 100,000 typical
        /// messages (about 490 bytes a line) even just after a trim.
        public var sizeLimit: Int
        /// Records older than this are dropped.
        public var maxAge: TimeInterval
        /// The current time (tests move it).
        public var now: @Sendable () -> Date

        public init(
            sizeLimit: Int = 64 * 1024 * 1024, maxAge: TimeInterval = 7 * 24 * 60 * 60,
            now: @escaping @Sendable () -> Date = { Date() }
        ) {
            self.sizeLimit = sizeLimit
            self.maxAge = maxAge
            self.now = now
        }
    }

    private struct State {
        /// The records with what the panel filters on, prepared as they arrive.
        var index = LogIndex()
        /// Counts every change, so a reader knows whether its snapshot is current.
        var revision = 0
        var descriptor: Int32 = -1
        var observers: [UUID: @MainActor @Sendable () -> Void] = [:]
        var notificationPending = false
        /// While the file's records load, writes are only appended (nothing is trimmed or
        /// rewritten); the load puts the file's records before them and then trims.
        var isLoading = false
        var skippedLineCount = 0
        /// Whether a chunk's grams are being built off the lock (`buildGrams`).
        var isBuildingGrams = false
        /// Bumped by `clear`: grams built for the index before it are not installed after.
        var generation = 0
        /// A store loading on request: the records written before `loadRecords()`, as they
        /// came, redacted, encoded and written by it (nil from then on, and for other stores).
        var held: [LogRecord]?
        /// The bytes of the file's lines whose records expired since it was last written
        /// whole: the file holds them until they add up (`trim`).
        var staleBytes = 0
        /// The file being written whole off the writers' thread (`startRewrite`), and the
        /// lines written since it took its copy of the records: they follow it into place.
        var rewrite: (lines: [Data], again: Bool)?
    }

    public let directory: URL
    public let fileURL: URL
    public let configuration: Configuration
    public let redactor: Redactor
    /// Lines that could not be read back when the store opened.
    public var skippedLineCount: Int {
        waitUntilLoaded()
        return state.withLock { $0.skippedLineCount }
    }
    /// False for a store made by `inMemory()`, which has no file.
    public let isPersistent: Bool
    private let state = Mutex(State())
    /// The last result a reader computed on this store's snapshots (`remember`).
    private let remembered = Mutex<(filter: LogFilter, mark: LogIndex.Mark, matches: LogIndex.Matches)?>(nil)
    /// Entered as the load starts, left once the file's records have loaded.
    private let loading = DispatchGroup()
    /// What the file held at open; lines written from then on are already in memory.
    private let openedSize: Int
    /// Runs on the loading thread before it reads the file (tests).
    private let beforeLoad: (@Sendable () -> Void)?
    /// Set once the loading thread has been started.
    private let loadStarted = Mutex(false)
    /// Writes the file whole (after a trim, or a load that found damage), one at a time,
    /// off the thread that logged: re-encoding 100,000 records takes about a second.
    private let rewriter = DispatchQueue(label: "LogStore.rewrite", qos: .utility)

    /// When a store opened on a file reads the records already in it.
    public enum Loading: Sendable {
        /// On a thread of its own, started as the store opens.
        case atOnce
        /// On a thread of its own, started by `loadRecords()` or by the first read of the
        /// records (`records`, `size`, `snapshot()`, ...): the app opens its store before its
        /// first frame and starts the load after it, so the two do not share the CPU. The
        /// records written until then wait, unencoded, for `loadRecords()` too: redacting and
        /// encoding the first ones was a tenth of the CPU the app's first frame took.
        case onRequest
    }

    /// Opens (or creates) the store in `directory`, e.g. `StorageDirectories.state()/logs`.
    /// The folder and file are created and protected here (errors are thrown); the records
    /// already in the file load in the background.
    public convenience init(
        directory: URL, configuration: Configuration = Configuration(), redactor: Redactor = Redactor(),
        loading: Loading = .atOnce
    ) throws(LogStoreError) {
        try self.init(
            directory: directory, configuration: configuration, redactor: redactor, loading: loading,
            beforeLoad: nil)
    }

    /// `beforeLoad` runs on the loading thread before it reads the file: tests hold the load
    /// there to write while it is under way.
    init(
        directory: URL, configuration: Configuration, redactor: Redactor, loading start: Loading = .atOnce,
        beforeLoad: (@Sendable () -> Void)?
    ) throws(LogStoreError) {
        self.directory = directory
        fileURL = directory.appendingPathComponent("logs.jsonl")
        self.configuration = configuration
        self.redactor = redactor
        isPersistent = true
        try PrivateFiles.makeDirectory(directory)
        let descriptor = try PrivateFiles.openForAppending(fileURL.path)
        openedSize = max(0, Int(lseek(descriptor, 0, SEEK_END)))
        self.beforeLoad = beforeLoad
        state.withLock { state in
            state.descriptor = descriptor
            state.isLoading = true
            if start == .onRequest { state.held = [] }
        }
        if start == .atOnce { loadRecords() }
    }

    /// Writes the records held since open (`.onRequest`), then starts reading the records
    /// already in the file, on a thread of its own, unless that has started (at once for a
    /// store in memory, which has no file).
    public func loadRecords() {
        guard isPersistent else { return }
        // Entered here, not at open (a group freed while entered stops the process, and a
        // store loading on request may be freed unread), under the lock: a reader that finds
        // the load started waits for it.
        let isFirst = loadStarted.withLock { started in
            guard !started else { return false }
            started = true
            loading.enter()
            return true
        }
        guard isFirst else { return }
        writeHeldRecords()
        // A thread of its own that ends with the load, rather than a pooled worker that
        // lingers and wakes up to retire while the app sits idle.
        Thread.detachNewThread { [self] in
            beforeLoad?()
            load(openedSize: openedSize)
            loading.leave()
        }
    }

    /// Reads the file's first `openedSize` bytes, puts those records before the ones written
    /// since, trims, and rewrites the file when it held damaged lines or lost records.
    private func load(openedSize: Int) {
        let path = fileURL.path
        PrivateFiles.removeAbandonedTemporaries(of: path)
        let data = ((try? PrivateFiles.read(path)) ?? Data()).prefix(openedSize)
        var skipped = 0
        var loaded = LogIndex()
        let decoder = JSONDecoder()
        for line in data.split(separator: UInt8(ascii: "\n")) {
            if let record = try? decoder.decode(LogRecord.self, from: Data(line)) {
                loaded.append(LogIndex.Prepared(record, size: line.count + 1))
            } else {
                skipped += 1
            }
        }
        let fileRecords = loaded.count
        // The search's grams, on this thread: the app goes on meanwhile.
        loaded.buildGrams()
        state.withLock { state in
            let written = state.index.count
            // Those written meanwhile are few: prepared again after the file's.
            for position in 0..<written {
                loaded.append(LogIndex.Prepared(state.index[position], size: state.index.size(at: position)))
            }
            state.index = loaded
            let before = state.index.count
            _ = Self.trim(&state, configuration: configuration)
            let dropped = before - state.index.count
            let isClean = skipped == 0 && dropped == 0 && (data.isEmpty || data.last == UInt8(ascii: "\n"))
            state.skippedLineCount = skipped
            state.isLoading = false
            state.revision += 1
            if !isClean { startRewrite(&state) }
            if fileRecords > 0 || written > 0 { scheduleNotification(&state) }
        }
        buildGrams()
    }

    /// Builds the grams of the full chunks that have none, off the lock and off the caller's
    /// thread (a writer may be the main actor): a chunk's take a few milliseconds, once per
    /// 512 records. One build at a time; until it is in, a search reads those records' text.
    private func buildGrams() {
        let (work, generation) = state.withLock { state -> ([LogIndex.GramWork], Int) in
            guard !state.isBuildingGrams, !state.isLoading else { return ([], 0) }
            let work = state.index.gramWork()
            state.isBuildingGrams = !work.isEmpty
            return (work, state.generation)
        }
        guard !work.isEmpty else { return }
        DispatchQueue.global(qos: .utility).async { [self] in
            let built = work.map { ($0.chunk, $0.build()) }
            state.withLock { state in
                state.isBuildingGrams = false
                guard state.generation == generation else { return }
                for (chunk, grams) in built { state.index.install(grams, chunk: chunk) }
            }
            // Chunks that filled up meanwhile.
            buildGrams()
        }
    }

    /// Blocks until the file's records have loaded (at once for a store in memory).
    private func waitUntilLoaded() {
        loadRecords()
        loading.wait()
    }

    /// A store that keeps records in memory only: the fallback when no folder can be written.
    public static func inMemory(configuration: Configuration = Configuration()) -> LogStore {
        LogStore(inMemory: configuration)
    }

    private init(inMemory configuration: Configuration) {
        directory = URL(fileURLWithPath: "/dev/null")
        fileURL = directory
        self.configuration = configuration
        redactor = Redactor()
        isPersistent = false
        openedSize = 0
        beforeLoad = nil
    }

    deinit {
        // Records held by a store freed before `loadRecords()` are written still.
        writeHeldRecords()
        state.withLock { state in
            if state.descriptor >= 0 { close(state.descriptor) }
        }
    }

    /// Every record, oldest first.
    public var records: [LogRecord] {
        waitUntilLoaded()
        return state.withLock { $0.index.records }
    }

    /// The bytes the records take in the file.
    public var size: Int {
        waitUntilLoaded()
        return state.withLock { $0.index.byteSize }
    }

    /// The records and their index as they are now, without waiting for the load: a copy
    /// that later writes do not change (cheap: the index shares all but its last chunk).
    public func snapshot() -> LogStoreSnapshot {
        loadRecords()
        return state.withLock { state in
            LogStoreSnapshot(
                index: state.index, revision: state.revision, isLoaded: !state.isLoading,
                skippedLineCount: state.skippedLineCount)
        }
    }

    /// Keeps `matches`, what `filter` let through of `index` (a snapshot of this store), so
    /// that a reader opened later (the debug panel, opened again) brings it up to date
    /// instead of filtering every record again. One result is kept, the last.
    public func remember(_ matches: LogIndex.Matches, of filter: LogFilter, on index: LogIndex) {
        remembered.withLock { $0 = (filter, index.mark, matches) }
    }

    /// The result remembered for a filter that selects what `filter` does, brought up to
    /// date with `index` (a later snapshot); nil when there is none or it cannot be.
    public func rememberedMatches(of filter: LogFilter, on index: LogIndex) -> LogIndex.Matches? {
        guard let last = remembered.withLock({ $0 }), last.filter.selectsSame(as: filter) else { return nil }
        return index.matches(filter, extending: last.matches, from: last.mark)
    }

    /// Waits at most `timeout` for the file's records to load; true when they have.
    public func waitUntilLoaded(timeout: DispatchTime) -> Bool {
        loadRecords()
        return loading.wait(timeout: timeout) == .success
    }

    /// Stores a message, its text and metadata redacted.
    public func record(message: LogMessage) {
        store(.message(message))
    }

    /// Stores a finished network task, its URL, headers and bodies redacted.
    public func record(task: NetworkTaskRecord) {
        store(.task(task))
    }

    /// Holds `record` while the store holds them (`.onRequest`, before `loadRecords()`),
    /// else redacts and appends it.
    private func store(_ record: LogRecord) {
        let isHeld = state.withLock { state in
            guard state.held != nil else { return false }
            state.held?.append(record)
            return true
        }
        if !isHeld { append(redacted(record)) }
    }

    private func redacted(_ record: LogRecord) -> LogRecord {
        switch record {
        case .message(var message):
            message.text = redactor.text(message.text)
            message.metadata = redactor.metadata(message.metadata)
            return .message(message)
        case .task(var task):
            task.url = redactor.url(task.url)
            task.requestHeaders = redactor.headers(task.requestHeaders)
            task.responseHeaders = redactor.headers(task.responseHeaders)
            task.requestBody = task.requestBody.map(redactor.body)
            task.responseBody = task.responseBody.map(redactor.body)
            task.error = task.error.map(redactor.text)
            return .task(task)
        }
    }

    /// Appends the held records in order, under the lock: one written meanwhile by another
    /// thread waits for them, so none goes before them.
    private func writeHeldRecords() {
        var filledChunk = false
        defer { if filledChunk { buildGrams() } }
        state.withLock { state in
            let held = state.held ?? []
            state.held = nil
            for record in held {
                let record = redacted(record)
                guard let line = Self.line(of: record) else { continue }
                if append(line, of: record, to: &state) { filledChunk = true }
            }
        }
    }

    /// Removes every record.
    public func clear() throws(LogStoreError) {
        waitUntilLoaded()
        let path = fileURL.path
        let result: Result<Void, LogStoreError> = state.withLock { state in
            do throws(LogStoreError) {
                guard isPersistent else {
                    state = State(
                        revision: state.revision + 1, observers: state.observers, generation: state.generation + 1)
                    scheduleNotification(&state)
                    return .success(())
                }
                try PrivateFiles.replace(path, with: Data())
                if state.descriptor >= 0 { close(state.descriptor) }
                state.descriptor = try PrivateFiles.openForAppending(path)
                state = State(
                    revision: state.revision + 1, descriptor: state.descriptor, observers: state.observers,
                    generation: state.generation + 1)
                scheduleNotification(&state)
                return .success(())
            } catch {
                return .failure(error)
            }
        }
        try result.get()
    }

    /// Calls `onChange` on the main actor after records are added or removed, once per
    /// burst. It is called until the returned observation is cancelled or released.
    public func observe(_ onChange: @escaping @MainActor @Sendable () -> Void) -> LogStoreObservation {
        let id = UUID()
        state.withLock { $0.observers[id] = onChange }
        return LogStoreObservation { [weak self] in
            self?.state.withLock { _ = $0.observers.removeValue(forKey: id) }
        }
    }

    private func append(_ record: LogRecord) {
        guard let line = Self.line(of: record) else { return }
        var filledChunk = false
        defer { if filledChunk { buildGrams() } }
        state.withLock { state in filledChunk = append(line, of: record, to: &state) }
    }

    /// The record's line in the file, newline included.
    private static func line(of record: LogRecord) -> Data? {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard var line = try? encoder.encode(record) else { return nil }
        line.append(UInt8(ascii: "\n"))
        return line
    }

    /// Adds the record to the index and its line to the file; true when that filled a chunk.
    private func append(_ line: Data, of record: LogRecord, to state: inout State) -> Bool {
        let path = fileURL.path
        let filledChunk = state.index.append(LogIndex.Prepared(record, size: line.count))
        state.revision += 1
        if state.isLoading {
            if state.descriptor >= 0 { try? PrivateFiles.writeAll(line, to: state.descriptor, path: path) }
            scheduleNotification(&state)
            return filledChunk
        }
        // A failed write keeps the record in memory: the panel still shows it, and the
        // next rewrite saves it. The line goes to the file now even when it is about to be
        // replaced, so that a crash loses nothing.
        let mustRewrite = Self.trim(&state, configuration: configuration)
        if state.descriptor >= 0 { try? PrivateFiles.writeAll(line, to: state.descriptor, path: path) }
        if state.rewrite != nil {
            // Not in the copy being written: it follows it; a trim meanwhile writes again.
            state.rewrite?.lines.append(line)
            if mustRewrite { state.rewrite?.again = true }
        } else if mustRewrite {
            startRewrite(&state)
        }
        scheduleNotification(&state)
        return filledChunk
    }

    /// Writes the file whole from a copy of the records as they are now, off the lock and
    /// off this thread; writers go on meanwhile. The new file replaces the old one with the
    /// lines written since appended, unless `clear()` came first.
    private func startRewrite(_ state: inout State) {
        state.staleBytes = 0
        guard isPersistent else { return }
        state.rewrite = ([], false)
        let records = state.index
        let generation = state.generation
        let path = fileURL.path
        rewriter.async { [self] in
            let temporary = try? PrivateFiles.writeTemporary(
                Self.encodedFile(records), for: path, named: "tmp-\(getpid())-rewrite")
            self.state.withLock { state in finishRewrite(temporary, generation: generation, path: path, &state) }
        }
    }

    /// Puts the file written whole in place and appends the lines written meanwhile.
    private func finishRewrite(_ temporary: String?, generation: Int, path: String, _ state: inout State) {
        guard state.generation == generation, let rewrite = state.rewrite else {
            if let temporary { unlink(temporary) }
            return
        }
        state.rewrite = nil
        // When the new file cannot be made, the old one still holds every line.
        if let temporary, (try? PrivateFiles.moveIntoPlace(temporary, path)) != nil {
            if state.descriptor >= 0 { close(state.descriptor) }
            state.descriptor = (try? PrivateFiles.openForAppending(path)) ?? -1
            for line in rewrite.lines where state.descriptor >= 0 {
                try? PrivateFiles.writeAll(line, to: state.descriptor, path: path)
            }
        }
        if rewrite.again { startRewrite(&state) }
    }

    /// Blocks until the file holds what the records are: a whole-file write under way (after
    /// a trim) is done. Readers of the records never need it; readers of the file do.
    public func flush() {
        waitUntilLoaded()
        while state.withLock({ $0.rewrite != nil }) { rewriter.sync(execute: {}) }
    }

    /// Drops expired records and, past the cap, the oldest until a quarter of it is free.
    /// Returns whether the file must be written whole: past the cap, or once the expired
    /// lines it still holds add up to a quarter of the cap. Records expire one by one as
    /// time passes, so writing the file whole for each (as it once did) re-encoded a store
    /// a week old, 100,000 records, at nearly every message logged.
    private static func trim(_ state: inout State, configuration: Configuration) -> Bool {
        let oldestKept = configuration.now().addingTimeInterval(-configuration.maxAge)
        let before = state.index.byteSize
        state.index.removeFirst { record, _ in record.date < oldestKept }
        state.staleBytes += before - state.index.byteSize
        if state.index.byteSize + state.staleBytes > configuration.sizeLimit {
            let target = configuration.sizeLimit - configuration.sizeLimit / 4
            state.index.removeFirst { _, byteSize in byteSize > target }
            return true
        }
        return state.staleBytes >= configuration.sizeLimit / 4
    }

    private static func encodedFile(_ index: LogIndex) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        var data = Data()
        for position in 0..<index.count {
            guard let line = try? encoder.encode(index[position]) else { continue }
            data.append(line)
            data.append(UInt8(ascii: "\n"))
        }
        return data
    }

    private func scheduleNotification(_ state: inout State) {
        guard !state.notificationPending, !state.observers.isEmpty else { return }
        state.notificationPending = true
        Task { @MainActor [weak self] in
            guard let self else { return }
            let observers = self.state.withLock { state in
                state.notificationPending = false
                return Array(state.observers.values)
            }
            for observer in observers { observer() }
        }
    }
}

/// A registration made by `LogStore.observe`; it ends when cancelled or released.
public final class LogStoreObservation: Sendable {
    private let onCancel: Mutex<(@Sendable () -> Void)?>

    init(onCancel: @escaping @Sendable () -> Void) {
        self.onCancel = Mutex(onCancel)
    }

    public func cancel() {
        onCancel.withLock { handler in
            defer { handler = nil }
            return handler
        }?()
    }

    deinit { cancel() }
}
