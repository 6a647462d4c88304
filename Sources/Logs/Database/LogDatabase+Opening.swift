import Foundation
import GRDB

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Why a log store could not be read (`LogDatabase.openForReading`): the console says it and
/// exits 2, never moving or changing the file.
public struct LogStoreReadError: Error, CustomStringConvertible, Sendable, Equatable {
    public let path: String
    public let reason: String

    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    public var description: String { "cannot read the log store \(path): \(reason)" }
}

extension LogDatabase {
    /// Opens a store file only to read it, as a concurrent reader of the running app's store
    /// (WAL: it never waits for the writer) or a bug report: nothing is written, moved or
    /// migrated. Every table must be exactly the store's, so a file made to look like one
    /// (a view, a trigger, other columns) is refused; with `checkIntegrity` (a file from
    /// elsewhere) every page is checked too. Rows are read without trusting their types.
    public static func openForReading(_ file: URL, checkIntegrity: Bool = false) throws(LogStoreReadError)
        -> LogDatabase
    {
        LogSQLiteSettings.apply()
        let path = file.path
        func failure(_ reason: String) -> LogStoreReadError { LogStoreReadError(path: path, reason: reason) }
        var status = stat()
        guard stat(path, &status) == 0 else { throw failure(String(cString: strerror(errno))) }
        guard status.st_mode & S_IFMT == S_IFREG else { throw failure("not a file") }
        guard access(path, R_OK) == 0 else { throw failure(String(cString: strerror(errno))) }
        guard status.st_size > 0 else { throw failure("the file is empty") }
        if let truncation = LogDatabaseOpener.truncation(of: path) { throw failure(truncation) }
        var configuration = GRDB.Configuration()
        configuration.readonly = true
        configuration.busyMode = .timeout(2)
        configuration.prepareDatabase { db in
            // Nothing in the file's schema runs SQL functions; a damaged cell is an error, not a read out of bounds.
            try db.execute(sql: "PRAGMA trusted_schema = OFF; PRAGMA cell_size_check = ON")
        }
        do {
            let database = try DatabaseQueue(path: path, configuration: configuration)
            let session = try database.read { db -> LogSession in
                try checkSchema(db)
                if checkIntegrity {
                    let result = try String.fetchAll(db, sql: "PRAGMA quick_check(1)")
                    guard result == ["ok"] else { throw DatabaseError(message: "damaged: \(result.joined())") }
                }
                let row = try Row.fetchOne(
                    db, sql: "SELECT id, started, version, environment FROM session ORDER BY id DESC LIMIT 1")
                return row.map(LogDatabaseSchema.session)
                    ?? LogSession(id: 0, started: .distantPast, version: "", environment: "")
            }
            return LogDatabase(reading: database, fileURL: file, session: session)
        } catch let error as DatabaseError {
            switch error.resultCode {
            case .SQLITE_NOTADB: throw failure("not a log store (not SQLite)")
            case .SQLITE_CORRUPT: throw failure("damaged (\(error.message ?? "corrupt"))")
            case .SQLITE_BUSY, .SQLITE_LOCKED: throw failure("locked by another process")
            default: throw failure(error.message ?? "\(error.resultCode)")
            }
        } catch {
            throw failure(String(describing: error))
        }
    }

    /// Every table and index the store makes, exactly as it makes them, and nothing else
    /// that could run when read (views, triggers).
    private static func checkSchema(_ db: Database) throws {
        let found = try Row.fetchAll(
            db, sql: "SELECT type, name, sql FROM sqlite_master WHERE name NOT LIKE 'sqlite_%'")
        var expected: [String: String] = [:]
        for (name, sql) in expectedSchema { expected[name] = sql }
        var seen = Set<String>()
        for row in found {
            let type = LogDatabaseSchema.text(row, "type")
            let name = LogDatabaseSchema.text(row, "name")
            let sql = LogDatabaseSchema.text(row, "sql")
            if type == "view" || type == "trigger" {
                throw DatabaseError(message: "not a log store: it has a \(type) '\(name)'")
            }
            // The trigram index's shards and FTS5's own tables behind them (`message_fts_1_data`,
            // ...; before v4 `message_fts`), and the archive's tables.
            if name.hasPrefix("message_fts_") || name.hasPrefix("task_fts_") || name.hasPrefix("archive_")
                || name == "grdb_migrations"
            {
                continue
            }
            guard let want = expected[name] else { continue }
            guard want == sql else { throw DatabaseError(message: "not a log store: '\(name)' is not the store's") }
            seen.insert(name)
        }
        let missing = expected.keys.filter { !seen.contains($0) }.sorted()
        guard missing.isEmpty else {
            throw DatabaseError(message: "not a log store: no \(missing.joined(separator: ", "))")
        }
    }

    /// The `sqlite_master` text of the store's tables, from a fresh store in memory.
    private static let expectedSchema: [(String, String)] = {
        // The schema is the migrator's own: it cannot fail on an empty database in memory.
        let queue = try! DatabaseQueue()
        try! LogDatabaseSchema.migrator.migrate(queue)
        return try! queue.read { db in
            try Row.fetchAll(
                db,
                sql: """
                    SELECT name, sql FROM sqlite_master WHERE name IN
                    ('session', 'session_label', 'message', 'task')
                    """
            ).map { (LogDatabaseSchema.text($0, "name"), LogDatabaseSchema.text($0, "sql")) }
        }
    }()
}
