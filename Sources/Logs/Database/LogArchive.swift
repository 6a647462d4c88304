import Foundation
import GRDB

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// `LogArchive.write` found a file of that name: it never replaces one.
public struct LogArchiveExists: Error, CustomStringConvertible, Sendable {
    public let path: String
    public var description: String { "\(path) exists" }
}

/// A bug report in one file (Pulse's shareable store, `.pulse`): a SQLite database with the
/// log store's own tables holding one session's messages and network tasks, plus
/// `archive_metadata` (app version, environment, terminal, size, created time) and
/// `archive_attachment` (the text and HAR exports, the session's recording). One file, no
/// journal beside it, mode 0600. `console --open FILE` reads it back as a store.
public struct LogArchive: Sendable {
    /// A named file carried in the archive.
    public struct Attachment: Sendable, Equatable {
        public var name: String
        public var mediaType: String
        public var content: Data

        public init(name: String, mediaType: String, content: Data) {
            self.name = name
            self.mediaType = mediaType
            self.content = content
        }
    }

    /// The file name's extension.
    public static let fileExtension = "etlog"
    /// The text export's and the HAR export's names among the attachments.
    public static let textExportName = "log.txt"
    public static let harExportName = "requests.har"

    /// The archive read back, as a store (read only).
    public let store: LogDatabase
    public let metadata: [String: String]
    public let attachments: [Attachment]

    /// Writes the records `query` lets through (one session) from `store` into a new file at
    /// `url` (it must not exist: `LogArchiveExists`), with `metadata`, the text and HAR exports and `attachments`.
    /// The records were redacted when stored, and are redacted again here; so are the metadata.
    /// Written into a temporary file beside it and renamed, so a failure leaves no half file.
    public static func write(
        from store: LogDatabase, query: LogQuery, metadata: [String: String], attachments: [Attachment] = [],
        creatorName: String, to url: URL
    ) throws {
        store.flush()
        let redactor = Redactor()
        let records = store.records(query).map { record -> LogRecord in
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
                return .task(task)
            }
        }
        let session = query.session.flatMap { id in store.sessions().first { $0.id == id } } ?? store.session
        var all = [
            Attachment(
                name: textExportName, mediaType: "text/plain", content: Data(LogExporter.text(records).utf8)),
            Attachment(
                name: harExportName, mediaType: "application/json",
                content: LogExporter.har(records, creatorName: creatorName)),
        ]
        all += attachments
        let temporary = url.deletingLastPathComponent()
            .appendingPathComponent(".\(url.lastPathComponent).\(getpid()).partial")
        unlink(temporary.path)
        let descriptor = Glibc.open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0o600)
        guard descriptor >= 0 else {
            throw LogStoreReadError(path: temporary.path, reason: String(cString: strerror(errno)))
        }
        close(descriptor)
        do {
            // The default rollback journal: the finished file is the whole archive.
            let queue = try DatabaseQueue(path: temporary.path)
            try LogDatabaseSchema.migrator.migrate(queue)
            try queue.write { db in
                try db.execute(
                    sql: """
                        CREATE TABLE archive_metadata (key TEXT PRIMARY KEY, value TEXT NOT NULL);
                        CREATE TABLE archive_attachment (
                            name TEXT PRIMARY KEY, mediaType TEXT NOT NULL, content BLOB NOT NULL);
                        INSERT INTO session (id, started, version, environment) VALUES (?, ?, ?, ?);
                        """,
                    arguments: [
                        session.id, session.started.timeIntervalSince1970, session.version, session.environment,
                    ])
                try LogDatabase.insert(records, session: session.id, db)
                for label in Set(
                    records.compactMap { record -> String? in
                        if case .message(let message) = record { return message.label }
                        return nil
                    })
                {
                    try db.execute(
                        sql: "INSERT OR IGNORE INTO session_label (session, label) VALUES (?, ?)",
                        arguments: [session.id, label])
                }
                for (key, value) in metadata {
                    try db.execute(
                        sql: "INSERT INTO archive_metadata (key, value) VALUES (?, ?)",
                        arguments: [key, redactor.text(value)])
                }
                for attachment in all {
                    try db.execute(
                        sql: "INSERT OR REPLACE INTO archive_attachment (name, mediaType, content) VALUES (?, ?, ?)",
                        arguments: [attachment.name, attachment.mediaType, attachment.content])
                }
            }
            try queue.close()
            // A hard link, not a rename: it fails rather than replace a file of that name.
            guard link(temporary.path, url.path) == 0 else {
                throw errno == EEXIST
                    ? LogArchiveExists(path: url.path)
                    : LogStoreReadError(path: url.path, reason: String(cString: strerror(errno)))
            }
            unlink(temporary.path)
        } catch {
            unlink(temporary.path)
            unlink(temporary.path + "-journal")
            throw error
        }
    }

    /// Reads an archive: a file that is not one, damaged, truncated or made to look like one
    /// throws with the reason (the console says it and exits 2).
    public static func open(_ url: URL) throws(LogStoreReadError) -> LogArchive {
        let store = try LogDatabase.openForReading(url, checkIntegrity: true)
        do {
            return try store.database.read { db in
                for table in ["archive_metadata", "archive_attachment"] {
                    let type = try String.fetchOne(
                        db, sql: "SELECT type FROM sqlite_master WHERE name = ?", arguments: [table])
                    guard type == "table" else {
                        throw LogStoreReadError(path: url.path, reason: "not a bug report: no \(table)")
                    }
                }
                var metadata: [String: String] = [:]
                for row in try Row.fetchAll(db, sql: "SELECT key, value FROM archive_metadata") {
                    metadata[LogDatabaseSchema.text(row, "key")] = LogDatabaseSchema.text(row, "value")
                }
                let attachments = try Row.fetchAll(
                    db, sql: "SELECT name, mediaType, content FROM archive_attachment ORDER BY name"
                ).map { row in
                    let content: DatabaseValue = row["content"] ?? .null
                    return Attachment(
                        name: LogDatabaseSchema.text(row, "name"), mediaType: LogDatabaseSchema.text(row, "mediaType"),
                        content: Data.fromDatabaseValue(content) ?? Data())
                }
                return LogArchive(store: store, metadata: metadata, attachments: attachments)
            }
        } catch let error as LogStoreReadError {
            throw error
        } catch {
            throw LogStoreReadError(path: url.path, reason: String(describing: error))
        }
    }
}
