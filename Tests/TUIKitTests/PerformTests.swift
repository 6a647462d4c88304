import Foundation
import XCTest

@testable import TUIKit

private struct LoadError: Error, Equatable {}

/// State a view model would own, touched from `Perform`'s work and error handler.
@MainActor
private final class ScreenState {
    var items: [String] = []
    var isError = false
    var errorOnMainThread = false
    var errors: [any Error] = []
}

@MainActor
final class PerformTests: XCTestCase {
    func testSuccessRunsTheWorkAndNeverTheErrorHandler() async {
        let state = ScreenState()
        let perform = Perform {
            let items = try await Self.load(failing: false)
            onMain { state.items = items }
        } onError: { error in
            state.errors.append(error)
        }
        await perform.task.value
        // onMain runs on a later turn: let the main actor get to it.
        await eventually { !state.items.isEmpty }
        XCTAssertEqual(state.items, ["a", "b"])
        XCTAssertTrue(state.errors.isEmpty)
    }

    func testAnErrorGoesToTheHandlerOnTheMainActor() async {
        let state = ScreenState()
        let perform = Perform {
            state.items = try await Self.load(failing: true)
        } onError: { error in
            state.errorOnMainThread = Thread.isMainThread
            state.isError = true
            state.errors.append(error)
        }
        await perform.task.value
        XCTAssertTrue(state.isError)
        XCTAssertTrue(state.errorOnMainThread)
        XCTAssertEqual(state.errors.count, 1)
        XCTAssertTrue(state.errors.first is LoadError)
        XCTAssertEqual(state.items, [])
    }

    func testCancellingIsNotAnError() async {
        let clock = ManualClock()
        let state = ScreenState()
        let perform = Perform {
            await clock.sleep(for: .seconds(2))
            try Task.checkCancellation()
            state.items = ["late"]
        } onError: { error in
            state.errors.append(error)
        }
        await eventually { clock.pendingCount > 0 }
        XCTAssertEqual(clock.pendingCount, 1, "the work sleeps on the clock")
        perform.cancel()
        await eventually { clock.pendingCount == 0 }
        XCTAssertEqual(clock.pendingCount, 0, "the cancelled work leaves no timer")
        clock.advance(by: .seconds(2))
        await perform.task.value
        XCTAssertTrue(perform.isCancelled)
        XCTAssertTrue(state.errors.isEmpty, "a cancelled load ends quietly")
        XCTAssertEqual(state.items, [])
    }

    func testTheWorkRunsOnTheActorItStartsFrom() async {
        let state = ScreenState()
        // Setting main-actor state directly compiles only because the work inherits the
        // main actor, as `Task { }` does; at run time it is on the main thread.
        var onMainThread = false
        let perform = Perform {
            onMainThread = Thread.isMainThread
            state.items = ["set in place"]
        }
        await perform.task.value
        XCTAssertTrue(onMainThread)
        XCTAssertEqual(state.items, ["set in place"])
    }

    func testOnMainAfterWaitsOnTheClock() async {
        let clock = ManualClock()
        var ran = false
        onMainAfter(.milliseconds(300), clock: clock) { ran = true }
        clock.advance(by: .milliseconds(299))
        XCTAssertFalse(ran)
        clock.advance(by: .milliseconds(1))
        XCTAssertTrue(ran)
    }

    private nonisolated static func load(failing: Bool) async throws -> [String] {
        await Task.yield()
        if failing { throw LoadError() }
        return ["a", "b"]
    }
}
