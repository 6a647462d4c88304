import Dispatch
import Synchronization

/// Runs tasks that prefer it on the main queue, one job at a time, in the order they were
/// queued with the main actor's own jobs: a pilot's `AppTasks.preferredExecutor`, which makes
/// work off the main actor as orderly as the main actor itself.
public final class MainQueueTaskExecutor: TaskExecutor {
    public static let shared = MainQueueTaskExecutor()

    private let waiting = Atomic<Int>(0)

    private init() {}

    /// Jobs queued and not yet run: zero once every task that prefers this executor waits
    /// (on the clock, say) or has ended.
    public var queuedJobs: Int { waiting.load(ordering: .acquiring) }

    public func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        let executor = asUnownedTaskExecutor()
        waiting.add(1, ordering: .releasing)
        DispatchQueue.main.async {
            self.waiting.subtract(1, ordering: .releasing)
            job.runSynchronously(on: executor)
        }
    }
}
