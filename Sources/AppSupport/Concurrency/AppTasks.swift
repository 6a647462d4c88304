/// Where the app's own work runs: `Perform`'s tasks, the tasks and requests they start, and
/// the token refresh those requests share.
///
/// An app leaves `preferredExecutor` nil, so that work runs on Swift's global pool. A test
/// pilot sets `MainQueueTaskExecutor` for its app: every step of it then runs on the main
/// queue between the pilot's own turns, so when the pilot has let the main actor settle,
/// that work has reached its next wait (on the app's clock, say) and the clock can move
/// without racing a thread that has not got there yet. It is the running app's setting
/// (`AppContext.current`), so two pilots in one process each set their own.
public enum AppTasks {
    /// The executor the running app's tasks prefer; nil is Swift's global pool.
    public static var preferredExecutor: (any TaskExecutor)? {
        get { AppContext.current.preferredExecutor }
        set { AppContext.current.preferredExecutor = newValue }
    }

    /// The priority of work a screen starts off the main actor and its user waits for while
    /// going on pressing keys: a table's sort and search, a tree's loads, an export. It runs
    /// below the main thread. Where a process may raise a priority (root, or a raised
    /// RLIMIT_NICE), libdispatch runs user-initiated work at nice -2, above the main thread's
    /// 0, and there a sort or a read took the core from the next key's frame; utility runs
    /// at nice 2. A key waits for none of this work, so none of it needs more.
    public static let backgroundPriority = TaskPriority.utility

    /// The priority of work that fills in what a screen already shows, which nobody waits for
    /// key by key: a list's rest past its first page, the counts in its tabs. libdispatch
    /// runs it at nice 10, where it gives way to the main thread at once. At utility (nice
    /// 2, close to the main thread's weight) the log panel's rest reads held a core for 3 ms
    /// at a time while a key's frame waited, and a search key typed while the store took
    /// 58,000 messages a second reached 12 to 19 ms.
    public static let fillInPriority = TaskPriority.background
}

extension AppContext {
    /// The executor this app's tasks prefer (`AppTasks.preferredExecutor`).
    public var preferredExecutor: (any TaskExecutor)? {
        get { self[PreferredExecutorKey.self] }
        set { self[PreferredExecutorKey.self] = newValue }
    }
}

private enum PreferredExecutorKey: AppContextKey {
    static let defaultValue: (any TaskExecutor)? = nil
}
