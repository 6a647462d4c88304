import ExampleApp
import SnapshotTesting
import TUIKit
import TUISnapshotTesting
import XCTest

/// Animated transitions at their midpoint, on the app's clock: a push slides the new
/// screen in from the right, a present raises it from the bottom. Pilots show settled
/// frames, so these turn animation on.
@MainActor
final class TransitionSnapshotTests: XCTestCase {
    /// The app at `route` with animation on; the log store is seeded on a fixed clock, so
    /// the debug panel's times are the same in every run.
    private func animatedPilot(_ route: AppRoute) throws -> Pilot {
        var options = LaunchOptions(language: .en, theme: .dark, directories: .temporaryForTest())
        try LogsFixture.seed(&options)
        let pilot = try FrameRenderer.pilot(for: FrameRenderer.Request(route: route, options: options))
        pilot.window.animatesTransitions = true
        return pilot
    }

    func testPushAtItsMidpoint() async throws {
        let pilot = try animatedPilot(.examples)
        pilot.press(named: "enter")
        pilot.advance(by: .milliseconds(75))
        assertSnapshot(of: pilot.frame, as: .frameText, named: "en-dark-80x24")
        pilot.advance(by: .milliseconds(75))
        XCTAssertFalse(pilot.window.isTransitioning)
        XCTAssertEqual(pilot.clock.pendingCount, 0, "nothing is scheduled once the push has landed")
    }

    func testPresentAtItsMidpoint() async throws {
        let pilot = try animatedPilot(.examples)
        pilot.press(named: "f12")
        XCTAssertTrue(pilot.window.isTransitioning)
        pilot.advance(by: .milliseconds(75))
        assertSnapshot(of: pilot.frame, as: .frameText, named: "en-dark-80x24")
        pilot.advance(by: .milliseconds(75))
        XCTAssertFalse(pilot.window.isTransitioning)
    }

    func testTheSettledFrameIsTheSameWithAndWithoutAnimation() async throws {
        let animated = try animatedPilot(.examples)
        animated.press(named: "enter")
        await animated.wait(for: .milliseconds(200))
        let instant = try FrameRenderer.pilot(
            for: FrameRenderer.Request(
                route: .examples, options: LaunchOptions(language: .en, theme: .dark, directories: .temporaryForTest()),
                keys: [KeyNames.parse("enter")!]))
        await instant.wait(for: .milliseconds(200))
        XCTAssertEqual(animated.frame, instant.frame)
    }

    func testReducedMotionMakesThePushInstant() async throws {
        let pilot = try animatedPilot(.examples)
        pilot.window.reducesMotion = true
        pilot.press(named: "enter")
        // A slide would leave its end and its next frame scheduled.
        XCTAssertEqual(pilot.clock.pendingCount, 0)
        let instant = try FrameRenderer.pilot(
            for: FrameRenderer.Request(
                route: .examples, options: LaunchOptions(language: .en, theme: .dark, directories: .temporaryForTest()),
                keys: [KeyNames.parse("enter")!]))
        XCTAssertEqual(pilot.frame, instant.frame)
    }
}
