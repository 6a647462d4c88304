import XCTest

@testable import TUIKit

/// A screen that counts clicks anywhere on it and records the keys it is offered.
@MainActor
final class ToastTestScreen: ScreenController {
    var taps = 0
    var keys: [KeyEvent] = []
    var overlays: [any Overlay] = []

    override func render(in area: Rect, frame: Frame) {
        frame.contentArea = area
        for y in area.minY..<area.maxY {
            frame.canvas.write(String(repeating: ".", count: area.width), at: Point(x: area.x, y: y))
        }
        frame.onTap(area) { [weak self] in self?.taps += 1 }
        for overlay in overlays { frame.present(overlay) }
    }

    override var bindings: [KeyBinding] {
        [
            .anyKey { [unowned self] key in
                keys.append(key)
                return true
            }
        ]
    }
}

/// A modal sheet that fills the content with "S" and keeps clicks from what is beneath.
@MainActor
struct SheetStandIn: Overlay {
    var level: OverlayLevel { .sheet }

    func render(in area: Rect, frame: Frame) {
        let area = frame.contentArea
        for y in area.minY..<area.maxY {
            frame.canvas.write(String(repeating: "S", count: area.width), at: Point(x: area.x, y: y))
        }
        frame.blockTaps(in: area)
    }

    func handle(_ key: KeyEvent) -> Bool { false }
}

@MainActor
final class ToastPresenterTests: XCTestCase {
    private let lifetime = ToastTimeline.enterDuration + .seconds(3) + ToastTimeline.leaveDuration

    /// A screen under a navigation bar (rows 0–1) and over a tab bar (rows 14–15), 60x16.
    private func scene() -> (Pilot, ToastTestScreen) {
        let screen = ToastTestScreen()
        screen.navigationBarItem = .title("Screen")
        let tabs = CustomTabBarController(controllers: [NavigationController(rootViewController: screen)])
        return (makePilot(root: tabs), screen)
    }

    private func item(_ message: String, _ type: ToastType = .local, _ direction: ToastDirection = .bottom)
        -> ToastItem
    {
        ToastItem(viewItem: ToastViewItem(style: .information, message: message), toastType: type, direction: direction)
    }

    /// Rows of the frame whose text contains `text`.
    private func rows(of text: String, in pilot: Pilot) -> [Int] {
        (0..<pilot.frame.size.height).filter { pilot.frame.line($0).contains(text) }
    }

    func testToastsShowOneAtATimeInTheOrderAsked() async {
        let (pilot, screen) = scene()
        for name in ["first", "second", "third"] { screen.showToast(with: item("\(name) toast")) }
        pilot.advance(by: .milliseconds(500))
        XCTAssertTrue(pilot.text.contains("first toast"))
        XCTAssertFalse(pilot.text.contains("second toast"), "one at a time")
        XCTAssertTrue(pilot.text.contains("+2"), "the badge counts those waiting")
        XCTAssertEqual(pilot.window.toastPresenter.waiting.count, 2)

        pilot.advance(by: lifetime)
        XCTAssertTrue(pilot.text.contains("second toast"), "the next one follows as the first is gone")
        XCTAssertFalse(pilot.text.contains("first toast"))
        XCTAssertTrue(pilot.text.contains("+1"))
        pilot.advance(by: lifetime)
        XCTAssertTrue(pilot.text.contains("third toast"))
        XCTAssertFalse(pilot.text.contains("+"), "no badge when none waits")
        pilot.advance(by: lifetime)
        XCTAssertFalse(pilot.text.contains("toast"))
        XCTAssertNil(pilot.window.toastPresenter.current)
    }

    func testExpiresOnTheInjectedClockAndLeavesNoTimer() async {
        let (pilot, screen) = scene()
        XCTAssertEqual(pilot.clock.pendingCount, 0, "idle: no timer")
        screen.showToast(with: item("saved"))
        pilot.advance(by: ToastTimeline.enterDuration)
        XCTAssertEqual(pilot.clock.pendingCount, 1, "while shown, only the timer for its leave")
        pilot.advance(by: .seconds(3) - .milliseconds(1))
        XCTAssertEqual(rows(of: "saved", in: pilot), [12], "still fully shown a moment before its time is up")
        XCTAssertEqual(pilot.window.toastPresenter.current?.timeline?.phase(at: pilot.clock.now), .visible)
        pilot.advance(by: .milliseconds(1) + .milliseconds(90))
        XCTAssertEqual(pilot.window.toastPresenter.current?.timeline?.phase(at: pilot.clock.now), .leaving)
        pilot.advance(by: .milliseconds(90))
        XCTAssertFalse(pilot.text.contains("saved"))
        XCTAssertEqual(pilot.clock.pendingCount, 0, "gone: no timer and no animation frame left")
    }

    func testEnterAndLeaveSlideFromTheToastsEdge() async {
        let (pilot, screen) = scene()
        screen.showToast(with: item("from the top", .local, .top))
        pilot.redraw()
        XCTAssertEqual(pilot.clock.pendingCount, 2, "an animation frame and the leave timer")
        pilot.advance(by: .milliseconds(60))
        XCTAssertTrue(pilot.frame.line(2).contains("╰"), "a third in: only its bottom border shows, under the bar")
        XCTAssertFalse(pilot.text.contains("from the top"))
        pilot.advance(by: .milliseconds(60))
        XCTAssertEqual(rows(of: "from the top", in: pilot), [2])
        pilot.advance(by: .milliseconds(60))
        XCTAssertEqual(rows(of: "from the top", in: pilot), [3], "in place")
        XCTAssertTrue(pilot.frame.line(2).contains("╭"))
        XCTAssertEqual(pilot.clock.pendingCount, 1, "no animation frame while it stays")

        pilot.advance(by: .seconds(3) + .milliseconds(90))
        XCTAssertEqual(rows(of: "from the top", in: pilot), [2], "sliding back up")
        XCTAssertTrue(pilot.frame.line(1).contains("────"), "the navigation bar's rule is untouched")

        screen.showToast(with: item("from the bottom"))
        pilot.advance(by: .milliseconds(90))
        XCTAssertFalse(pilot.text.contains("from the"), "the next one starts once the first has left")
        pilot.advance(by: .milliseconds(120))
        XCTAssertEqual(rows(of: "from the bottom", in: pilot), [13], "rising from the tab bar, top row first")
        XCTAssertTrue(pilot.frame.line(12).contains("╭"))
    }

    func testAClickRunsOnTapAndHidesAHideOnTapToast() async {
        let (pilot, screen) = scene()
        var taps = 0
        screen.showToast(
            with: ToastItem(
                viewItem: ToastViewItem(style: .success, message: "open me"), onTap: { taps += 1 }))
        pilot.advance(by: .milliseconds(200))
        XCTAssertTrue(pilot.click(on: "open me"))
        XCTAssertEqual(taps, 1)
        XCTAssertEqual(screen.taps, 0, "the click stops at the toast")
        pilot.advance(by: ToastTimeline.leaveDuration)
        XCTAssertFalse(pilot.text.contains("open me"), "hidden long before its three seconds")
        XCTAssertEqual(pilot.clock.pendingCount, 0)
    }

    func testTheTapKeyRunsOnTapButKeepsAToastThatStays() async {
        let (pilot, screen) = scene()
        var taps = 0
        screen.showToast(
            with: ToastItem(
                viewItem: ToastViewItem(style: .warning, message: "still here"), isHideOnTap: false,
                onTap: { taps += 1 }))
        pilot.advance(by: .milliseconds(200))
        XCTAssertTrue(pilot.text.contains("ctrl-t"), "the toast shows its key")
        pilot.press(ToastPresenter.tapKey)
        XCTAssertTrue(pilot.click(on: "still here"))
        pilot.press(ToastPresenter.tapKey)
        XCTAssertEqual(taps, 3)
        XCTAssertEqual(screen.keys, [], "the tap key went to the toast")
        pilot.advance(by: .seconds(2))
        XCTAssertTrue(pilot.text.contains("still here"), "taps do not hide it")
        pilot.advance(by: .seconds(1) + ToastTimeline.leaveDuration)
        XCTAssertFalse(pilot.text.contains("still here"), "its time still runs out")
    }

    func testAToastWithNothingToDoOnTapLetsTheKeyThroughButNotTheClick() async {
        let (pilot, screen) = scene()
        screen.showToast(
            with: ToastItem(viewItem: ToastViewItem(style: .failure, message: "just news"), isHideOnTap: false))
        pilot.advance(by: .milliseconds(200))
        XCTAssertFalse(pilot.text.contains("ctrl-t"), "no key hint when a tap does nothing")
        pilot.press(ToastPresenter.tapKey, KeyEvent(.down))
        XCTAssertEqual(screen.keys, [ToastPresenter.tapKey, KeyEvent(.down)], "the overlay is not modal")
        XCTAssertTrue(pilot.click(on: "just news"))
        XCTAssertEqual(screen.taps, 0, "a click on the toast never reaches what it covers")
        XCTAssertTrue(pilot.text.contains("just news"))
        pilot.click(x: 0, y: 5)
        XCTAssertEqual(screen.taps, 1, "clicks beside it do")
    }

    func testALeavingToastTakesNoMoreTaps() async {
        let (pilot, screen) = scene()
        var taps = 0
        screen.showToast(
            with: ToastItem(viewItem: ToastViewItem(style: .success, message: "bye"), onTap: { taps += 1 }))
        pilot.advance(by: ToastTimeline.enterDuration + .seconds(3) + .milliseconds(30))
        XCTAssertTrue(pilot.text.contains("bye"), "on its way out")
        pilot.press(ToastPresenter.tapKey)
        XCTAssertTrue(pilot.click(on: "bye"))
        XCTAssertEqual(taps, 0)
        XCTAssertEqual(screen.keys, [ToastPresenter.tapKey], "the key goes on to the screen")
        XCTAssertEqual(screen.taps, 0, "and the click stops at the toast")
    }

    func testTheWindowShowsALocalToastInTheFrontScreen() async {
        let (pilot, _) = scene()
        pilot.window.showToast(with: item("from the window", .local, .top))
        pilot.advance(by: .milliseconds(200))
        XCTAssertEqual(rows(of: "from the window", in: pilot), [3], "in the content, under the navigation bar")
        XCTAssertEqual(pilot.window.toastPresenter.current?.item.toastType, .local)
    }

    func testOtherKeysReachTheScreenWhileAToastShows() async {
        let (pilot, screen) = scene()
        screen.showToast(with: item("hello"))
        pilot.press(KeyEvent(.down), .character("x"))
        XCTAssertEqual(screen.keys, [KeyEvent(.down), .character("x")])
    }

    func testALocalToastWaitsWhileItsScreenIsCoveredAndGoesWithIt() async {
        let (pilot, screen) = scene()
        let navigation = screen.navigationController!
        screen.showToast(with: item("mine"))
        pilot.advance(by: .milliseconds(200))
        let next = ToastTestScreen()
        navigation.push(controller: next, isAnimated: false, completion: nil)
        XCTAssertFalse(pilot.text.contains("mine"), "hidden while its screen is covered")
        screen.showToast(with: item("queued while covered"))
        next.showToast(with: item("for the front screen"))
        pilot.advance(by: lifetime)
        XCTAssertTrue(pilot.text.contains("for the front screen"), "a toast of a covered screen does not block others")
        pilot.advance(by: lifetime)
        XCTAssertFalse(pilot.text.contains("for the front screen"))
        navigation.pop(isAnimated: false, completion: nil)
        pilot.redraw()
        pilot.advance(by: .milliseconds(200))
        XCTAssertTrue(pilot.text.contains("queued while covered"), "it waited for its screen")

        weak var gone: ToastTestScreen?
        do {
            let doomed = ToastTestScreen()
            gone = doomed
            navigation.push(controller: doomed, isAnimated: false, completion: nil)
            pilot.advance(by: lifetime)
            doomed.showToast(with: item("orphan one"))
            doomed.showToast(with: item("orphan two"))
            pilot.advance(by: .milliseconds(200))
            XCTAssertTrue(pilot.text.contains("orphan one"))
            navigation.pop(isAnimated: false, completion: nil)
        }
        XCTAssertNil(gone, "the popped screen is released")
        pilot.redraw()
        XCTAssertFalse(pilot.text.contains("orphan"), "its toasts went with it")
        XCTAssertNil(pilot.window.toastPresenter.current)
        XCTAssertTrue(pilot.window.toastPresenter.waiting.isEmpty)
        XCTAssertEqual(pilot.clock.pendingCount, 0)
    }

    func testAGlobalToastOutlivesItsScreen() async {
        let (pilot, screen) = scene()
        let navigation = screen.navigationController!
        let next = ToastTestScreen()
        navigation.push(controller: next, isAnimated: false, completion: nil)
        next.showToast(with: item("everywhere", .global))
        navigation.pop(isAnimated: false, completion: nil)
        pilot.redraw()
        pilot.advance(by: .milliseconds(200))
        XCTAssertTrue(pilot.text.contains("everywhere"))
    }

    func testAGlobalToastDrawsAndTakesKeysOverAModalSheetALocalOneStaysUnder() async {
        let (pilot, screen) = scene()
        screen.overlays = [SheetStandIn()]
        var globalTaps = 0
        var localTaps = 0
        screen.showToast(
            with: ToastItem(
                viewItem: ToastViewItem(style: .information, message: "local"), toastType: .local,
                direction: .top, onTap: { localTaps += 1 }))
        pilot.window.showToast(
            with: ToastItem(
                viewItem: ToastViewItem(style: .information, message: "global"), toastType: .global,
                direction: .top, isHideOnTap: false, onTap: { globalTaps += 1 }))
        pilot.advance(by: .milliseconds(200))
        XCTAssertTrue(pilot.text.contains("S"), "the sheet is up")
        XCTAssertFalse(pilot.text.contains("local"), "the local toast is under the sheet")
        pilot.press(ToastPresenter.tapKey)
        XCTAssertEqual(localTaps, 0, "the modal sheet keeps the key from the local toast")
        XCTAssertEqual(pilot.window.toastPresenter.current?.item.viewItem.message, "local")

        pilot.advance(by: .seconds(4))
        XCTAssertTrue(pilot.text.contains("global"), "the global toast is over the sheet")
        pilot.press(ToastPresenter.tapKey)
        XCTAssertTrue(pilot.click(on: "global"))
        XCTAssertEqual(globalTaps, 2, "it takes the key and the click above the modal sheet")
    }

    func testLocalToastsSitInTheContentGlobalOnesClearOfTheBarRows() async {
        let screen = ToastTestScreen()
        let pilot = makePilot(root: screen)
        screen.showToast(with: item("local top", .local, .top))
        pilot.advance(by: .milliseconds(200))
        XCTAssertEqual(rows(of: "local top", in: pilot), [1], "a screen with no bars: at the window's top")
        pilot.press(ToastPresenter.tapKey)
        pilot.advance(by: .milliseconds(200))
        pilot.window.showToast(with: item("global top", .global, .top))
        pilot.advance(by: .milliseconds(200))
        XCTAssertEqual(rows(of: "global top", in: pilot), [3], "below where a navigation bar goes")
        pilot.press(ToastPresenter.tapKey)
        pilot.advance(by: .milliseconds(200))
        pilot.window.showToast(with: item("global bottom", .global, .bottom))
        pilot.advance(by: .milliseconds(200))
        XCTAssertEqual(rows(of: "global bottom", in: pilot), [12], "above where a tab bar goes")
        let line = pilot.frame.line(12)
        XCTAssertTrue(
            line.hasPrefix(String(repeating: ".", count: 14) + " │"),
            "centred, a blank column between it and what it covers: \(line)")
    }
}
