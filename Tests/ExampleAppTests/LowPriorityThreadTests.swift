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
}
