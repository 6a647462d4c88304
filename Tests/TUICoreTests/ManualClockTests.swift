import XCTest

@testable import TUICore

@MainActor
final class ManualClockTests: XCTestCase {
    func testStartsAtZeroWithNothingPending() async {
        let clock = ManualClock()
        XCTAssertEqual(clock.now, .zero)
        XCTAssertEqual(clock.pendingCount, 0)
    }

    func testNextDeadlineIsTheEarliestActionStillWaiting() async {
        let clock = ManualClock()
        XCTAssertNil(clock.nextDeadline)
        let first = clock.schedule(after: .seconds(1)) {}
        clock.schedule(after: .seconds(3)) {}
        XCTAssertEqual(clock.nextDeadline, .seconds(1))
        first.cancel()
        XCTAssertEqual(clock.nextDeadline, .seconds(3), "a cancelled action is not waited for")
        clock.advance(by: .seconds(3))
        XCTAssertNil(clock.nextDeadline)
    }

    func testNothingRunsBeforeItsDeadline() async {
        let clock = ManualClock()
        var ran = false
        clock.schedule(after: .seconds(1)) { ran = true }
        clock.advance(by: .milliseconds(999))
        XCTAssertFalse(ran)
        XCTAssertEqual(clock.pendingCount, 1)
        clock.advance(by: .milliseconds(1))
        XCTAssertTrue(ran)
        XCTAssertEqual(clock.pendingCount, 0)
    }

    func testActionsRunInDeadlineOrderAtTheirDeadline() async {
        let clock = ManualClock()
        var log: [(String, Duration)] = []
        clock.schedule(after: .seconds(3)) { log.append(("c", clock.now)) }
        clock.schedule(after: .seconds(1)) { log.append(("a", clock.now)) }
        clock.schedule(after: .seconds(2)) { log.append(("b", clock.now)) }
        clock.advance(by: .seconds(10))
        XCTAssertEqual(log.map(\.0), ["a", "b", "c"])
        XCTAssertEqual(log.map(\.1), [.seconds(1), .seconds(2), .seconds(3)])
    }

    func testSameDeadlineRunsInScheduleOrder() async {
        let clock = ManualClock()
        var log: [Int] = []
        for index in 0..<5 {
            clock.schedule(after: .milliseconds(100)) { log.append(index) }
        }
        clock.schedule(after: .milliseconds(50)) { log.append(-1) }
        clock.advance(by: .milliseconds(100))
        XCTAssertEqual(log, [-1, 0, 1, 2, 3, 4])
    }

    func testCancelledActionsNeverRun() async {
        let clock = ManualClock()
        var log: [String] = []
        let first = clock.schedule(after: .seconds(1)) { log.append("first") }
        clock.schedule(after: .seconds(2)) { log.append("second") }
        XCTAssertEqual(clock.pendingCount, 2)
        first.cancel()
        XCTAssertEqual(clock.pendingCount, 1)
        clock.advance(by: .seconds(5))
        XCTAssertEqual(log, ["second"])
        XCTAssertEqual(clock.pendingCount, 0)
        first.cancel()  // Cancelling twice is harmless.
        XCTAssertEqual(clock.pendingCount, 0)
    }

    func testAnActionCanCancelALaterOne() async {
        let clock = ManualClock()
        var log: [String] = []
        var later: (any Cancellable)?
        clock.schedule(after: .seconds(1)) {
            log.append("early")
            later?.cancel()
        }
        later = clock.schedule(after: .seconds(2)) { log.append("late") }
        clock.advance(by: .seconds(3))
        XCTAssertEqual(log, ["early"])
    }

    func testCancellingAfterFiringDoesNothing() async {
        let clock = ManualClock()
        var count = 0
        let task = clock.schedule(after: .zero) { count += 1 }
        clock.advance(by: .zero)
        task.cancel()
        clock.advance(by: .seconds(1))
        XCTAssertEqual(count, 1)
    }

    func testActionScheduledDuringAdvanceRunsIfItFallsWithin() async {
        let clock = ManualClock()
        var log: [(String, Duration)] = []
        clock.schedule(after: .seconds(1)) {
            log.append(("outer", clock.now))
            clock.schedule(after: .seconds(1)) { log.append(("inner", clock.now)) }
            clock.schedule(after: .seconds(5)) { log.append(("too late", clock.now)) }
        }
        clock.schedule(after: .milliseconds(1500)) { log.append(("between", clock.now)) }
        clock.advance(by: .seconds(3))
        XCTAssertEqual(log.map(\.0), ["outer", "between", "inner"])
        XCTAssertEqual(log.map(\.1), [.seconds(1), .milliseconds(1500), .seconds(2)])
        XCTAssertEqual(clock.pendingCount, 1)
        clock.advance(by: .seconds(3))
        XCTAssertEqual(log.last?.0, "too late")
        XCTAssertEqual(log.last?.1, .seconds(6))
    }

    func testZeroDelayScheduledByAnActionRunsInTheSameAdvance() async {
        let clock = ManualClock()
        var count = 0
        func tick() {
            count += 1
            if count < 3 { clock.schedule(after: .zero) { tick() } }
        }
        clock.schedule(after: .seconds(1)) { tick() }
        clock.advance(by: .seconds(1))
        XCTAssertEqual(count, 3)
        XCTAssertEqual(clock.pendingCount, 0)
    }

    func testRepeatingTimerFiresOncePerPeriod() async {
        let clock = ManualClock()
        var times: [Duration] = []
        func arm() {
            clock.schedule(after: .milliseconds(100)) {
                times.append(clock.now)
                arm()
            }
        }
        arm()
        clock.advance(by: .milliseconds(350))
        XCTAssertEqual(times, [.milliseconds(100), .milliseconds(200), .milliseconds(300)])
        XCTAssertEqual(clock.pendingCount, 1)
    }

    func testNowEndsAtTheTarget() async {
        let clock = ManualClock()
        clock.advance(by: .seconds(2))
        XCTAssertEqual(clock.now, .seconds(2))
        clock.schedule(after: .seconds(1)) {}
        clock.advance(by: .milliseconds(2500))
        XCTAssertEqual(clock.now, .milliseconds(4500))
        clock.advance(by: .zero)
        XCTAssertEqual(clock.now, .milliseconds(4500))
    }

    func testDeadlinesCountFromTheTimeOfScheduling() async {
        let clock = ManualClock()
        clock.advance(by: .seconds(10))
        var firedAt: Duration?
        clock.schedule(after: .seconds(1)) { firedAt = clock.now }
        clock.advance(by: .milliseconds(500))
        XCTAssertNil(firedAt)
        clock.advance(by: .milliseconds(500))
        XCTAssertEqual(firedAt, .seconds(11))
    }

    func testNegativeDelayRunsOnTheNextAdvance() async {
        let clock = ManualClock()
        clock.advance(by: .seconds(1))
        var firedAt: Duration?
        clock.schedule(after: .seconds(-5)) { firedAt = clock.now }
        XCTAssertNil(firedAt)
        clock.advance(by: .zero)
        XCTAssertEqual(firedAt, .seconds(1))
    }

    func testTimeNeverRunsBackwards() async {
        let clock = ManualClock()
        clock.advance(by: .seconds(5))
        var ran = false
        clock.schedule(after: .seconds(1)) { ran = true }
        clock.advance(by: .seconds(-3))
        XCTAssertEqual(clock.now, .seconds(5))
        XCTAssertFalse(ran)
        clock.advance(by: .seconds(1))
        XCTAssertTrue(ran)
    }

    func testPendingCount() async {
        let clock = ManualClock()
        let tasks = (1...4).map { index in clock.schedule(after: .seconds(index)) {} }
        XCTAssertEqual(clock.pendingCount, 4)
        tasks[3].cancel()
        XCTAssertEqual(clock.pendingCount, 3)
        clock.advance(by: .seconds(2))
        XCTAssertEqual(clock.pendingCount, 1)
        clock.advance(by: .seconds(2))
        XCTAssertEqual(clock.pendingCount, 0)
    }
}

@MainActor
final class SystemClockTests: XCTestCase {
    func testNowMovesForward() async throws {
        let clock = SystemClock()
        let start = clock.now
        XCTAssertGreaterThanOrEqual(start, .zero)
        try await Task.sleep(for: .milliseconds(20))
        XCTAssertGreaterThanOrEqual(clock.now - start, .milliseconds(20))
    }

    func testScheduledActionRunsAndCancelledOneDoesNot() async {
        let clock = SystemClock()
        let fired = expectation(description: "scheduled action ran")
        var cancelledRan = false
        let cancelled = clock.schedule(after: .milliseconds(10)) { cancelledRan = true }
        cancelled.cancel()
        let start = clock.now
        var firedAt: Duration?
        clock.schedule(after: .milliseconds(50)) {
            firedAt = clock.now
            fired.fulfill()
        }
        await fulfillment(of: [fired], timeout: 5)
        XCTAssertFalse(cancelledRan)
        XCTAssertGreaterThanOrEqual((firedAt ?? .zero) - start, .milliseconds(50))
    }
}
