import TUICore
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
}
