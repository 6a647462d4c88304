import Foundation
import GRDB
import GRDBSQLite

/// Binds a row's values straight to a prepared statement and steps it: the batch insert's
/// inner loop. GRDB's `StatementArguments` box every value in an existential, which cost more
/// than SQLite's own insert at tens of thousands of rows a second.
struct LogRowInserter {
    /// Kept alive here: GRDB drops its cached statements when the schema changes (a shard of
    /// the trigram index made), and SQLite's statement lives only as long as GRDB's.
    private let owner: Statement
    private let statement: SQLiteStatement
    private var index: Int32 = 0

    init(_ statement: Statement) {
        owner = statement
        self.statement = statement.sqliteStatement
    }

    /// SQLite copies what it is given (the Swift string's storage may not outlive the call).
    private static let transient = unsafeBitCast(OpaquePointer(bitPattern: -1), to: sqlite3_destructor_type.self)

    mutating func bind(_ value: String) {
        index += 1
        var value = value
        _ = value.withUTF8 { bytes in
            // An empty buffer may have no address; SQLite reads a null pointer as NULL.
            if let base = bytes.baseAddress {
                sqlite3_bind_text(statement, index, base, Int32(bytes.count), Self.transient)
            } else {
                sqlite3_bind_text(statement, index, "", 0, Self.transient)
            }
        }
    }

    mutating func bind(_ value: String?) {
        if let value { bind(value) } else { bindNull() }
    }

    mutating func bind(_ value: Int64) {
        index += 1
        sqlite3_bind_int64(statement, index, value)
    }

    mutating func bind(_ value: Int) { bind(Int64(value)) }

    mutating func bind(_ value: Int?) {
        if let value { bind(Int64(value)) } else { bindNull() }
    }

    mutating func bind(_ value: Double) {
        index += 1
        sqlite3_bind_double(statement, index, value)
    }

    private mutating func bindNull() {
        index += 1
        sqlite3_bind_null(statement, index)
    }

    /// Runs the statement with the values bound, and resets it for the next row.
    mutating func step(_ db: Database) throws {
        defer {
            sqlite3_reset(statement)
            sqlite3_clear_bindings(statement)
            index = 0
        }
        let code = sqlite3_step(statement)
        guard code == SQLITE_DONE else {
            throw DatabaseError(
                resultCode: ResultCode(rawValue: code), message: String(cString: sqlite3_errmsg(db.sqliteConnection)))
        }
    }
}
