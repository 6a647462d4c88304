import Synchronization

/// Where the app's own work runs: `Perform`'s tasks, the tasks and requests they start, and
/// the token refresh those requests share.
///
/// The app leaves `preferredExecutor` nil, so that work runs on Swift's global pool. A test
/// pilot sets `MainQueueTaskExecutor`: every step of it then runs on the main queue between
/// the pilot's own turns, so when the pilot has let the main actor settle, that work has
/// reached its next wait (on the app's clock, say) and the clock can move without racing a
/// thread that has not got there yet.
public enum AppTasks {
    private static let executor = Mutex<(any TaskExecutor)?>(nil)

    /// The executor the app's tasks prefer; nil is Swift's global pool.
    public static var preferredExecutor: (any TaskExecutor)? {
        get { executor.withLock { $0 } }
        set { executor.withLock { $0 = newValue } }
    }
}
