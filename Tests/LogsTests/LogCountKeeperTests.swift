import AppSupport
import Foundation
import Synchronization
import XCTest

@testable import Logs

/// Panels over one store share its counts: the one running, and the last one made.
final class LogCountKeeperTests: XCTestCase {
    /// A count that returns `total` once `release` is signalled, counting its runs.
    private final class SlowCount: Sendable {
        let runs = Atomic(0)
        let release = DispatchSemaphore(value: 0)

        func callAsFunction(_ total: Int) -> (count: Int, newest: Int64?) {
            runs.add(1, ordering: .relaxed)
            release.wait()
            return (total, 42)
        }
    }

    func testPanelsAskingWhileACountRunsShareIt() async {
        let keeper = LogCountKeeper()
        let slow = SlowCount()
        let first = keeper.count(.messages, session: 7, oldest: 1) { slow(900) }
        let second = keeper.count(.messages, session: 7, oldest: 1) { slow(900) }
        let otherSession = keeper.count(.messages, session: 8, oldest: 1) { (3, 9) }
        XCTAssertEqual(first, second, "one count for both panels")
        XCTAssertNotEqual(first, otherSession)
        slow.release.signal()
        let mark = await second.value
        XCTAssertEqual(mark, LogCountMark(count: 900, newest: 42, oldest: 1))
        XCTAssertEqual(slow.runs.load(ordering: .relaxed), 1)
        XCTAssertEqual(keeper.mark(.messages, session: 7), mark, "kept for the next panel")
        XCTAssertNil(keeper.mark(.tasks, session: 7))
        let next = keeper.count(.messages, session: 7, oldest: 1) { (901, 43) }
        XCTAssertNotEqual(next, first, "a count that ended is not handed out again")
        _ = await next.value
        _ = await otherSession.value
    }

    /// A count fills in a tab's figure: it runs at the fill-in priority (nice 10 here), below
    /// the work a user waits for and the main thread. At utility it held a core for 3 ms at
    /// a time while a key's frame waited.
    func testACountRunsAtTheFillInPriority() async {
        let which = __priority_which_t(PRIO_PROCESS.rawValue)
        let counted = Atomic<Int32>(.min)
        _ = await LogCountKeeper().count(.messages, session: 1, oldest: nil) {
            counted.store(getpriority(which, 0), ordering: .relaxed)
            return (0, nil)
        }.value
        let fillIn = await Task.detached(priority: AppTasks.fillInPriority) { getpriority(which, 0) }.value
        let awaited = await Task.detached(priority: AppTasks.backgroundPriority) { getpriority(which, 0) }.value
        XCTAssertEqual(counted.load(ordering: .relaxed), fillIn)
        XCTAssertGreaterThan(fillIn, awaited)
    }

    func testACountBegunBeforeTheStoreWasEmptiedIsNotKept() async {
        let keeper = LogCountKeeper()
        let slow = SlowCount()
        let running = keeper.count(.tasks, session: nil, oldest: 1) { slow(500) }
        keeper.forget()
        slow.release.signal()
        _ = await running.value
        XCTAssertNil(keeper.mark(.tasks, session: nil))
        keeper.remember(LogCountMark(count: 2, newest: 5, oldest: 1), .tasks, session: nil)
        keeper.remember(LogCountMark(count: 1, newest: 3, oldest: 1), .tasks, session: nil)
        XCTAssertEqual(keeper.mark(.tasks, session: nil)?.count, 2, "an older count does not replace a newer one")
    }
}
