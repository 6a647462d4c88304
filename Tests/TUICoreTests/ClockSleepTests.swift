import XCTest

@testable import TUICore

@MainActor
final class ClockSleepTests: XCTestCase {
    func testASleepEndsWhenTheClockPassesItsDuration() async {
        let clock = ManualClock()
        var woke = false
        let task = Task { @MainActor in
            await clock.sleep(for: .milliseconds(200))
            woke = true
        }
        // The task must be asleep before time moves, or it would sleep from a later now.
        for _ in 0..<100 where clock.pendingCount == 0 { await Task.yield() }
        XCTAssertEqual(clock.pendingCount, 1)
        clock.advance(by: .milliseconds(199))
        await Task.yield()
        XCTAssertFalse(woke)
        clock.advance(by: .milliseconds(1))
        await task.value
        XCTAssertTrue(woke)
        XCTAssertEqual(clock.pendingCount, 0)
    }

    func testCancellingASleepingTaskEndsTheSleepAndRemovesItsTimer() async {
        let clock = ManualClock()
        var returned = false
        let task = Task { @MainActor in
            await clock.sleep(for: .seconds(60))
            returned = true
            return Task.isCancelled
        }
        for _ in 0..<100 where clock.pendingCount == 0 { await Task.yield() }
        XCTAssertEqual(clock.pendingCount, 1)
        task.cancel()
        // The wake-up hops through the main actor's queue; on a loaded machine that takes
        // more turns than it does alone, so wait by the wall clock, never by moving `clock`.
        await waitUntil { returned }
        XCTAssertTrue(returned, "the sleep did not return without the clock moving")
        XCTAssertEqual(clock.pendingCount, 0)
        // Were the sleep deaf to cancellation, this would still end it.
        clock.advance(by: .seconds(60))
        let cancelled = await task.value
        XCTAssertTrue(cancelled)
    }

    func testASleepStartedCancelledReturnsAtOnce() async {
        let clock = ManualClock()
        var returned = false
        let task = Task { @MainActor in
            withUnsafeCurrentTask { $0?.cancel() }
            await clock.sleep(for: .seconds(60))
            returned = true
        }
        await waitUntil { returned }
        XCTAssertTrue(returned)
        XCTAssertEqual(clock.pendingCount, 0)
        clock.advance(by: .seconds(60))
        await task.value
    }

    /// Yields to the main actor's queue until `condition` holds or five seconds pass.
    private func waitUntil(_ condition: () -> Bool) async {
        let deadline = ContinuousClock.now + .seconds(5)
        while !condition(), ContinuousClock.now < deadline { await Task.yield() }
    }
}
