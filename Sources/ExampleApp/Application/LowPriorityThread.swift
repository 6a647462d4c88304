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
                for job in batch { job() }
            }
        }
        thread.name = name
        thread.start()
    }

    /// Runs `job` on the thread after the jobs before it.
    func async(_ job: @escaping @Sendable () -> Void) {
        state.jobs.withLock { $0.append(job) }
        state.wake.signal()
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
