import Foundation
import GRDB

/// The trigram index in shards by id (docs/logs.md, "The store", from schema v4): FTS5 tables
/// `message_fts_<first id>` and `task_fts_<first id>`, each indexing the rows from its first
/// id to the next shard's. The limits drop a shard whole once every row in it has gone: FTS5
/// deletes a row from an index by tokenizing its old text again (SQLite 3.43's
/// `contentless_delete` is newer than Debian's 3.40), which had halved the ingest at the cap.
///
/// A shard keeps only which rows hold each trigram (`detail=none`, no content of its own, no
/// sizes): a third of the index a position-keeping one was, written twice as fast. Without
/// positions FTS5 cannot match a phrase, so a search asks for the rows holding every trigram
/// of it (`match`) and checks each such row's folded text for the search itself.
enum LogSearchShards {
    struct Shard: Equatable, Sendable {
        /// The FTS5 table.
        let name: String
        /// The first id it indexes; it indexes the ids below the next shard's first.
        let first: Int64
    }

    /// The rows a shard holds, as the writer makes them: a tenth of the cap (the limits then
    /// drop a shard or two at a time), and the shards a migrated store's rows are put in.
    static let defaultRows: Int64 = 100_000

    /// FTS5's `hashsize` for a shard: a batch is written out as one segment or two (tens of
    /// thousands of messages came to many of FTS5's default 1 MiB, and merging them was half
    /// the index's cost).
    static let hashSize = 16 << 20

    /// The shards of a table (`message`, `task`), oldest first. Only FTS5 tables named as
    /// shards count: a bug report from elsewhere may hold anything. A store from before v4
    /// (a bug report, read without migrating) has one index of every row, `<table>_fts`.
    static func shards(_ table: String, _ db: Database) throws -> [Shard] {
        let prefix = "\(table)_fts_"
        let rows = try Row.fetchAll(
            db.cachedStatement(
                sql: """
                    SELECT name FROM sqlite_master WHERE type = 'table' AND (name GLOB ? OR name = ?) AND sql LIKE ?
                    """),
            arguments: [prefix + "[0-9]*", "\(table)_fts", "CREATE VIRTUAL TABLE%USING fts5(%"])
        return rows.compactMap { row -> Shard? in
            let name = LogDatabaseSchema.text(row, 0)
            if name == "\(table)_fts" { return Shard(name: name, first: 0) }
            let digits = name.dropFirst(prefix.count)
            guard let first = Int64(digits) else { return nil }
            return Shard(name: name, first: first)
        }.sorted { $0.first < $1.first }
    }

    /// Makes the shard whose ids start at `first`.
    @discardableResult
    static func create(_ table: String, first: Int64, _ db: Database) throws -> Shard {
        let name = "\(table)_fts_\(first)"
        try db.execute(
            sql: """
                CREATE VIRTUAL TABLE \(name) USING fts5(
                    search, content='', columnsize=0, detail=none, tokenize='trigram');
                INSERT INTO \(name) (\(name), rank) VALUES ('hashsize', \(hashSize));
                """)
        return Shard(name: name, first: first)
    }

    /// Indexes the rows of `table` again, in shards of `rows` ids (the v4 migration).
    static func rebuild(_ table: String, rows: Int64, _ db: Database) throws {
        guard let (low, high) = try LogDatabase.idRange(table, db) else { return }
        for first in stride(from: low, through: high, by: Int(rows)) {
            let shard = try create(table, first: first, db)
            try db.execute(
                sql:
                    "INSERT INTO \(shard.name) (rowid, search) SELECT id, search FROM \(table) WHERE id >= ? AND id < ?",
                arguments: [first, first + rows])
        }
    }

    /// The highest first id of a shard in `(low, id]`: the cap deletes below it, so every
    /// shard below goes whole and none is left part-indexed. Nil when there is none.
    static func boundary(_ table: String, above low: Int64, atOrBelow id: Int64, _ db: Database) throws -> Int64? {
        try shards(table, db).last { $0.first > low && $0.first <= id }?.first
    }

    /// Forgets the rows of `table` below `id` (before they are deleted): the shards wholly
    /// below go, and the shard that holds `id` is told each row it no longer holds (FTS5
    /// deletes from a contentless index given the text it indexed). Every row deleted drops
    /// every shard: SQLite numbers the rows of an empty table from 1 again, and they start
    /// new shards.
    static func forget(_ table: String, below id: Int64, _ db: Database) throws {
        let all = try shards(table, db)
        let next = (try LogDatabase.idRange(table, db)?.1 ?? 0) + 1
        for (index, shard) in all.enumerated() where shard.first < id {
            let end = index + 1 < all.count ? all[index + 1].first : next
            if end <= id {
                try db.execute(sql: "DROP TABLE \(shard.name)")
            } else {
                try db.execute(
                    sql: """
                        INSERT INTO \(shard.name) (\(shard.name), rowid, search)
                            SELECT 'delete', id, search FROM \(table) WHERE id >= ? AND id < ?
                        """, arguments: [shard.first, id])
            }
        }
    }

    /// FTS5's own check of each shard's index (tests; it throws on damage).
    static func checkIntegrity(_ table: String, _ db: Database) throws {
        for shard in try shards(table, db) {
            try db.execute(sql: "INSERT INTO \(shard.name) (\(shard.name), rank) VALUES ('integrity-check', 1)")
        }
    }

    /// Drops every shard of `table` (the panel's Clear).
    static func dropAll(_ table: String, _ db: Database) throws {
        for shard in try shards(table, db) { try db.execute(sql: "DROP TABLE \(shard.name)") }
    }

    /// A folded search of three characters or more as an FTS5 query: each of its trigrams
    /// quoted (nothing in it is syntax) and all of them required. The rows it finds hold
    /// every trigram somewhere; the caller keeps those whose text holds the search.
    static func match(_ search: String) -> String {
        // The trigram tokenizer counts Unicode scalars, not grapheme clusters.
        let scalars = Array(search.unicodeScalars)
        guard scalars.count >= 3 else { return phrase(search) }
        var seen = Set<String>()
        var terms: [String] = []
        for start in 0...(scalars.count - 3) {
            var trigram = ""
            trigram.unicodeScalars.append(contentsOf: scalars[start..<start + 3])
            if seen.insert(trigram).inserted { terms.append(phrase(trigram)) }
        }
        return terms.joined(separator: " AND ")
    }

    /// Text as one FTS5 phrase: quoted, its quotes doubled.
    static func phrase(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}

/// The shards a reader last listed, with the schema version they were listed at: a page
/// reads the list again only after the writer made or dropped one.
struct LogSearchShardList: Sendable {
    var schemaVersion: Int
    var message: [LogSearchShards.Shard]
    var task: [LogSearchShards.Shard]
}
