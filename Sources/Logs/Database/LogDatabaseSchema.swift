import Foundation
import GRDB

/// The log store's tables (docs/logs.md, "The store"): sessions, messages and network tasks,
/// each message and task with `search`, its searchable fields folded (`LogSearchText`), and
/// an FTS5 trigram index over that column for searches of three characters or more (from v4
/// in shards by id, `LogSearchShards`).
enum LogDatabaseSchema {
    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1") { db in
            try db.execute(
                sql: """
                    CREATE TABLE session (
                        id INTEGER PRIMARY KEY,
                        started REAL NOT NULL,
                        version TEXT NOT NULL,
                        environment TEXT NOT NULL
                    );
                    -- The categories a session logged in, for the panel's category filter.
                    CREATE TABLE session_label (
                        session INTEGER NOT NULL,
                        label TEXT NOT NULL,
                        PRIMARY KEY (session, label)
                    ) WITHOUT ROWID;
                    CREATE TABLE message (
                        id INTEGER PRIMARY KEY,
                        uuid TEXT NOT NULL,
                        session INTEGER NOT NULL,
                        date REAL NOT NULL,
                        level INTEGER NOT NULL,
                        label TEXT NOT NULL,
                        subsystem TEXT NOT NULL,
                        text TEXT NOT NULL,
                        metadata TEXT NOT NULL,
                        file TEXT NOT NULL,
                        function TEXT NOT NULL,
                        line INTEGER NOT NULL,
                        search TEXT NOT NULL
                    );
                    -- Every index ends in the rowid: a filter's rows come newest first from it.
                    CREATE INDEX message_session ON message(session);
                    CREATE INDEX message_session_level ON message(session, level);
                    CREATE INDEX message_session_label ON message(session, label);
                    CREATE INDEX message_level ON message(level);
                    CREATE INDEX message_label ON message(label);
                    CREATE TABLE task (
                        id INTEGER PRIMARY KEY,
                        uuid TEXT NOT NULL,
                        session INTEGER NOT NULL,
                        date REAL NOT NULL,
                        method TEXT NOT NULL,
                        url TEXT NOT NULL,
                        statusCode INTEGER,
                        statusClass INTEGER NOT NULL,
                        duration REAL NOT NULL,
                        requestHeaders TEXT NOT NULL,
                        requestBody TEXT,
                        requestBodySize INTEGER NOT NULL,
                        responseHeaders TEXT NOT NULL,
                        responseBody TEXT,
                        responseBodySize INTEGER NOT NULL,
                        error TEXT,
                        search TEXT NOT NULL
                    );
                    CREATE INDEX task_session ON task(session);
                    CREATE INDEX task_session_status ON task(session, statusClass);
                    CREATE INDEX task_status ON task(statusClass);
                    -- External content: the folded text is kept once, in the row.
                    CREATE VIRTUAL TABLE message_fts USING fts5(
                        search, content='message', content_rowid='id', tokenize='trigram');
                    CREATE VIRTUAL TABLE task_fts USING fts5(
                        search, content='task', content_rowid='id', tokenize='trigram');
                    """)
        }
        // A category with a level (or a level alone) that matches few of a million rows: the
        // planner walked the session's ids and read every row to test it. Each (category,
        // level) range of this index is in id order, so a page reads only what it shows
        // (`LogDatabase.page`, which names the index).
        migrator.registerMigration("v2: the category and level filter's index") { db in
            try db.execute(
                sql: """
                    CREATE INDEX message_session_label_level ON message(session, label, level);
                    DROP INDEX message_session_label;
                    """)
        }
        // FTS5 keeps a transaction's new entries in memory and writes them out as a segment
        // when they pass `hashsize` (1 MiB by default), merging segments as they pile up: at
        // tens of thousands of messages a batch that was half the trigram index's cost. With
        // 16 MiB a batch is a segment or two (the memory is held only while a batch is written).
        migrator.registerMigration("v3: the trigram indexes' pending-entries size") { db in
            try db.execute(
                sql: """
                    INSERT INTO message_fts (message_fts, rank) VALUES ('hashsize', \(Self.ftsHashSize));
                    INSERT INTO task_fts (task_fts, rank) VALUES ('hashsize', \(Self.ftsHashSize));
                    """)
        }
        // The trigram index in shards by id that the limits drop whole (`LogSearchShards`);
        // the rows stored are indexed again, in shards of the default size.
        migrator.registerMigration("v4: the trigram index in shards") { db in
            for table in ["message", "task"] {
                try db.execute(sql: "DROP TABLE \(table)_fts")
                try LogSearchShards.rebuild(table, rows: LogSearchShards.defaultRows, db)
            }
        }
        return migrator
    }

    /// FTS5's `hashsize` for the trigram indexes of v3 (v4's shards: `LogSearchShards.hashSize`).
    static let ftsHashSize = 16 << 20

    /// The index a filter's page reads, newest first, in stores from v2 on.
    static let categoryLevelIndex = "message_session_label_level"

    /// The level's rank as stored: filters compare integers.
    static func rank(of level: LogLevel) -> Int { LogLevel.allCases.firstIndex(of: level) ?? 0 }

    static func level(ofRank rank: Int) -> LogLevel {
        LogLevel.allCases.indices.contains(rank) ? LogLevel.allCases[rank] : .debug
    }

    static func rank(of status: NetworkStatusClass) -> Int { NetworkStatusClass.allCases.firstIndex(of: status) ?? 0 }

    /// `[String: String]` as a JSON object, sorted by key; written by hand because
    /// `JSONEncoder` cost more than the insert itself at fifty thousand messages a second.
    static func json(_ dictionary: [String: String]) -> String {
        guard !dictionary.isEmpty else { return "{}" }
        var out = "{"
        for (index, key) in dictionary.keys.sorted().enumerated() {
            if index > 0 { out += "," }
            appendQuoted(key, to: &out)
            out += ":"
            appendQuoted(dictionary[key] ?? "", to: &out)
        }
        return out + "}"
    }

    private static func appendQuoted(_ text: String, to out: inout String) {
        out += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20: out += String(format: "\\u%04x", scalar.value)
            default: out.unicodeScalars.append(scalar)
            }
        }
        out += "\""
    }

    static func dictionary(_ json: String) -> [String: String] {
        if let decoded = LogMetadataDecoder.decode(json) { return decoded }
        guard json != "{}", let data = json.data(using: .utf8),
            let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
        else { return [:] }
        return object.compactMapValues { $0 as? String }
    }

    /// The fields a search looks in, folded and joined by newlines (a search never holds
    /// one, so no match spans two fields).
    static func searchText(_ fields: [String]) -> String {
        var bytes: [UInt8] = []
        for field in fields where !field.isEmpty {
            if !bytes.isEmpty { bytes.append(0x0A) }
            LogSearchText.append(field, to: &bytes)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    static func searchText(of message: LogMessage) -> String {
        var fields = [message.text, message.label, message.file, message.function]
        for key in message.metadata.keys.sorted() {
            fields.append(key)
            fields.append(message.metadata[key] ?? "")
        }
        return searchText(fields)
    }

    static func searchText(of task: NetworkTaskRecord) -> String {
        searchText([
            task.method, task.url, task.statusCode.map(String.init) ?? "", task.error ?? "",
            task.requestBody ?? "", task.responseBody ?? "",
        ])
    }

    static let messageColumns =
        "id, uuid, session, date, level, label, subsystem, text, metadata, file, function, line"
    static let taskColumns = """
        id, uuid, session, date, method, url, statusCode, duration, requestHeaders, requestBody, \
        requestBodySize, responseHeaders, responseBody, responseBodySize, error
        """

    // The rows are read without trusting their types: a bug report from elsewhere may hold
    // anything (GRDB traps on a value it cannot convert), so a value of the wrong kind reads
    // as empty rather than stopping the reader.
    /// A row of `SELECT messageColumns`, its values read by position (by name, a lookup
    /// of each column took a third of reading a list's rows).
    static func message(_ row: Row) -> LogMessage {
        LogMessage(
            id: LogUUIDParser.parse(text(row, 1)) ?? UUID(), date: Date(timeIntervalSince1970: real(row, 3)),
            level: level(ofRank: integer(row, 4) ?? 0), label: text(row, 5), subsystem: text(row, 6),
            text: text(row, 7), metadata: dictionary(text(row, 8)), file: text(row, 9), function: text(row, 10),
            line: integer(row, 11) ?? 0)
    }

    /// A row of `SELECT taskColumns`, by position.
    static func task(_ row: Row) -> NetworkTaskRecord {
        NetworkTaskRecord(
            id: LogUUIDParser.parse(text(row, 1)) ?? UUID(), date: Date(timeIntervalSince1970: real(row, 3)),
            method: text(row, 4), url: text(row, 5), statusCode: integer(row, 6), duration: real(row, 7),
            requestHeaders: dictionary(text(row, 8)), requestBody: optionalText(row, 9),
            requestBodySize: integer(row, 10) ?? 0, responseHeaders: dictionary(text(row, 11)),
            responseBody: optionalText(row, 12), responseBodySize: integer(row, 13) ?? 0, error: optionalText(row, 14))
    }

    static func session(_ row: Row) -> LogSession {
        LogSession(
            id: integer64(row, "id") ?? 0, started: Date(timeIntervalSince1970: real(row, "started")),
            version: text(row, "version"), environment: text(row, "environment"))
    }

    static func optionalText(_ row: Row, _ column: String) -> String? {
        optionalText(row[column] ?? .null)
    }

    static func optionalText(_ row: Row, _ position: Int) -> String? { optionalText(row[position]) }

    private static func optionalText(_ value: DatabaseValue) -> String? { String.fromDatabaseValue(value) }

    static func text(_ row: Row, _ column: String) -> String { optionalText(row, column) ?? "" }

    static func text(_ row: Row, _ position: Int) -> String { optionalText(row, position) ?? "" }

    static func real(_ row: Row, _ column: String) -> Double { real(row[column] ?? .null) }

    static func real(_ row: Row, _ position: Int) -> Double { real(row[position]) }

    private static func real(_ value: DatabaseValue) -> Double {
        guard let number = Double.fromDatabaseValue(value), number.isFinite else { return 0 }
        // Dates past year 9999 or before 0 read as 1970 (Foundation's formatters trap on some).
        return abs(number) < 253_402_300_800 ? number : 0
    }

    static func integer64(_ row: Row, _ column: String) -> Int64? {
        let value: DatabaseValue = row[column] ?? .null
        return Int64.fromDatabaseValue(value)
    }

    static func integer(_ row: Row, _ column: String) -> Int? {
        integer64(row, column).flatMap { Int(exactly: $0) }
    }

    static func integer(_ row: Row, _ position: Int) -> Int? {
        let value: DatabaseValue = row[position]
        return Int64.fromDatabaseValue(value).flatMap { Int(exactly: $0) }
    }
}
