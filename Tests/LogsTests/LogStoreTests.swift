import Foundation
import Synchronization
import XCTest

@testable import Logs

final class LogStoreTests: XCTestCase {
    private var folder = TemporaryFolder()

    override func setUp() {
        folder = TemporaryFolder()
    }

    override func tearDown() {
        folder.remove()
    }

    private func message(_ text: String, level: LogLevel = .info, date: Date = Date()) -> LogMessage {
        LogMessage(date: date, level: level, label: "Test", text: text, file: "File.swift", function: "f()", line: 7)
    }

    func testRecordsSurviveARestart() throws {
        let store = try LogStore(directory: folder.url)
        store.record(message: message("first", level: .error))
        store.record(
            task: NetworkTaskRecord(date: Date(), method: "GET", url: "https://example.com/a", statusCode: 200))
        let reopened = try LogStore(directory: folder.url)
        XCTAssertEqual(reopened.records, store.records)
        XCTAssertEqual(reopened.records.count, 2)
        guard case .message(let first) = reopened.records[0] else { return XCTFail("expected a message") }
        XCTAssertEqual(first.text, "first")
        XCTAssertEqual(first.level, .error)
        XCTAssertEqual(first.line, 7)
        XCTAssertEqual(reopened.skippedLineCount, 0)
    }

    func testFileIsPrivateInAPrivateFolder() throws {
        try FileManager.default.createDirectory(
            at: folder.url, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o755])
        let store = try LogStore(directory: folder.url)
        store.record(message: message("x"))
        XCTAssertEqual(try TemporaryFolder.permissions(of: folder.url), 0o700)
        XCTAssertEqual(try TemporaryFolder.permissions(of: store.fileURL), 0o600)
    }

    func testLooseFileIsTightenedAtOpen() throws {
        let first = try LogStore(directory: folder.url)
        first.record(message: message("x"))
        chmod(first.fileURL.path, 0o644)
        let reopened = try LogStore(directory: folder.url)
        XCTAssertEqual(try TemporaryFolder.permissions(of: reopened.fileURL), 0o600)
    }

    func testSizeCapDropsTheOldestRecords() throws {
        let store = try LogStore(directory: folder.url, configuration: .init(sizeLimit: 4_000))
        for index in 0..<200 {
            store.record(message: message("message \(index)"))
        }
        let texts = store.records.compactMap { record -> String? in
            guard case .message(let message) = record else { return nil }
            return message.text
        }
        XCTAssertLessThanOrEqual(store.size, 4_000)
        XCTAssertEqual(texts.last, "message 199")
        // The file is written whole off the writer's thread.
        store.flush()
        XCTAssertFalse(texts.contains("message 0"))
        XCTAssertLessThan(texts.count, 200)
        let fileSize = try XCTUnwrap(FileManager.default.attributesOfItem(atPath: store.fileURL.path)[.size] as? Int)
        XCTAssertLessThanOrEqual(fileSize, 4_000)
        XCTAssertEqual(try LogStore(directory: folder.url).records, store.records)
    }

    /// Past the cap the file is written whole off the writer's thread while messages keep
    /// coming: once that is done the file holds exactly the records, in order (the lines
    /// written meanwhile follow the copy), and no temporary file is left.
    func testMessagesWrittenWhileTheFileIsWrittenWholeAreKept() throws {
        let store = try LogStore(directory: folder.url, configuration: .init(sizeLimit: 20_000))
        let messages = (0..<4).map { writer in (0..<500).map { message("writer \(writer) message \($0)") } }
        DispatchQueue.concurrentPerform(iterations: 4) { writer in
            for message in messages[writer] { store.record(message: message) }
        }
        store.flush()
        let records = store.records
        XCTAssertLessThan(records.count, 2_000, "the cap trimmed the oldest")
        XCTAssertEqual(try LogStore(directory: folder.url).records, records)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.url.path)
        XCTAssertEqual(names, ["logs.jsonl"])
    }

    func testSizeCapIsEnforcedAtOpen() throws {
        let large = try LogStore(directory: folder.url)
        for index in 0..<100 {
            large.record(message: message("message \(index)"))
        }
        let small = try LogStore(directory: folder.url, configuration: .init(sizeLimit: 2_000))
        XCTAssertLessThanOrEqual(small.size, 2_000)
        XCTAssertGreaterThan(small.records.count, 0)
        guard case .message(let last) = try XCTUnwrap(small.records.last) else { return XCTFail("expected a message") }
        XCTAssertEqual(last.text, "message 99")
    }

    func testMaximumAgeAtOpenAndOnWrite() throws {
        let now = Mutex(Date(timeIntervalSince1970: 1_000_000))
        let configuration = LogStore.Configuration(maxAge: 60, now: { now.withLock { $0 } })
        let store = try LogStore(directory: folder.url, configuration: configuration)
        store.record(message: message("old", date: Date(timeIntervalSince1970: 1_000_000)))
        now.withLock { $0 = Date(timeIntervalSince1970: 1_000_030) }
        store.record(message: message("newer", date: Date(timeIntervalSince1970: 1_000_030)))
        XCTAssertEqual(store.records.count, 2)

        now.withLock { $0 = Date(timeIntervalSince1970: 1_000_070) }
        store.record(message: message("newest", date: Date(timeIntervalSince1970: 1_000_070)))
        XCTAssertEqual(store.records.map(\.date.timeIntervalSince1970), [1_000_030, 1_000_070])

        now.withLock { $0 = Date(timeIntervalSince1970: 1_000_100) }
        let reopened = try LogStore(directory: folder.url, configuration: configuration)
        XCTAssertEqual(reopened.records.map(\.date.timeIntervalSince1970), [1_000_070])
    }

    /// Records expire one at a time as the clock moves: the panel loses each at once, but
    /// the file is written whole only once the expired lines add up to a quarter of the cap
    /// (it was once written whole, re-encoding every record, at each message logged).
    func testRecordsExpiringOneByOneRewriteTheFileOnlyOnceTheyAddUp() throws {
        let now = Mutex(Date(timeIntervalSince1970: 1_000_000))
        let configuration = LogStore.Configuration(sizeLimit: 60_000, maxAge: 100, now: { now.withLock { $0 } })
        let store = try LogStore(directory: folder.url, configuration: configuration)
        func inode() throws -> Int {
            try XCTUnwrap(FileManager.default.attributesOfItem(atPath: store.fileURL.path)[.systemFileNumber] as? Int)
        }
        // A second apart, for 100 s: then each new message expires the oldest.
        for second in 0..<100 {
            now.withLock { $0 = Date(timeIntervalSince1970: 1_000_000 + Double(second)) }
            store.record(message: message("message \(second)", date: now.withLock { $0 }))
        }
        let lineSize = store.size / 100
        let written = try inode()
        var rewrites = 0
        var lastInode = written
        for second in 100..<250 {
            now.withLock { $0 = Date(timeIntervalSince1970: 1_000_000 + Double(second)) }
            store.record(message: message("message \(second)", date: now.withLock { $0 }))
            // The panel's records: exactly those of the last 100 s, both ends kept.
            XCTAssertEqual(store.records.first?.date.timeIntervalSince1970, 1_000_000 + Double(second - 100))
            let current = try inode()
            if current != lastInode { rewrites += 1 }
            lastInode = current
        }
        store.flush()
        if try inode() != lastInode { rewrites += 1 }
        // 150 records expired, about 150 lines of `lineSize` bytes: a quarter of the cap
        // every 15,000 / lineSize of them.
        XCTAssertGreaterThan(rewrites, 0)
        XCTAssertLessThanOrEqual(
            rewrites, 150 * lineSize / 15_000 + 1, "\(rewrites) rewrites, lines of \(lineSize) bytes")
        let fileSize = try XCTUnwrap(FileManager.default.attributesOfItem(atPath: store.fileURL.path)[.size] as? Int)
        XCTAssertLessThanOrEqual(fileSize, 60_000)
        // Read again: the lines still in the file that expired are dropped.
        let reopened = try LogStore(directory: folder.url, configuration: configuration)
        XCTAssertEqual(reopened.records, store.records)
        XCTAssertEqual(reopened.records.count, 101)
    }

    func testCorruptedAndTruncatedLinesAreSkippedAndCounted() throws {
        let store = try LogStore(directory: folder.url)
        store.record(message: message("kept 1"))
        store.record(message: message("kept 2"))
        var data = try Data(contentsOf: store.fileURL)
        let lines = data.split(separator: UInt8(ascii: "\n"))
        data = Data(lines[0]) + Data("\nnot json at all\n{\"message\":{\"broken\":1}}\n".utf8) + Data(lines[1])
        data += Data("\n{\"message\":{\"date\":12".utf8)
        try data.write(to: store.fileURL)

        let reopened = try LogStore(directory: folder.url)
        XCTAssertEqual(reopened.skippedLineCount, 3)
        XCTAssertEqual(reopened.records, store.records)
        reopened.record(message: message("after"))
        // The load writes the file whole without the damaged lines, off this thread.
        reopened.flush()
        let again = try LogStore(directory: folder.url)
        XCTAssertEqual(again.skippedLineCount, 0)
        XCTAssertEqual(again.records.count, 3)
    }

    private func texts(_ records: [LogRecord]) -> [String] {
        records.compactMap { record in
            if case .message(let message) = record { message.text } else { nil }
        }
    }

    /// A store whose load waits until the test lets it go.
    private func storeWithHeldLoad(_ gate: DispatchSemaphore) throws -> LogStore {
        try LogStore(
            directory: folder.url, configuration: .init(), redactor: Redactor(), beforeLoad: { gate.wait() })
    }

    func testOpeningDoesNotWaitForTheFileAndWritesMeanwhileFollowItsRecords() throws {
        let first = try LogStore(directory: folder.url)
        first.record(message: message("old 1"))
        first.record(message: message("old 2"))
        XCTAssertEqual(first.records.count, 2)

        let gate = DispatchSemaphore(value: 0)
        let store = try storeWithHeldLoad(gate)
        // The load is held, yet the store is open and takes writes.
        store.record(message: message("during"))
        gate.signal()
        XCTAssertEqual(texts(store.records), ["old 1", "old 2", "during"])
        XCTAssertEqual(texts(try LogStore(directory: folder.url).records), ["old 1", "old 2", "during"])
    }

    func testALoadOnRequestStartsOnlyWhenAskedAndLosesNothing() throws {
        let first = try LogStore(directory: folder.url)
        first.record(message: message("old"))
        XCTAssertEqual(first.records.count, 1)

        let started = DispatchSemaphore(value: 0)
        let store = try LogStore(
            directory: folder.url, configuration: .init(), redactor: Redactor(), loading: .onRequest,
            beforeLoad: { started.signal() })
        // Open, taking writes, and not reading the file: its loading thread has not started.
        store.record(message: message("before the load"))
        XCTAssertEqual(started.wait(timeout: .now() + .milliseconds(300)), .timedOut)
        store.loadRecords()
        XCTAssertEqual(started.wait(timeout: .now() + .seconds(10)), .success)
        XCTAssertEqual(texts(store.records), ["old", "before the load"])
        store.loadRecords()
        XCTAssertEqual(texts(try LogStore(directory: folder.url).records), ["old", "before the load"])
    }

    func testReadingAStoreThatLoadsOnRequestStartsItsLoad() throws {
        let first = try LogStore(directory: folder.url)
        first.record(message: message("old"))
        XCTAssertEqual(first.records.count, 1)

        // Nobody calls `loadRecords()`: the first read starts the load instead of waiting forever.
        let reading = try LogStore(directory: folder.url, loading: .onRequest)
        XCTAssertEqual(texts(reading.records), ["old"])
        // A snapshot (the debug panel's read) starts it too, without waiting for it.
        let started = DispatchSemaphore(value: 0)
        let snapshotting = try LogStore(
            directory: folder.url, configuration: .init(), redactor: Redactor(), loading: .onRequest,
            beforeLoad: { started.signal() })
        _ = snapshotting.snapshot()
        XCTAssertEqual(started.wait(timeout: .now() + .seconds(10)), .success)
        XCTAssertEqual(texts(snapshotting.records), ["old"])
    }

    func testALoadOnRequestHoldsItsWritesUntilItStartsThenWritesThemRedactedInOrder() throws {
        let first = try LogStore(directory: folder.url)
        first.record(message: message("old"))
        XCTAssertEqual(first.records.count, 1)

        let store = try LogStore(directory: folder.url, loading: .onRequest)
        store.record(message: message("held 1"))
        store.record(
            message: LogMessage(date: Date(), level: .info, label: "Auth", text: "held 2 Bearer abc.def.ghi"))
        // Held, not yet in the file.
        var file = try String(contentsOf: store.fileURL, encoding: .utf8)
        XCTAssertFalse(file.contains("held"))
        store.loadRecords()
        store.record(message: message("after"))
        let loaded = texts(store.records)
        XCTAssertEqual(loaded.count, 4)
        XCTAssertEqual(loaded.first, "old")
        XCTAssertEqual(loaded.dropFirst().first, "held 1")
        XCTAssertTrue(loaded.dropFirst(2).first?.hasPrefix("held 2") == true)
        XCTAssertEqual(loaded.last, "after")
        file = try String(contentsOf: store.fileURL, encoding: .utf8)
        XCTAssertTrue(file.contains("held 1"))
        XCTAssertTrue(file.contains("held 2"))
        XCTAssertFalse(file.contains("abc.def.ghi"), "a held record is redacted too")
        XCTAssertEqual(texts(try LogStore(directory: folder.url).records).count, 4)
    }

    func testRecordsHeldByAStoreFreedUnloadedAreWritten() throws {
        do {
            let store = try LogStore(directory: folder.url, loading: .onRequest)
            store.record(message: message("held"))
        }
        XCTAssertEqual(texts(try LogStore(directory: folder.url).records), ["held"])
    }

    func testATruncatedLastLineWithWritesDuringTheLoadIsRewrittenWhole() throws {
        let first = try LogStore(directory: folder.url)
        first.record(message: message("kept"))
        XCTAssertEqual(first.records.count, 1)
        let handle = try FileHandle(forWritingTo: first.fileURL)
        try handle.seekToEnd()
        try handle.write(contentsOf: Data("{\"message\":{\"date\":12".utf8))
        try handle.close()

        let gate = DispatchSemaphore(value: 0)
        let store = try storeWithHeldLoad(gate)
        // Appended right after the torn line: the load must not lose it.
        store.record(message: message("during"))
        gate.signal()
        XCTAssertEqual(store.skippedLineCount, 1)
        XCTAssertEqual(texts(store.records), ["kept", "during"])
        store.flush()
        let reopened = try LogStore(directory: folder.url)
        XCTAssertEqual(reopened.skippedLineCount, 0, "the file was rewritten without the torn line")
        XCTAssertEqual(texts(reopened.records), ["kept", "during"])
    }

    func testConcurrentWritersLoseNothing() async throws {
        let store = try LogStore(directory: folder.url)
        await withTaskGroup(of: Void.self) { group in
            for writer in 0..<20 {
                group.addTask {
                    for index in 0..<50 {
                        store.record(
                            message: LogMessage(date: Date(), level: .debug, label: "W\(writer)", text: "\(index)"))
                    }
                }
            }
        }
        XCTAssertEqual(store.records.count, 1_000)
        let reopened = try LogStore(directory: folder.url)
        XCTAssertEqual(reopened.records.count, 1_000)
        XCTAssertEqual(reopened.skippedLineCount, 0)
        XCTAssertEqual(Set(reopened.records.map(\.id)).count, 1_000)
    }

    func testClearRemovesEverythingAndPersists() throws {
        let store = try LogStore(directory: folder.url)
        store.record(message: message("x"))
        try store.clear()
        XCTAssertEqual(store.records, [])
        store.record(message: message("y"))
        let reopened = try LogStore(directory: folder.url)
        XCTAssertEqual(reopened.records.count, 1)
    }

    func testStoredRecordsAreRedacted() throws {
        let store = try LogStore(directory: folder.url)
        store.record(
            message: LogMessage(
                date: Date(), level: .info, label: "Auth", text: "sent Bearer abc.def.ghi",
                metadata: ["refresh_token": "r-123", "user": "ann"]))
        store.record(
            task: NetworkTaskRecord(
                date: Date(), method: "POST", url: "https://api.example.com/login?api_key=k-1&page=2",
                statusCode: 200, requestHeaders: ["Authorization": "Bearer s3cr3t"],
                requestBody: #"{"login":"ann","password":"hunter2"}"#,
                responseHeaders: ["Set-Cookie": "session=42"], responseBody: #"{"access_token":"a-1","id":1}"#))
        let file = try String(contentsOf: store.fileURL, encoding: .utf8)
        for secret in ["abc.def.ghi", "r-123", "k-1", "s3cr3t", "hunter2", "session=42", "a-1"] {
            XCTAssertFalse(file.contains(secret), "\(secret) reached the file")
        }
        XCTAssertTrue(file.contains("ann"))
        XCTAssertTrue(file.contains("page=2"))
    }

    @MainActor
    func testObserversHearChangesOnTheMainActor() async throws {
        let store = try LogStore(directory: folder.url)
        // The file's records load on a thread of their own and notify when they land; wait
        // for them, so the only change heard is the burst below, however slow the load.
        XCTAssertEqual(store.records.count, 0)
        var calls = 0
        let observation = store.observe { calls += 1 }
        for index in 0..<10 {
            store.record(message: message("\(index)"))
        }
        for _ in 0..<200 where calls == 0 { await Task.yield() }
        XCTAssertEqual(calls, 1, "a burst of writes is one notification")
        observation.cancel()
        store.record(message: message("unheard"))
        for _ in 0..<50 { await Task.yield() }
        XCTAssertEqual(calls, 1)
    }
}
