import ExampleApp
import SnapshotTesting
import TUIKit
import TUISnapshotTesting
import XCTest

/// Animated transitions in the key's own frame, on the app's clock: a push's new screen
/// glides in from a third of the way right, a present's from a third of the way down, each
/// readable at once. Pilots show settled frames, so these turn animation on.
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

    /// The key's own frame: the new screen a third of the way from its place, readable.
    func testPushInTheKeysFrame() async throws {
        let pilot = try animatedPilot(.examples)
        pilot.press(named: "enter")
        assertSnapshot(of: pilot.frame, as: .frameText, named: "en-dark-80x24")
        pilot.advance(by: .milliseconds(32))
        XCTAssertFalse(pilot.window.isTransitioning)
        XCTAssertEqual(pilot.clock.pendingCount, 0, "nothing is scheduled once the push has landed")
    }

    func testPresentInTheKeysFrame() async throws {
        let pilot = try animatedPilot(.examples)
        pilot.press(named: "f12")
        XCTAssertTrue(pilot.window.isTransitioning)
        assertSnapshot(of: pilot.frame, as: .frameText, named: "en-dark-80x24")
        pilot.advance(by: .milliseconds(32))
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
