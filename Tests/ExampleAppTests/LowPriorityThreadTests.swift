import Synchronization
import XCTest

@testable import ExampleApp

#if canImport(Glibc)
    import Glibc
#endif

/// `record`'s writer thread: jobs in order, `sync` waits for its own, and the thread runs
/// at nice +10 while the caller keeps its own priority.
final class LowPriorityThreadTests: XCTestCase {
    func testJobsRunInOrderAndSyncWaitsForItsResult() {
        let thread = LowPriorityThread(name: "test.low")
        let seen = Mutex<[Int]>([])
        for number in 0..<100 {
            thread.async { seen.withLock { $0.append(number) } }
        }
        let count = thread.sync { seen.withLock { $0.count } }
        XCTAssertEqual(count, 100, "sync runs after every job before it")
        XCTAssertEqual(seen.withLock { $0 }, Array(0..<100))
    }

    func testTheThreadIsNicerThanItsCaller() {
        let thread = LowPriorityThread(name: "test.nice", niceness: 10)
        errno = 0
        let caller = getpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0)
        let inside = thread.sync { getpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0) }
        XCTAssertEqual(inside, min(caller + 10, 19))
        XCTAssertEqual(getpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0), caller, "the caller's is unchanged")
    }

    /// A job knows whether others wait after it (the asciicast writer flushes after the last).
    func testAJobKnowsWhetherItIsTheLastHandedIn() {
        let thread = LowPriorityThread(name: "test.last")
        let gate = DispatchSemaphore(value: 0)
        let done = DispatchSemaphore(value: 0)
        let seen = Mutex<[Bool]>([])
        thread.async { gate.wait() }
        thread.async { seen.withLock { $0.append(thread.isRunningTheLastJob) } }
        thread.async {
            seen.withLock { $0.append(thread.isRunningTheLastJob) }
            done.signal()
        }
        gate.signal()
        done.wait()
        XCTAssertEqual(seen.withLock { $0 }, [false, true], "the second of two queued jobs is the last")
        XCTAssertTrue(thread.sync { thread.isRunningTheLastJob }, "a job handed in alone is the last")
    }
}
