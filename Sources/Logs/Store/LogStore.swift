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
///   records go first.
/// - A corrupted or truncated line (a crash mid-write) is skipped and counted; the rest is kept.
/// - Opening returns at once: the file's records are read on a background thread (a week
///   of logs takes a noticeable part of a second), so launch never waits for them. Writes
///   go on meanwhile; reading `records`, `size` or `skippedLineCount` waits for the load.
/// - The folder is 0700 and the file 0600.
/// - Any number of tasks may write at once: calls are serialized by a `Mutex`.
/// - Observers hear about changes on the main actor, once per burst of writes; nothing polls.
public final class LogStore: Sendable {
    public struct Configuration: Sendable {
        /// The most bytes the file may hold; past it the oldest records are dropped until a
        /// quarter of the cap is free, so trimming is rare.
        public var sizeLimit: Int
        /// Records older than this are dropped.
        public var maxAge: TimeInterval
        /// The current time (tests move it).
        public var now: @Sendable () -> Date

        public init(
            sizeLimit: Int = 8 * 1024 * 1024, maxAge: TimeInterval = 7 * 24 * 60 * 60,
            now: @escaping @Sendable () -> Date = { Date() }
        ) {
            self.sizeLimit = sizeLimit
            self.maxAge = maxAge
            self.now = now
        }
    }

    private struct Stored {
        var record: LogRecord
        var size: Int
    }

    private struct State {
        var records: [Stored] = []
        var first = 0
        var totalSize = 0
        var descriptor: Int32 = -1
        var observers: [UUID: @MainActor @Sendable () -> Void] = [:]
        var notificationPending = false
        /// While the file's records load, writes are only appended (nothing is trimmed or
        /// rewritten); the load puts the file's records before them and then trims.
        var isLoading = false
        var skippedLineCount = 0

        var live: ArraySlice<Stored> { records[first...] }
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
    /// Left once the file's records have loaded.
    private let loading = DispatchGroup()

    /// Opens (or creates) the store in `directory`, e.g. `StorageDirectories.state()/logs`.
    /// The folder and file are created and protected here (errors are thrown); the records
    /// already in the file load in the background.
    public convenience init(
        directory: URL, configuration: Configuration = Configuration(), redactor: Redactor = Redactor()
    ) throws(LogStoreError) {
        try self.init(directory: directory, configuration: configuration, redactor: redactor, beforeLoad: nil)
    }

    /// `beforeLoad` runs on the loading thread before it reads the file: tests hold the load
    /// there to write while it is under way.
    init(
        directory: URL, configuration: Configuration, redactor: Redactor,
        beforeLoad: (@Sendable () -> Void)?
    ) throws(LogStoreError) {
        self.directory = directory
        fileURL = directory.appendingPathComponent("logs.jsonl")
        self.configuration = configuration
        self.redactor = redactor
        isPersistent = true
        try PrivateFiles.makeDirectory(directory)
        let descriptor = try PrivateFiles.openForAppending(fileURL.path)
        // What the file held at open; lines written from now on are already in memory.
        let openedSize = Int(lseek(descriptor, 0, SEEK_END))
        state.withLock { state in
            state.descriptor = descriptor
            state.isLoading = true
        }
        loading.enter()
        // A thread of its own that ends with the load, rather than a pooled worker that
        // lingers and wakes up to retire while the app sits idle.
        Thread.detachNewThread { [self] in
            beforeLoad?()
            load(openedSize: max(0, openedSize))
            loading.leave()
        }
    }

    /// Reads the file's first `openedSize` bytes, puts those records before the ones written
    /// since, trims, and rewrites the file when it held damaged lines or lost records.
    private func load(openedSize: Int) {
        let path = fileURL.path
        let data = ((try? PrivateFiles.read(path)) ?? Data()).prefix(openedSize)
        var skipped = 0
        var loaded: [Stored] = []
        let decoder = JSONDecoder()
        for line in data.split(separator: UInt8(ascii: "\n")) {
            if let record = try? decoder.decode(LogRecord.self, from: Data(line)) {
                loaded.append(Stored(record: record, size: line.count + 1))
            } else {
                skipped += 1
            }
        }
        state.withLock { state in
            let written = state.records.count
            state.records = loaded + state.records
            state.first = 0
            state.totalSize = state.records.reduce(0) { $0 + $1.size }
            Self.trim(&state, configuration: configuration)
            let isClean =
                skipped == 0 && state.first == 0 && (data.isEmpty || data.last == UInt8(ascii: "\n"))
            state.records = Array(state.live)
            state.first = 0
            state.skippedLineCount = skipped
            state.isLoading = false
            if !isClean {
                try? PrivateFiles.replace(path, with: Self.encodedFile(state.live))
                if state.descriptor >= 0 { close(state.descriptor) }
                state.descriptor = (try? PrivateFiles.openForAppending(path)) ?? -1
            }
            if !loaded.isEmpty || written > 0 { scheduleNotification(&state) }
        }
    }

    /// Blocks until the file's records have loaded (at once for a store in memory).
    private func waitUntilLoaded() {
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
    }

    deinit {
        state.withLock { state in
            if state.descriptor >= 0 { close(state.descriptor) }
        }
    }

    /// Every record, oldest first.
    public var records: [LogRecord] {
        waitUntilLoaded()
        return state.withLock { $0.live.map(\.record) }
    }

    /// The bytes the records take in the file.
    public var size: Int {
        waitUntilLoaded()
        return state.withLock { $0.totalSize }
    }

    /// Stores a message, its text and metadata redacted.
    public func record(message: LogMessage) {
        var message = message
        message.text = redactor.text(message.text)
        message.metadata = redactor.metadata(message.metadata)
        append(.message(message))
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
        append(.task(task))
    }

    /// Removes every record.
    public func clear() throws(LogStoreError) {
        waitUntilLoaded()
        let path = fileURL.path
        let result: Result<Void, LogStoreError> = state.withLock { state in
            do throws(LogStoreError) {
                guard isPersistent else {
                    state = State(observers: state.observers)
                    scheduleNotification(&state)
                    return .success(())
                }
                try PrivateFiles.replace(path, with: Data())
                if state.descriptor >= 0 { close(state.descriptor) }
                state.descriptor = try PrivateFiles.openForAppending(path)
                state = State(descriptor: state.descriptor, observers: state.observers)
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
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard var line = try? encoder.encode(record) else { return }
        line.append(UInt8(ascii: "\n"))
        let path = fileURL.path
        state.withLock { state in
            state.records.append(Stored(record: record, size: line.count))
            state.totalSize += line.count
            if state.isLoading {
                if state.descriptor >= 0 { try? PrivateFiles.writeAll(line, to: state.descriptor, path: path) }
                return scheduleNotification(&state)
            }
            let before = state.first
            Self.trim(&state, configuration: configuration)
            // A failed write keeps the record in memory: the panel still shows it, and the
            // next rewrite saves it.
            if state.first != before {
                state.records.removeFirst(state.first)
                state.first = 0
                guard isPersistent else { return scheduleNotification(&state) }
                try? PrivateFiles.replace(path, with: Self.encodedFile(state.live))
                if state.descriptor >= 0 { close(state.descriptor) }
                state.descriptor = (try? PrivateFiles.openForAppending(path)) ?? -1
            } else if state.descriptor >= 0 {
                try? PrivateFiles.writeAll(line, to: state.descriptor, path: path)
            }
            scheduleNotification(&state)
        }
    }

    /// Drops expired records and, past the cap, the oldest until a quarter of it is free.
    private static func trim(_ state: inout State, configuration: Configuration) {
        let oldestKept = configuration.now().addingTimeInterval(-configuration.maxAge)
        while state.first < state.records.count, state.records[state.first].record.date < oldestKept {
            state.totalSize -= state.records[state.first].size
            state.first += 1
        }
        guard state.totalSize > configuration.sizeLimit else { return }
        let target = configuration.sizeLimit - configuration.sizeLimit / 4
        while state.first < state.records.count, state.totalSize > target {
            state.totalSize -= state.records[state.first].size
            state.first += 1
        }
    }

    private static func encodedFile(_ records: ArraySlice<Stored>) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        var data = Data()
        for stored in records {
            guard let line = try? encoder.encode(stored.record) else { continue }
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
