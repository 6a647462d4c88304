import TUIKit
import XCTest

@MainActor
final class ApplicationLifecycleTests: XCTestCase {
    private func listen(to lifecycle: ApplicationLifecycle, log: EventLog) -> ApplicationLifecycleUtil {
        let util = ApplicationLifecycleUtil(lifecycle: lifecycle)
        util.onApplicationDidBecomeActive = { log.add("didBecomeActive") }
        util.onApplicationWillEnterForeground = { log.add("willEnterForeground") }
        util.onApplicationWillResignActive = { log.add("willResignActive") }
        return util
    }

    func testFocusOutAndInResignAndBecomeActiveOnce() async {
        let lifecycle = ApplicationLifecycle()
        let log = EventLog()
        let util = listen(to: lifecycle, log: log)
        lifecycle.focusChanged(true)
        lifecycle.focusChanged(false)
        lifecycle.focusChanged(false)
        XCTAssertEqual(lifecycle.state, .inactive)
        lifecycle.focusChanged(true)
        XCTAssertEqual(log.take(), ["willResignActive", "didBecomeActive"], "repeated reports say nothing new")
        XCTAssertEqual(lifecycle.state, .active)
        withExtendedLifetime(util) {}
    }

    func testSuspendAndResumeGoThroughTheBackground() async {
        let lifecycle = ApplicationLifecycle()
        let log = EventLog()
        let util = listen(to: lifecycle, log: log)
        lifecycle.willSuspend()
        XCTAssertEqual(lifecycle.state, .background)
        lifecycle.resumed()
        XCTAssertEqual(log.take(), ["willResignActive", "willEnterForeground", "didBecomeActive"])
        // Focus lost first, then suspended: it resigned once already.
        lifecycle.focusChanged(false)
        lifecycle.willSuspend()
        lifecycle.resumed()
        lifecycle.resumed()
        XCTAssertEqual(log.take(), ["willResignActive", "willEnterForeground", "didBecomeActive"])
        withExtendedLifetime(util) {}
    }

    func testEveryLivingUtilHearsAndAReleasedOneDoesNot() async {
        let lifecycle = ApplicationLifecycle()
        let log = EventLog()
        let kept = listen(to: lifecycle, log: log)
        var released: ApplicationLifecycleUtil? = ApplicationLifecycleUtil(lifecycle: lifecycle)
        released?.onApplicationWillResignActive = { log.add("released heard") }
        released = nil
        lifecycle.focusChanged(false)
        XCTAssertEqual(log.take(), ["willResignActive"])
        withExtendedLifetime(kept) {}
    }

    func testTheWindowFeedsItFromTerminalEvents() async {
        let pilot = makePilot(root: RecordingScreen("root", log: EventLog()))
        let log = EventLog()
        let util = listen(to: pilot.window.lifecycle, log: log)
        pilot.send(.focus(false))
        pilot.send(.focus(true))
        pilot.press(.control("z"))
        XCTAssertEqual(pilot.suspendCount, 1)
        pilot.send(.resume)
        XCTAssertEqual(
            log.take(),
            ["willResignActive", "didBecomeActive", "willResignActive", "willEnterForeground", "didBecomeActive"])
        withExtendedLifetime(util) {}
    }
}
