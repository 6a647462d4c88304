import CSQLiteSettings

/// SQLite's settings for the whole process, made once before the first connection opens
/// (every way into the store calls `apply`; SQLite takes them only before it initializes).
enum LogSQLiteSettings {
    /// Memory statistics off: with them on, SQLite takes one process-wide mutex for every
    /// allocation of every connection. The store's writer (a thread that yields to the app's)
    /// held it often enough that the main thread, reading for a key, waited on it for a
    /// writer the scheduler had set aside: perf counted half the main thread's waits during
    /// a search typed while the store took 58,000 messages a second in `sqlite3Malloc`.
    /// Nothing here reads SQLite's memory figures or sets a heap limit.
    private static let applied: Bool = csqlite_memory_statistics_off() == 0

    /// Makes the settings if SQLite is not initialized yet; whether they hold.
    @discardableResult
    static func apply() -> Bool {
        applied
    }
}
