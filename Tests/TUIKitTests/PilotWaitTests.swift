import TUIKit
import XCTest

/// `Pilot.wait(for:)` lets app time pass as async work sees it: it jumps from one scheduled
/// action to the next, lets the tasks they wake run, and stops exactly at the end.
@MainActor
final class PilotWaitTests: XCTestCase {
    func testAChainOfSleepsRunsToItsEndAtTheRightInstants() async {
        let pilot = makePilot(root: RecordingScreen("root", log: EventLog()))
        let clock = pilot.clock
        var woke: [Duration] = []
        let work = Task { @MainActor in
            // Each sleep starts only once the one before has ended: a load, then two retries.
            for delay in [Duration.milliseconds(600), .milliseconds(250), .seconds(1)] {
                await clock.sleep(for: delay)
                woke.append(clock.now)
            }
        }
        await pilot.wait(for: .seconds(2))
        XCTAssertEqual(woke, [.milliseconds(600), .milliseconds(850), .milliseconds(1850)])
        XCTAssertEqual(clock.now, .seconds(2), "the wait ends exactly where it was asked to")
        XCTAssertEqual(clock.pendingCount, 0)
        await work.value
    }

    func testAnActionDueAfterTheWaitDoesNotRun() async {
        let pilot = makePilot(root: RecordingScreen("root", log: EventLog()))
        var ran = false
        pilot.clock.schedule(after: .seconds(3)) { ran = true }
        await pilot.wait(for: .seconds(2))
        XCTAssertFalse(ran)
        XCTAssertEqual(pilot.clock.nextDeadline, .seconds(3))
        await pilot.wait(for: .seconds(1))
        XCTAssertTrue(ran)
    }

    func testTheAppsTasksReachTheClockBeforeItJumps() async {
        let pilot = makePilot(root: RecordingScreen("root", log: EventLog()))
        let clock = pilot.clock
        // Due sooner than the loads' answers: a clock that jumped here before they had
        // started their sleeps would answer them 100 ms late.
        clock.schedule(after: .milliseconds(100)) {}
        var woke: [Duration] = []
        let loads = Perform {
            // Two requests that take time off the main actor before they sleep: one works
            // 50 ms on its thread, one takes many steps through another actor.
            async let first = Self.load(
                working: .milliseconds(50), steps: 0, answeringIn: .milliseconds(600), on: clock)
            async let second = Self.load(working: .zero, steps: 300, answeringIn: .milliseconds(600), on: clock)
            woke = await [first, second]
        }
        await pilot.wait(for: .seconds(1))
        XCTAssertEqual(woke, [.milliseconds(600), .milliseconds(600)])
        // Loads that started their sleeps too late still sleep: let them end.
        loads.cancel()
        await loads.task.value
    }

    /// Works `work` of real time on its thread and takes `steps` turns through an actor, as
    /// a request's layers do, then sleeps on `clock`; returns the instant it woke.
    private nonisolated static func load(
        working work: Duration, steps: Int, answeringIn delay: Duration, on clock: ManualClock
    ) async -> Duration {
        let end = ContinuousClock.now + work
        while ContinuousClock.now < end {}
        let layer = Layer()
        for _ in 0..<steps { await layer.pass() }
        await clock.sleep(for: delay)
        return await clock.now
    }

    private actor Layer {
        private var passes = 0
        func pass() { passes += 1 }
    }
}
