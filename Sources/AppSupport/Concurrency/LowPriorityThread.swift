import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// A thread of its own that runs jobs in order at a lower priority than the app's (10
/// nicer than the thread that made it): work the app does for itself in the background,
/// which must not take a core from a key's frame on a machine with few of them. The log
/// store's writer (`LogDatabase`) and `record`'s asciicast writer run on one each; the
/// latter lingers, so that a key does not cost it a wake. A dispatch queue cannot be lowered
/// alone: its threads are shared, and an unprivileged thread cannot raise its priority back.
///
/// The thread starts with the first job and ends when the object is released, after the
/// jobs handed in before.
public final class LowPriorityThread: Sendable {
    private final class State: Sendable {
        let queue = Mutex(Queue())
        let wake = DispatchSemaphore(value: 0)
        /// Jobs handed in and not yet run to their end, the one running included.
        let unfinished = Atomic<Int>(0)
    }

    private struct Queue {
        var jobs: [@Sendable () -> Void] = []
        /// Whether the thread is lingering after a batch, to take the jobs handed in
        /// meanwhile without being woken for them. Set and read under the queue's lock, so a
        /// job is either taken by the lingering thread or wakes it, never neither.
        var isLingering = false
        /// Whether the thread was started (by the first job).
        var isStarted = false
        /// Whether the owner let the thread go: it ends once the jobs before are run.
        var isStopping = false
    }

    private final class Result<Value>: @unchecked Sendable {
        var value: Value?
    }

    private let state = State()
    private let name: String
    private let niceness: Int32
    private let timeout: DispatchTimeInterval?

    /// `linger`: how long the thread waits after a batch for more jobs, which it then takes
    /// without the app waking it (nil: it sleeps until woken). While the app is busy that is
    /// one batch a `linger` instead of a wake and a batch a job; idle, the thread lingers
    /// once, finds nothing and sleeps until the next job.
    public init(name: String, niceness: Int32 = 10, linger: Duration? = nil) {
        self.name = name
        self.niceness = niceness
        timeout = linger.map { linger in
            let (seconds, attoseconds) = linger.components
            return DispatchTimeInterval.nanoseconds(Int(seconds) * 1_000_000_000 + Int(attoseconds / 1_000_000_000))
        }
    }

    // Jobs capture what they need, not this object: it goes when its owner lets it go, and
    // the thread, holding only the state, ends after the jobs handed in before.
    deinit {
        let started = state.queue.withLock { queue in
            queue.isStopping = true
            return queue.isStarted
        }
        if started { state.wake.signal() }
    }

    private static func start(_ state: State, name: String, niceness: Int32, timeout: DispatchTimeInterval?) {
        let thread = Thread {
            #if canImport(Glibc)
                // Linux's nice is a thread's own (0: the calling thread): this one yields to the
                // app's threads.
                let which = __priority_which_t(PRIO_PROCESS.rawValue)
                _ = setpriority(which, 0, min(getpriority(which, 0) + niceness, 19))
            #endif
            // Set from the thread itself, the name is the kernel's too (`top -H`, perf), which
            // refuses one of more than 15 bytes.
            Thread.current.name = String(decoding: name.utf8.prefix(15), as: UTF8.self)
            var lingers = false
            while true {
                if lingers, let timeout {
                    // Woken early only by `sync`, which waits for its job, and by the end.
                    _ = state.wake.wait(timeout: .now() + timeout)
                } else {
                    state.wake.wait()
                }
                let (batch, stops) = state.queue.withLock { queue in
                    defer { queue.jobs = [] }
                    // Lingers after a batch; one that found nothing sleeps until woken.
                    queue.isLingering = timeout != nil && !queue.jobs.isEmpty && !queue.isStopping
                    return (queue.jobs, queue.isStopping)
                }
                lingers = timeout != nil && !batch.isEmpty
                for job in batch {
                    job()
                    state.unfinished.subtract(1, ordering: .releasing)
                }
                // No job comes after the owner let go: the batch taken with the stop was the last.
                if stops { return }
            }
        }
        thread.start()
    }

    /// Runs `job` on the thread after the jobs before it.
    public func async(_ job: @escaping @Sendable () -> Void) {
        hand(job, wakes: false)
    }

    private func hand(_ job: @escaping @Sendable () -> Void, wakes: Bool) {
        state.unfinished.add(1, ordering: .acquiring)
        let (signals, starts) = state.queue.withLock { queue in
            defer {
                queue.jobs.append(job)
                queue.isStarted = true
            }
            // One wake a batch: jobs already waiting have had theirs, and the thread takes
            // them all at once; a lingering thread takes them when its wait ends.
            return (wakes || (queue.jobs.isEmpty && !queue.isLingering), !queue.isStarted)
        }
        if starts { Self.start(state, name: name, niceness: niceness, timeout: timeout) }
        if signals { state.wake.signal() }
    }

    /// Whether the job now running is the last one handed in: a job that writes a buffer
    /// flushes it only then, once a batch rather than once a job.
    public var isRunningTheLastJob: Bool {
        state.unfinished.load(ordering: .acquiring) == 1
    }

    /// Runs `job` on the thread after the jobs before it and waits for its result.
    public func sync<Value>(_ job: @escaping @Sendable () -> Value) -> Value {
        let result = Result<Value>()
        let done = DispatchSemaphore(value: 0)
        // Woken, lingering or not: the caller waits.
        hand(
            {
                result.value = job()
                done.signal()
            }, wakes: true)
        done.wait()
        return result.value!
    }
}
