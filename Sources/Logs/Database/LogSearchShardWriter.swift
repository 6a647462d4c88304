import Foundation
import GRDB

/// Indexes a batch's rows in the newest shard of a table, starting one every `rows` ids.
struct LogSearchShardWriter {
    let table: String
    let rows: Int64
    private var shard: LogSearchShards.Shard?
    private var isListed = false
    private var inserter: LogRowInserter?

    init(table: String, rows: Int64) {
        self.table = table
        self.rows = rows
    }

    mutating func index(_ id: Int64, _ search: String, _ db: Database) throws {
        if !isListed {
            shard = try LogSearchShards.shards(table, db).last
            isListed = true
        }
        if shard.map({ id - $0.first >= rows }) ?? true {
            shard = try LogSearchShards.create(table, first: id, db)
            inserter = nil
        }
        guard let shard else { return }
        if inserter == nil {
            inserter = LogRowInserter(
                try db.cachedStatement(sql: "INSERT INTO \(shard.name) (rowid, search) VALUES (?, ?)"))
        }
        inserter?.bind(id)
        inserter?.bind(search)
        try inserter?.step(db)
    }
}
