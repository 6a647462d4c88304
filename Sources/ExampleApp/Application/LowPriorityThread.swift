import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// A thread of its own that runs jobs in order at a lower priority than the app's (10
/// nicer than the thread that made it): `record`'s writer, which must not take a core from
/// the key's frame on a machine with few of them, nor cost the key a wake when it can linger.
/// A dispatch queue cannot be lowered alone: its threads are shared.
final class LowPriorityThread: Sendable {
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
    }

    private final class Result<Value>: @unchecked Sendable {
        var value: Value?
    }

    private let state = State()

    /// `linger`: how long the thread waits after a batch for more jobs, which it then takes
    /// without the app waking it (nil: it sleeps until woken). While the app is busy that is
    /// one batch a `linger` instead of a wake and a batch a job; idle, the thread lingers
    /// once, finds nothing and sleeps until the next job.
    init(name: String, niceness: Int32 = 10, linger: Duration? = nil) {
        let state = self.state
        let timeout = linger.map { linger in
            let (seconds, attoseconds) = linger.components
            return DispatchTimeInterval.nanoseconds(Int(seconds) * 1_000_000_000 + Int(attoseconds / 1_000_000_000))
        }
        let thread = Thread {
            #if canImport(Glibc)
                // Linux's nice is a thread's own (0: the calling thread): this one yields to the
                // app's threads.
                let which = __priority_which_t(PRIO_PROCESS.rawValue)
                _ = setpriority(which, 0, min(getpriority(which, 0) + niceness, 19))
            #endif
            var lingers = false
            while true {
                if lingers, let timeout {
                    // Woken early only by `sync`, which waits for its job.
                    _ = state.wake.wait(timeout: .now() + timeout)
                } else {
                    state.wake.wait()
                }
                let batch = state.queue.withLock { queue in
                    defer { queue.jobs = [] }
                    // Lingers after a batch; one that found nothing sleeps until woken.
                    queue.isLingering = timeout != nil && !queue.jobs.isEmpty
                    return queue.jobs
                }
                lingers = timeout != nil && !batch.isEmpty
                for job in batch {
                    job()
                    state.unfinished.subtract(1, ordering: .releasing)
                }
            }
        }
        thread.name = name
        thread.start()
    }

    /// Runs `job` on the thread after the jobs before it.
    func async(_ job: @escaping @Sendable () -> Void) {
        hand(job, wakes: false)
    }

    private func hand(_ job: @escaping @Sendable () -> Void, wakes: Bool) {
        state.unfinished.add(1, ordering: .acquiring)
        let signals = state.queue.withLock { queue in
            defer { queue.jobs.append(job) }
            // One wake a batch: jobs already waiting have had theirs, and the thread takes
            // them all at once; a lingering thread takes them when its wait ends.
            return wakes || (queue.jobs.isEmpty && !queue.isLingering)
        }
        if signals { state.wake.signal() }
    }

    /// Whether the job now running is the last one handed in: a job that writes a buffer
    /// flushes it only then, once a batch rather than once a job.
    var isRunningTheLastJob: Bool {
        state.unfinished.load(ordering: .acquiring) == 1
    }

    /// Runs `job` on the thread after the jobs before it and waits for its result.
    func sync<Value>(_ job: @escaping @Sendable () -> Value) -> Value {
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
