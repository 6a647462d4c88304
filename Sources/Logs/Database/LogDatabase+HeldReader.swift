import GRDB

/// One reader connection for several reads in a row. Each `unsafeRead` takes a connection
/// from GRDB's pool, hops onto its queue and asks SQLite whether the schema changed: 15 to
/// 20 µs before the statement runs, which a key typed into the panel's search paid three to
/// five times (the newest id, a page, the window's ends, the rows to check). The main
/// actor's reads hold a connection of their own (`foreground`), outside the pool.
extension LogDatabase {
    /// The connection `reading` holds on this thread, and the store it is of.
    struct HeldReader: @unchecked Sendable {
        let store: LogDatabase
        /// Used only inside the `unsafeRead` that lent it, on the thread running it.
        let db: Database
    }

    @TaskLocal static var heldReader: HeldReader?

    /// Runs `body` with the main actor's connection held (`foreground`): every read of this
    /// store in it runs on that connection, each statement still from a snapshot of its own.
    /// No other thread reads through it, so a key's reads never wait for GRDB's pool, whose
    /// lock a background read may hold (it opens a reader under it). Reads of another store
    /// take their own. A store that cannot lend it (closed) runs `body` unheld. Reads that
    /// need one snapshot for several statements go through `snapshotReading`: GRDB's
    /// `database.read` does not nest in the held connection's read and would trap.
    @MainActor
    func reading<T>(_ body: () -> T) -> T {
        if let held = Self.heldReader, held.store === self { return body() }
        var result: T?
        _ = try? foreground.unsafeRead { db in
            result = Self.$heldReader.withValue(HeldReader(store: self, db: db)) { body() }
        }
        guard let result else { return body() }
        return result
    }

    /// Runs `read` on the connection `reading` holds, or on one of the pool's.
    func unsafeReading<T>(_ read: (Database) throws -> T) throws -> T {
        if let held = Self.heldReader, held.store === self { return try read(held.db) }
        return try database.unsafeRead(read)
    }

    /// Runs `read` in one deferred read transaction, so its statements see one snapshot (a
    /// count and the newest id it counted up to): on the connection `reading` holds, or
    /// through the pool's `read`.
    func snapshotReading<T>(_ read: (Database) throws -> T) throws -> T {
        guard let held = Self.heldReader, held.store === self else { return try database.read(read) }
        if held.db.isInsideTransaction { return try read(held.db) }
        var result: Result<T, any Error>?
        try held.db.inTransaction(.deferred) {
            result = Result { try read(held.db) }
            return .commit
        }
        guard let result else { throw DatabaseError(resultCode: .SQLITE_MISUSE, message: "the read did not run") }
        return try result.get()
    }
}
