import Foundation
import GRDB

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Opens the store's file for `LogDatabase`: a damaged one is moved aside and a fresh one
/// made; one that cannot be had at all gives a store in memory. Either way the app runs and
/// `LogDatabase.problem` says what happened.
enum LogDatabaseOpener {
    struct Opened {
        var database: any DatabaseWriter
        /// The main actor's reader: a connection of its own beside a file's pool, the
        /// database itself in memory.
        var foreground: any DatabaseReader
        var fileURL: URL?
        var problem: LogDatabase.Problem?
    }

    static func open(directory: URL?, maxPageCount: Int? = nil) -> Opened {
        LogSQLiteSettings.apply()
        guard let directory else { return inMemory(problem: nil) }
        let file = directory.appendingPathComponent(LogDatabase.fileName)
        do {
            try PrivateFiles.makeDirectory(directory)
        } catch {
            return inMemory(problem: .inMemory(reason: error.description))
        }
        var problem: LogDatabase.Problem?
        if let damage = truncation(of: file.path) {
            problem = moveAside(file, reason: damage)
        }
        do {
            return try openedFile(file, maxPageCount: maxPageCount, problem: problem)
        } catch let error as DatabaseError where problem == nil && isDamage(error) {
            problem = moveAside(file, reason: error.message ?? "\(error.resultCode)")
        } catch {
            return inMemory(problem: .inMemory(reason: reason(error)))
        }
        do {
            return try openedFile(file, maxPageCount: maxPageCount, problem: problem)
        } catch {
            return inMemory(problem: .inMemory(reason: reason(error)))
        }
    }

    private static func reason(_ error: any Error) -> String {
        if let error = error as? DatabaseError { return error.message ?? "\(error.resultCode)" }
        if let error = error as? LogStoreError { return error.description }
        return String(describing: error)
    }

    private static func isDamage(_ error: DatabaseError) -> Bool {
        [.SQLITE_CORRUPT, .SQLITE_NOTADB].contains(error.resultCode)
    }

    private static func openedFile(_ file: URL, maxPageCount: Int?, problem: LogDatabase.Problem?) throws -> Opened {
        let pool = try openFile(file, maxPageCount: maxPageCount)
        return Opened(database: pool, foreground: foregroundReader(file) ?? pool, fileURL: file, problem: problem)
    }

    /// The main actor's connection beside the pool, read-only; nil if it does not open (the
    /// pool's readers serve then). Its cache is the pool's connections' size.
    private static func foregroundReader(_ file: URL) -> DatabaseQueue? {
        var configuration = GRDB.Configuration()
        configuration.readonly = true
        configuration.busyMode = .timeout(2)
        configuration.label = "LogDatabase.foreground"
        configuration.prepareDatabase { db in try db.execute(sql: "PRAGMA cache_size = -16384") }
        return try? DatabaseQueue(path: file.path, configuration: configuration)
    }

    /// Creates the file 0600 before SQLite does (its journal files take the file's mode),
    /// opens it in WAL mode, brings the schema up to date and reads the tables' last pages.
    private static func openFile(_ file: URL, maxPageCount: Int?) throws -> DatabasePool {
        let descriptor = try PrivateFiles.openForAppending(file.path)
        close(descriptor)
        var configuration = GRDB.Configuration()
        // Another process writing (a second instance) is waited for a moment, not failed at once.
        configuration.busyMode = .timeout(2)
        configuration.prepareDatabase { db in
            // WAL: a commit survives the process being killed; NORMAL skips an fsync per batch.
            // 16 MiB of pages (SQLite's default is 2): the four indexes and the trigram index a
            // message updates stay cached, which took the ingest from 35,000 to 41,000 a second
            // (docs/benchmarks.md); the cache grows only as far as a store's writes reach.
            try db.execute(sql: "PRAGMA synchronous = NORMAL; PRAGMA cache_size = -16384")
            if let maxPageCount { try db.execute(sql: "PRAGMA max_page_count = \(maxPageCount)") }
        }
        let pool = try DatabasePool(path: file.path, configuration: configuration)
        try LogDatabaseSchema.migrator.migrate(pool)
        try pool.read { db in
            _ = try Row.fetchOne(db, sql: "SELECT max(id) FROM message")
            _ = try Row.fetchOne(db, sql: "SELECT max(id) FROM task")
        }
        return pool
    }

    private static func inMemory(problem: LogDatabase.Problem?) -> Opened {
        // An in-memory queue cannot fail to open; the schema is the file's.
        let queue = try! DatabaseQueue()
        try! LogDatabaseSchema.migrator.migrate(queue)
        return Opened(database: queue, foreground: queue, fileURL: nil, problem: problem)
    }

    /// Why the file is shorter than its header says (a copy cut short, a full disk), or nil.
    /// SQLite would open such a file and fail only when it reads a missing page.
    static func truncation(of path: String) -> String? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        guard let header = try? handle.read(upToCount: 100), header.count == 100 else { return nil }
        guard header.starts(with: Array("SQLite format 3\0".utf8)) else { return nil }
        func integer(_ offset: Int, _ length: Int) -> Int {
            header[offset..<offset + length].reduce(0) { $0 << 8 | Int($1) }
        }
        var pageSize = integer(16, 2)
        if pageSize == 1 { pageSize = 65_536 }
        let pageCount = integer(28, 4)
        // The header's page count is valid only when the change counter matches (offset 92).
        guard pageCount > 0, integer(24, 4) == integer(92, 4) else { return nil }
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        let expected = pageCount * pageSize
        return Int(status.st_size) < expected ? "truncated: \(status.st_size) of \(expected) bytes" : nil
    }

    /// Renames the file and its journal to `logs.sqlite.damaged-<time>[-wal|-shm]`.
    private static func moveAside(_ file: URL, reason: String) -> LogDatabase.Problem {
        let stamp = Int(Date().timeIntervalSince1970)
        let target = file.path + ".damaged-\(stamp)"
        rename(file.path, target)
        for suffix in ["-wal", "-shm"] { rename(file.path + suffix, target + suffix) }
        return .movedAside(reason: reason, movedTo: target)
    }
}
