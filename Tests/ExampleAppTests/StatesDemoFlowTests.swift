import ExampleApp
import Storage
import TUIKit
import XCTest

/// The skeleton and error-state demos driven as a person would, on the app's clock.
@MainActor
final class StatesDemoFlowTests: XCTestCase {
    private func pilot(_ demo: String, language: Language = .en) throws -> Pilot {
        try FrameRenderer.pilot(
            for: FrameRenderer.Request(
                route: .example(demo), options: LaunchOptions(language: language, directories: .temporaryForTest())))
    }

    private func showsSkeleton(_ pilot: Pilot) -> Bool {
        pilot.text.contains("░░░░")
    }

    func testSkeletonGivesWayToTheFeedAndLeavesNoTimer() async throws {
        let pilot = try pilot("skeleton")
        await pilot.settle()
        XCTAssertTrue(showsSkeleton(pilot))
        XCTAssertTrue(pilot.text.contains("Loading the feed…"))
        XCTAssertEqual(pilot.clock.pendingCount, 2, "the load's sleep and the shimmer's next frame")
        await pilot.wait(for: .milliseconds(1990))
        XCTAssertTrue(showsSkeleton(pilot), "still loading just before 2 s")
        await pilot.wait(for: .milliseconds(20))
        XCTAssertFalse(showsSkeleton(pilot))
        XCTAssertTrue(pilot.text.contains("Morning stand-up"))
        XCTAssertTrue(pilot.text.contains("Feed loaded: 8 items"))
        XCTAssertEqual(pilot.clock.pendingCount, 0, "content shown: no animation, no timer")
    }

    func testTheShimmerMovesOnlyWhileTheSkeletonShows() async throws {
        let pilot = try pilot("skeleton")
        var frames: Set<Canvas> = []
        for _ in 0..<20 {
            await pilot.wait(for: .milliseconds(50))
            frames.insert(pilot.frame)
        }
        XCTAssertGreaterThan(frames.count, 5, "the band moved from frame to frame")
        await pilot.wait(for: .seconds(2))
        let loaded = pilot.frame
        let presents = pilot.terminal.presentCount
        pilot.advance(by: .seconds(5))
        XCTAssertEqual(pilot.frame, loaded)
        XCTAssertEqual(pilot.terminal.presentCount, presents + 1, "only the advance's own redraw, nothing timed")
    }

    func testReloadShowsTheSkeletonAgainAndTheListKeepsWorking() async throws {
        let pilot = try pilot("skeleton")
        await pilot.wait(for: .seconds(2))
        pilot.press(named: "down")
        XCTAssertTrue(pilot.text.contains("› Design review"))
        pilot.press(named: "r")
        XCTAssertTrue(showsSkeleton(pilot))
        pilot.press(named: "down")
        await pilot.wait(for: .seconds(2))
        XCTAssertTrue(pilot.text.contains("Morning stand-up"))
        XCTAssertEqual(pilot.clock.pendingCount, 0)
        XCTAssertTrue(pilot.click(on: "↻"), "the nav bar's reload item")
        XCTAssertTrue(showsSkeleton(pilot))
    }

    func testDirectionSwitchesByKeyAndClick() async throws {
        let pilot = try pilot("skeleton")
        XCTAssertTrue(pilot.text.contains("Shimmer: left to right"))
        pilot.press(named: "d")
        XCTAssertTrue(pilot.text.contains("Shimmer: right to left"))
        XCTAssertTrue(pilot.click(on: "Shimmer:"))
        XCTAssertTrue(pilot.text.contains("Shimmer: left to right"))
    }

    func testACoveredSkeletonStopsAnimatingButKeepsLoading() async throws {
        let pilot = try pilot("skeleton")
        await pilot.settle()
        pilot.press(named: "3")
        XCTAssertTrue(pilot.frame.line(0).contains("Settings"))
        XCTAssertEqual(pilot.clock.pendingCount, 1, "only the load's sleep: nothing draws the shimmer")
        await pilot.wait(for: .seconds(2))
        XCTAssertEqual(pilot.clock.pendingCount, 0)
        pilot.press(named: "1")
        XCTAssertTrue(pilot.text.contains("Morning stand-up"), "the feed loaded meanwhile")
    }

    func testLeavingDuringTheLoadCancelsItAndLeavesNoTimer() async throws {
        let pilot = try pilot("skeleton")
        await pilot.wait(for: .milliseconds(500))
        pilot.press(named: "esc")
        await pilot.settle()
        XCTAssertTrue(pilot.frame.line(0).contains("Library of ready solutions"))
        XCTAssertEqual(pilot.clock.pendingCount, 0, "the load was cancelled with its screen")
    }

    func testFirstLoadFailsThenRetryLoadsBehindTheSkeleton() async throws {
        let pilot = try pilot("error-state")
        XCTAssertTrue(showsSkeleton(pilot), "the first load shows the skeleton too")
        XCTAssertTrue(pilot.text.contains("Attempt 1: loading…"))
        await pilot.wait(for: .seconds(2))
        XCTAssertFalse(showsSkeleton(pilot))
        XCTAssertTrue(pilot.text.contains("Something went wrong"))
        XCTAssertTrue(pilot.text.contains("The server did not answer."))
        XCTAssertTrue(pilot.text.contains("↻ Retry"))
        XCTAssertTrue(pilot.text.contains("Attempt 1 failed: the server did not answer"))
        XCTAssertEqual(pilot.clock.pendingCount, 0, "the error view does not animate")

        pilot.press(named: "enter")
        XCTAssertTrue(showsSkeleton(pilot), "Retry loads behind the skeleton")
        XCTAssertFalse(pilot.text.contains("Something went wrong"))
        XCTAssertTrue(pilot.text.contains("Attempt 2: loading…"))
        await pilot.wait(for: .seconds(2))
        XCTAssertTrue(pilot.text.contains("Morning stand-up"))
        XCTAssertTrue(pilot.text.contains("Attempt 2: 8 items loaded"))
        XCTAssertEqual(pilot.clock.pendingCount, 0)
    }

    func testAFailureOnRequestAndRetryByClick() async throws {
        let pilot = try pilot("error-state")
        await pilot.wait(for: .seconds(2))
        pilot.press(named: "space")
        await pilot.wait(for: .seconds(2))
        XCTAssertTrue(pilot.text.contains("The next load will succeed"))
        pilot.press(named: "f")
        XCTAssertTrue(pilot.text.contains("The next load will fail"))
        pilot.press(named: "r")
        await pilot.wait(for: .seconds(2))
        XCTAssertTrue(pilot.text.contains("Attempt 3 failed"))
        XCTAssertTrue(pilot.click(on: "Retry"))
        XCTAssertTrue(showsSkeleton(pilot))
        await pilot.wait(for: .seconds(2))
        XCTAssertTrue(pilot.text.contains("Attempt 4: 8 items loaded"))
    }

    func testTheErrorViewSpeaksTheAppsLanguage() async throws {
        let pilot = try pilot("error-state", language: .ru)
        await pilot.wait(for: .seconds(2))
        XCTAssertTrue(pilot.text.contains("Что-то пошло не так"))
        XCTAssertTrue(pilot.text.contains("↻ Повторить"))
        XCTAssertTrue(pilot.text.contains("Сервер не ответил."))
    }

    func testTheDemosLinkToEachOther() async throws {
        let pilot = try pilot("skeleton")
        pilot.press(named: "e")
        XCTAssertTrue(pilot.frame.line(0).contains("Error state"))
        pilot.press(named: "s")
        XCTAssertTrue(pilot.frame.line(0).contains("Skeleton"))
        pilot.press(named: "esc", "esc")
        XCTAssertTrue(pilot.frame.line(0).contains("Skeleton"))
    }

    func testTheExamplesListOpensBothDemos() async throws {
        let pilot = try FrameRenderer.pilot(
            for: FrameRenderer.Request(
                route: .examples, options: LaunchOptions(language: .en, directories: .temporaryForTest())))
        // The states demos are below the first screenful: move down until each shows.
        for _ in 0..<30 where !pilot.text.contains("Error state") { pilot.press(named: "down") }
        XCTAssertTrue(pilot.click(on: "Skeleton"))
        XCTAssertTrue(pilot.frame.line(0).contains("Skeleton"))
        pilot.press(named: "esc")
        XCTAssertTrue(pilot.click(on: "Error state"))
        XCTAssertTrue(pilot.frame.line(0).contains("Error state"))
    }
}
