import Foundation
import GRDB
import XCTest

@testable import Logs

#if canImport(Glibc)
    import Glibc
#endif

/// A store file that is truncated, not SQLite, locked by another process or in a folder that
/// cannot be written: the store opens anyway, says what happened, and keeps records; and a
/// writer killed with SIGKILL mid-burst leaves a file that opens clean with every batch it
/// had committed.
final class LogDatabaseDamageTests: XCTestCase {
    private var folder: TemporaryFolder!

    override func setUp() {
        folder = TemporaryFolder()
    }

    override func tearDown() {
        _ = try? run("/usr/bin/chattr", ["-i", folder.url.path])
        chmod(folder.url.path, 0o700)
        folder.remove()
    }

    private var file: URL { folder.url.appendingPathComponent(LogDatabase.fileName) }

    /// A store that writes and reads back: what every case must still give.
    private func assertWorks(_ store: LogDatabase, file: StaticString = #filePath, line: UInt = #line) {
        store.record(message: LogMessage(date: Date(), level: .info, label: "App", text: "still logging"))
        store.flush()
        let page = store.page(.messages, LogQuery(filter: LogFilter(searchText: "still")), limit: 5)
        XCTAssertEqual(store.messages(ids: page.ids).map(\.text), ["still logging"], file: file, line: line)
    }

    private func makeStore(messages: Int) {
        let store = LogDatabase(directory: folder.url)
        for index in 0..<messages {
            store.record(
                message: LogMessage(
                    date: Date(), level: .info, label: "App",
                    text: "message \(index) " + String(repeating: "x", count: 200)))
        }
        store.flush()
        _ = try? store.database.writeWithoutTransaction { db in try db.checkpoint(.truncate) }
    }

    func testATruncatedFileIsMovedAsideAndAFreshStoreStarts() throws {
        makeStore(messages: 2_000)
        let size = try XCTUnwrap(FileManager.default.attributesOfItem(atPath: file.path)[.size] as? NSNumber).intValue
        XCTAssertEqual(truncate(file.path, off_t(size / 2)), 0)
        let store = LogDatabase(directory: folder.url)
        guard case .movedAside(let reason, let movedTo) = store.problem else {
            return XCTFail("expected the file moved aside, got \(String(describing: store.problem))")
        }
        XCTAssertTrue(reason.contains("truncated"), reason)
        XCTAssertTrue(FileManager.default.fileExists(atPath: movedTo))
        XCTAssertNotNil(store.fileURL)
        assertWorks(store)
        XCTAssertEqual(store.count(.messages, LogQuery()), 1)
    }

    func testAFileThatIsNotSQLiteIsMovedAside() throws {
        try FileManager.default.createDirectory(at: folder.url, withIntermediateDirectories: true)
        try Data(String(repeating: "this is not a database\n", count: 400).utf8).write(to: file)
        let store = LogDatabase(directory: folder.url)
        guard case .movedAside(_, let movedTo) = store.problem else {
            return XCTFail("expected the file moved aside, got \(String(describing: store.problem))")
        }
        XCTAssertEqual(
            try String(contentsOfFile: movedTo, encoding: .utf8).prefix(22), "this is not a database")
        assertWorks(store)
    }

    func testAStoreLockedByAnotherProcessFallsBackToMemory() throws {
        try FileManager.default.createDirectory(at: folder.url, withIntermediateDirectories: true)
        let locker = try startWriter(["lock", folder.url.path])
        defer { locker.kill() }
        XCTAssertEqual(locker.nextLine(timeout: 30), "locked")
        let store = LogDatabase(directory: folder.url)
        guard case .inMemory(let reason) = store.problem else {
            return XCTFail("expected a store in memory, got \(String(describing: store.problem))")
        }
        XCTAssertTrue(reason.contains("locked"), reason)
        XCTAssertNil(store.fileURL)
        assertWorks(store)
        // The other process's file is left as it was.
        XCTAssertTrue(FileManager.default.fileExists(atPath: file.path))
    }

    /// Launch does not wait for the store: it opens on its own queue. Held locked by another
    /// process when the store is made and let go at once after, it opens as a file; made the
    /// old way, in the caller, it waited out the lock (2 s) and fell back to memory first.
    func testTheStoreOpensOnItsQueueSoItsMakerNeverWaitsForIt() throws {
        try FileManager.default.createDirectory(at: folder.url, withIntermediateDirectories: true)
        let locker = try startWriter(["lock", folder.url.path])
        XCTAssertEqual(locker.nextLine(timeout: 30), "locked")
        let store = LogDatabase(directory: folder.url)
        // Logged while the store still waits for the lock: queued behind the opening.
        store.record(message: LogMessage(date: Date(), level: .info, label: "launch", text: "before the store opened"))
        locker.kill()
        XCTAssertNil(store.problem, "the store waited for the lock, not its maker")
        XCTAssertEqual(store.fileURL?.path, file.path)
        store.flush()
        XCTAssertEqual(store.count(.messages, LogQuery(session: store.session.id)), 1)
    }

    func testAFolderThatCannotBeWrittenFallsBackToMemory() throws {
        try FileManager.default.createDirectory(at: folder.url, withIntermediateDirectories: true)
        // Root writes through permission bits: the immutable attribute stops it too.
        if geteuid() == 0 {
            XCTAssertEqual(try run("/usr/bin/chattr", ["+i", folder.url.path]), 0)
        } else {
            chmod(folder.url.path, 0o500)
        }
        let store = LogDatabase(directory: folder.url)
        guard case .inMemory = store.problem else {
            return XCTFail("expected a store in memory, got \(String(describing: store.problem))")
        }
        assertWorks(store)
    }

    /// A process that opens the store keeps no SQLite memory statistics: with them, every
    /// allocation of every connection took one process-wide mutex, and the panel's reads
    /// waited on it for the writer. In a process of its own: the settings hold only if made
    /// before SQLite's first connection, which this test process may have opened already.
    func testAProcessWithAStoreKeepsNoSQLiteMemoryStatistics() throws {
        try FileManager.default.createDirectory(at: folder.url, withIntermediateDirectories: true)
        let writer = try startWriter(["settings", folder.url.path])
        defer { writer.kill() }
        XCTAssertEqual(writer.nextLine(timeout: 30), "stored 1", writer.stderr())
        XCTAssertEqual(writer.nextLine(timeout: 30), "memory statistics off", writer.stderr())
    }

    func testAWriterKilledMidBurstLosesAtMostItsLastBatch() throws {
        var committed = 0
        for round in 0..<3 {
            let writer = try startWriter(["burst", folder.url.path])
            // Let it commit a few batches (more each round), then kill it mid-burst.
            var seen = 0
            while seen < committed + 6_000 {
                guard let line = writer.nextLine(timeout: 60), line.hasPrefix("committed ") else {
                    writer.kill()
                    return XCTFail("round \(round): the writer stopped: \(writer.stderr())")
                }
                seen = committed + (Int(line.dropFirst("committed ".count)) ?? 0)
            }
            writer.kill()
            committed = seen
            let store = LogDatabase(directory: folder.url)
            XCTAssertNil(store.problem, "round \(round)")
            let stored = store.count(.messages, LogQuery())
            XCTAssertGreaterThanOrEqual(stored, committed, "round \(round): a committed batch was lost")
            // What it wrote after the last line it printed: at most one burst of eight tasks.
            XCTAssertLessThanOrEqual(stored, committed + 2_000, "round \(round)")
            committed = stored
            let check = try store.database.read { db in try String.fetchAll(db, sql: "PRAGMA integrity_check") }
            XCTAssertEqual(check, ["ok"], "round \(round)")
            try store.database.write { db in try LogSearchShards.checkIntegrity("message", db) }
            XCTAssertEqual(store.count(.messages, LogQuery(filter: LogFilter(searchText: "с текстом"))), stored)
        }
    }

    // MARK: Child processes

    private func run(_ path: String, _ arguments: [String]) throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }

    private struct WriterMissing: Error, CustomStringConvertible {
        let searched: [String]
        var description: String {
            "log-writer is not built in \(searched.joined(separator: ", ")): run `swift build --build-tests`"
        }
    }

    private func startWriter(_ arguments: [String]) throws -> ChildProcess {
        var folders: [URL] = []
        if let executable = Bundle.main.executableURL { folders.append(executable.deletingLastPathComponent()) }
        folders.append(Bundle(for: Self.self).bundleURL.deletingLastPathComponent())
        for folder in folders {
            let candidate = folder.appendingPathComponent("log-writer").path
            if FileManager.default.isExecutableFile(atPath: candidate) {
                return try ChildProcess(path: candidate, arguments: arguments)
            }
        }
        throw WriterMissing(searched: folders.map(\.path))
    }
}

/// A child process whose standard output is read a line at a time.
final class ChildProcess: @unchecked Sendable {
    private let process = Process()
    private let output = Pipe()
    private let errors = Pipe()
    private let lock = NSCondition()
    private var buffer = Data()
    private var isClosed = false

    init(path: String, arguments: [String]) throws {
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        process.standardOutput = output
        process.standardError = errors
        output.fileHandleForReading.readabilityHandler = { [weak self] handle in
            let data = handle.availableData
            guard let self else { return }
            self.lock.lock()
            if data.isEmpty { self.isClosed = true } else { self.buffer += data }
            self.lock.broadcast()
            self.lock.unlock()
        }
        try process.run()
    }

    /// The next line it prints, or nil when it ends or `timeout` seconds pass first.
    func nextLine(timeout: TimeInterval) -> String? {
        let deadline = Date(timeIntervalSinceNow: timeout)
        lock.lock()
        defer { lock.unlock() }
        while true {
            if let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: buffer[buffer.startIndex..<newline], as: UTF8.self)
                buffer = Data(buffer[(newline + 1)...])
                return line
            }
            if isClosed || !lock.wait(until: deadline) { return nil }
        }
    }

    func stderr() -> String {
        String(decoding: errors.fileHandleForReading.availableData, as: UTF8.self)
    }

    /// SIGKILL, and waits for it to end.
    func kill() {
        guard process.isRunning else { return }
        Glibc.kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        output.fileHandleForReading.readabilityHandler = nil
    }
}
