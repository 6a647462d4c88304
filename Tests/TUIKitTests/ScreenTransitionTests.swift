import XCTest

@testable import TUIKit

/// Animated push, pop, present and dismiss: they slide on the window's clock, run their
/// completions when the slide ends, and leave nothing scheduled.
@MainActor
final class ScreenTransitionTests: XCTestCase {
    private func makeAnimatedPilot(root: ScreenController) -> Pilot {
        let pilot = makePilot(root: root, size: Size(width: 40, height: 12))
        pilot.window.animatesTransitions = true
        return pilot
    }

    func testAnimatedPushSlidesAndCompletesWhenTheSlideEnds() async {
        let log = EventLog()
        let navigation = NavigationController(rootViewController: RecordingScreen("root", log: log))
        let pilot = makeAnimatedPilot(root: navigation)
        _ = log.take()
        let next = RecordingScreen("next", log: log)
        navigation.push(controller: next, isAnimated: true) { log.add("completion") }
        // UIKit's order: the will-callbacks as the slide begins, the did-callbacks and the
        // completion when it ends.
        XCTAssertEqual(log.take(), ["root.willDisappear", "next.didLoad", "next.willAppear"])
        XCTAssertTrue(navigation.isTransitioning)

        // The key's own frame: the new screen a third of the way from its place (column 13
        // of 40), readable, over the old one, which stays.
        let first = pilot.frame
        XCTAssertTrue(first.line(2).hasPrefix("content of ro"), first.text)
        XCTAssertEqual(first.line(2).range(of: "content of next")?.lowerBound.utf16Offset(in: first.line(2)), 13)
        // Halfway through its 32 ms, eased out: two columns from its place.
        pilot.advance(by: .milliseconds(16))
        let halfway = pilot.frame
        XCTAssertEqual(halfway.line(2).range(of: "content of next")?.lowerBound.utf16Offset(in: halfway.line(2)), 2)
        XCTAssertEqual(log.take(), [])

        pilot.advance(by: .milliseconds(16))
        XCTAssertEqual(log.take(), ["root.didDisappear", "next.didAppear", "completion"])
        XCTAssertFalse(navigation.isTransitioning)
        XCTAssertTrue(pilot.text.contains("content of next"))
        XCTAssertFalse(pilot.text.contains("content of root"))
        XCTAssertEqual(pilot.clock.pendingCount, 0, "no timer is left once the slide is over")
        XCTAssertNil(pilot.clock.nextDeadline)
    }

    func testAnimatedPopSlidesTheTopScreenAwayAndReleasesItAtTheEnd() async {
        let log = EventLog()
        let navigation = NavigationController(rootViewController: RecordingScreen("root", log: log))
        let pilot = makeAnimatedPilot(root: navigation)
        let next = RecordingScreen("next", log: log)
        navigation.push(controller: next, isAnimated: false)
        _ = log.take()

        var completed = false
        navigation.pop(isAnimated: true) { completed = true }
        XCTAssertEqual(log.take(), ["next.willDisappear", "root.willAppear"])
        XCTAssertTrue(next.parent === navigation, "the popped screen is drawn until the slide ends")
        // The revealed screen comes back from the left, a third of the way, over the popped one.
        let first = pilot.frame
        XCTAssertTrue(first.line(2).hasPrefix("ot"), first.text)
        XCTAssertTrue(first.text.contains("content of next") == false, "the popped screen's words are under it")
        XCTAssertFalse(completed)

        pilot.advance(by: .milliseconds(32))
        XCTAssertTrue(completed)
        XCTAssertEqual(log.take(), ["next.didDisappear", "root.didAppear"])
        XCTAssertNil(next.parent)
        XCTAssertFalse(pilot.text.contains("content of next"))
        XCTAssertEqual(pilot.clock.pendingCount, 0)
    }

    func testPresentSlidesUpAndDismissSlidesDown() async {
        let log = EventLog()
        let root = RecordingScreen("root", log: log)
        let pilot = makeAnimatedPilot(root: root)
        let sheet = RecordingScreen("sheet", log: log)
        var presented = false
        pilot.window.present(controller: sheet, isAnimated: true) { presented = true }
        XCTAssertTrue(pilot.window.isTransitioning)
        // The key's own frame: the sheet a third of the way up a 12-row window (row 4), the
        // root still showing above.
        XCTAssertEqual(pilot.frame.line(0).trimmingCharacters(in: .whitespaces), "content of root")
        XCTAssertEqual(pilot.frame.line(4).trimmingCharacters(in: .whitespaces), "content of sheet")
        XCTAssertFalse(presented)
        pilot.advance(by: .milliseconds(32))
        XCTAssertTrue(presented)
        XCTAssertEqual(pilot.frame.line(0).trimmingCharacters(in: .whitespaces), "content of sheet")
        _ = log.take()

        var dismissed = false
        pilot.window.dismiss(isAnimated: true) { dismissed = true }
        XCTAssertEqual(log.take(), ["sheet.willDisappear", "root.willAppear"])
        // The revealed root comes down from above, a third of the way: its first row is
        // above the window, and the sheet shows below it.
        XCTAssertFalse(pilot.frame.text.contains("content of root"))
        XCTAssertFalse(dismissed)
        pilot.advance(by: .milliseconds(32))
        XCTAssertTrue(dismissed)
        XCTAssertEqual(log.take(), ["sheet.didDisappear", "root.didAppear"])
        XCTAssertFalse(pilot.text.contains("content of sheet"))
        XCTAssertNil(sheet.window)
        XCTAssertEqual(pilot.clock.pendingCount, 0)
    }

    /// A screen that takes a while to make (the debug panel reading its store) is still in
    /// place 32 ms after its key: the slide counts from the key, not from the push.
    func testASlideCountsFromItsKeySoASlowScreenStillSettlesInTime() async {
        let log = EventLog()
        let root = SlowPushScreen(log: log)
        let navigation = NavigationController(rootViewController: root)
        let pilot = makeAnimatedPilot(root: navigation)
        root.clock = pilot.clock
        pilot.press(named: "p")  // 10 ms of making the screen, then the push
        XCTAssertTrue(navigation.isTransitioning)
        pilot.advance(by: .milliseconds(21))
        XCTAssertTrue(navigation.isTransitioning, "31 ms after the key")
        pilot.advance(by: .milliseconds(1))
        XCTAssertFalse(navigation.isTransitioning, "32 ms after the key, not 32 after the push")
        XCTAssertTrue(pilot.frame.line(2).hasPrefix("content of next"), pilot.frame.text)
        // Pushed outside of any key (a link, a timer): the slide counts from the push.
        navigation.pop(isAnimated: false, completion: nil)
        navigation.push(controller: RecordingScreen("again", log: log), isAnimated: true, completion: nil)
        pilot.advance(by: .milliseconds(31))
        XCTAssertTrue(navigation.isTransitioning)
        pilot.advance(by: .milliseconds(1))
        XCTAssertFalse(navigation.isTransitioning)
    }

    func testReducedMotionAndUnanimatedTransitionsAreInstant() async {
        let log = EventLog()
        let navigation = NavigationController(rootViewController: RecordingScreen("root", log: log))
        let pilot = makeAnimatedPilot(root: navigation)
        var completions = 0
        navigation.push(controller: RecordingScreen("a", log: log), isAnimated: false) { completions += 1 }
        XCTAssertEqual(completions, 1)
        pilot.window.reducesMotion = true
        navigation.push(controller: RecordingScreen("b", log: log), isAnimated: true) { completions += 1 }
        XCTAssertEqual(completions, 2)
        XCTAssertFalse(navigation.isTransitioning)
        pilot.window.present(controller: RecordingScreen("c", log: log), isAnimated: true) { completions += 1 }
        XCTAssertEqual(completions, 3)
        XCTAssertFalse(pilot.window.isTransitioning)
        XCTAssertEqual(pilot.clock.pendingCount, 0)
    }

    func testAPilotShowsTransitionsSettledUnlessATestTurnsThemOn() async {
        let log = EventLog()
        let navigation = NavigationController(rootViewController: RecordingScreen("root", log: log))
        let pilot = makePilot(root: navigation)
        XCTAssertFalse(pilot.window.animatesTransitions)
        var completed = false
        navigation.push(controller: RecordingScreen("next", log: log), isAnimated: true) { completed = true }
        XCTAssertTrue(completed)
        XCTAssertTrue(pilot.text.contains("content of next"))
    }

    func testANewTransitionFinishesTheRunningOneFirst() async {
        let log = EventLog()
        let navigation = NavigationController(rootViewController: RecordingScreen("root", log: log))
        let pilot = makeAnimatedPilot(root: navigation)
        var order: [String] = []
        navigation.push(controller: RecordingScreen("a", log: log), isAnimated: true) { order.append("a") }
        pilot.advance(by: .milliseconds(20))
        navigation.push(controller: RecordingScreen("b", log: log), isAnimated: true) { order.append("b") }
        XCTAssertEqual(order, ["a"], "the first push ends before the second begins")
        pilot.advance(by: .milliseconds(150))
        XCTAssertEqual(order, ["a", "b"])
        XCTAssertEqual(navigation.viewControllers.count, 3)
        XCTAssertEqual(pilot.clock.pendingCount, 0)
    }

    func testATransitionACompletionStartsIsNeitherLostNorOverlapped() async {
        let log = EventLog()
        let pilot = makeAnimatedPilot(root: RecordingScreen("root", log: log))
        let window = pilot.window
        let a = RecordingScreen("a", log: log)
        let b = RecordingScreen("b", log: log)
        let c = RecordingScreen("c", log: log)
        window.present(controller: a, isAnimated: true, completion: nil)
        pilot.advance(by: .milliseconds(150))
        // The dismiss's completion presents b; c is presented before the dismiss has ended,
        // so the dismiss and then b's presentation are finished first.
        window.dismiss(isAnimated: true) { window.present(controller: b, isAnimated: true, completion: nil) }
        window.present(controller: c, isAnimated: true, completion: nil)
        XCTAssertEqual(window.presentedControllers.map { ($0 as? RecordingScreen)?.name }, ["b", "c"])
        XCTAssertTrue(window.isTransitioning)
        pilot.advance(by: .milliseconds(150))
        XCTAssertFalse(window.isTransitioning)
        XCTAssertTrue(pilot.text.contains("content of c"))
        XCTAssertEqual(pilot.clock.pendingCount, 0)
    }

    func testClicksAreSwallowedWhileASlideRuns() async {
        let log = EventLog()
        var taps = 0
        let root = HostingController(rootView: TapTarget { taps += 1 })
        let navigation = NavigationController(rootViewController: root)
        let pilot = makeAnimatedPilot(root: navigation)
        pilot.click(x: 1, y: 3)
        XCTAssertEqual(taps, 1)
        navigation.push(controller: RecordingScreen("next", log: log), isAnimated: true)
        pilot.advance(by: .milliseconds(20))
        pilot.click(x: 1, y: 3)
        XCTAssertEqual(taps, 1)
    }
}

/// A view whose whole area is one tap target.
private struct TapTarget: View {
    let onTap: @MainActor () -> Void

    func render(in area: Rect, frame: Frame) {
        frame.canvas.write("tap", at: area.origin, clip: area)
        frame.onTap(area, onTap)
    }
}

/// Pushes a screen on `p` after spending 10 ms of the window's clock making it.
@MainActor
private final class SlowPushScreen: ScreenController {
    let log: EventLog
    var clock: ManualClock?

    init(log: EventLog) {
        self.log = log
        super.init()
    }

    override var bindings: [KeyBinding] {
        [
            KeyBinding("p", "push") { [unowned self] in
                clock?.advance(by: .milliseconds(10))
                navigationController?.push(
                    controller: RecordingScreen("next", log: log), isAnimated: true, completion: nil)
            }
        ]
    }
}
