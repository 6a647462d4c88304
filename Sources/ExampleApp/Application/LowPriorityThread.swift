import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// A thread of its own that runs jobs in order at a lower priority than the app's (10
/// nicer than the thread that made it): `record`'s writer, which must not take a core from the key's frame on a machine
/// with few of them. A dispatch queue cannot be lowered alone: its threads are shared.
final class LowPriorityThread: Sendable {
    private final class State: Sendable {
        let jobs = Mutex<[@Sendable () -> Void]>([])
        let wake = DispatchSemaphore(value: 0)
        /// Jobs handed in and not yet run to their end, the one running included.
        let unfinished = Atomic<Int>(0)
    }

    private final class Result<Value>: @unchecked Sendable {
        var value: Value?
    }

    private let state = State()

    init(name: String, niceness: Int32 = 10) {
        let state = self.state
        let thread = Thread {
            #if canImport(Glibc)
                // Linux's nice is a thread's own (0: the calling thread): this one yields to the
                // app's threads.
                let which = __priority_which_t(PRIO_PROCESS.rawValue)
                _ = setpriority(which, 0, min(getpriority(which, 0) + niceness, 19))
            #endif
            while true {
                state.wake.wait()
                let batch = state.jobs.withLock { jobs in
                    defer { jobs = [] }
                    return jobs
                }
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
        state.unfinished.add(1, ordering: .acquiring)
        let wasEmpty = state.jobs.withLock { jobs in
            defer { jobs.append(job) }
            return jobs.isEmpty
        }
        // One wake a batch: jobs already waiting have had theirs, and the thread takes them
        // all at once. A key's input and its frame cost the app one wake, not two.
        if wasEmpty { state.wake.signal() }
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
        async {
            result.value = job()
            done.signal()
        }
        done.wait()
        return result.value!
    }
}
