import XCTest

@testable import TUIKit

@MainActor
final class WindowTests: XCTestCase {
    func testPresentCoversEverythingAndDismissRevealsIt() async {
        let log = EventLog()
        let tabs = CustomTabBarController(controllers: [
            NavigationController(rootViewController: RecordingScreen("tab", log: log))
        ])
        let pilot = makePilot(root: tabs)
        _ = log.take()
        let modal = NavigationController(rootViewController: RecordingScreen("modal", log: log))
        var presented = false
        tabs.selectedController.topVisibleController.present(controller: modal, isAnimated: true) { presented = true }
        XCTAssertTrue(presented)
        XCTAssertEqual(
            log.take(),
            ["tab.willDisappear", "modal.didLoad", "modal.willAppear", "tab.didDisappear", "modal.didAppear"])
        XCTAssertTrue(pilot.text.contains("content of modal"))
        XCTAssertFalse(pilot.text.contains("tab 1"), "a presented screen covers the tab bar")
        XCTAssertTrue(pilot.frame.line(0).contains("✕ Close"), "a presented stack's root gets a close item")

        pilot.press(KeyEvent(.escape))
        XCTAssertEqual(log.take(), ["modal.willDisappear", "tab.willAppear", "modal.didDisappear", "tab.didAppear"])
        XCTAssertTrue(pilot.text.contains("content of tab"))
    }

    func testClickOnCloseDismisses() async {
        let log = EventLog()
        let pilot = makePilot(root: RecordingScreen("root", log: log))
        pilot.window.present(
            controller: NavigationController(rootViewController: RecordingScreen("modal", log: log)), isAnimated: false,
            completion: nil)
        pilot.redraw()
        XCTAssertTrue(pilot.click(on: "Close"))
        XCTAssertTrue(pilot.window.presentedControllers.isEmpty)
    }

    func testShowApplicationRootReplacesTheRoot() async {
        let log = EventLog()
        let pilot = makePilot(root: RecordingScreen("launch", log: log))
        _ = log.take()
        pilot.window.showApplicationRoot(controller: RecordingScreen("main", log: log), animated: true)
        XCTAssertEqual(
            log.take(),
            ["launch.willDisappear", "main.didLoad", "main.willAppear", "launch.didDisappear", "main.didAppear"])
        pilot.redraw()
        XCTAssertTrue(pilot.text.contains("content of main"))
    }

    func testQuitKeysAndSuspend() async {
        let log = EventLog()
        let pilot = makePilot(root: RecordingScreen("root", log: log))
        pilot.press(.control("z"))
        XCTAssertEqual(pilot.suspendCount, 1)
        XCTAssertFalse(pilot.quitRequested)
        pilot.press(.character("q"))
        XCTAssertTrue(pilot.quitRequested)
    }

    func testCtrlCQuitsEvenWhenTheScreenUsesKeys() async {
        let log = EventLog()
        let root = RecordingScreen("root", log: log)
        root.consumesKeys = [.control("c"), .character("q")]
        let pilot = makePilot(root: root)
        pilot.press(.character("q"))
        XCTAssertFalse(pilot.quitRequested, "a screen may use q itself, like a text field")
        pilot.press(.control("c"))
        XCTAssertTrue(pilot.quitRequested)
    }

    func testTooSmallFrameAndRecoveryOnResize() async {
        let log = EventLog()
        let root = RecordingScreen("root", log: log)
        let pilot = makePilot(root: root, size: Size(width: 30, height: 8))
        XCTAssertTrue(pilot.text.contains("Terminal too small"))
        XCTAssertTrue(pilot.text.contains("40×12"), pilot.text)
        XCTAssertTrue(pilot.text.contains("30×8"))
        root.consumesKeys = [.character("x")]
        pilot.press(.character("x"))
        XCTAssertEqual(root.keysHandled, [], "hidden screens get no keys")
        pilot.resize(to: Size(width: 60, height: 16))
        XCTAssertTrue(pilot.text.contains("content of root"))
        XCTAssertFalse(pilot.text.contains("too small"))
    }

    func testAKeyReadRightAfterAResizeGoesByTheNewSize() async {
        // The run loop handles what woke it before it draws: a resize and the key typed
        // after it can both come before the next frame.
        let log = EventLog()
        let root = RecordingScreen("root", log: log)
        root.consumesKeys = [.character("x"), .character("y")]
        let pilot = makePilot(root: root, size: Size(width: 30, height: 8))
        pilot.host.handle([.resize(Size(width: 60, height: 16)), .key(.character("x"))])
        XCTAssertEqual(root.keysHandled, [.character("x")], "the screen shows in the next frame: it takes the key")
        pilot.redraw()
        pilot.host.handle([.resize(Size(width: 30, height: 8)), .key(.character("y"))])
        XCTAssertEqual(root.keysHandled, [.character("x")], "the screen is hidden in the next frame: no key")
    }

    func testWorkAfterTheNextFrameRunsOnceThatFrameIsShownInOrder() async {
        let pilot = makePilot(root: RecordingScreen("root", log: EventLog()))
        var ran: [String] = []
        var framesShownWhenRan: [Int] = []
        func record(_ name: String) {
            ran.append(name)
            framesShownWhenRan.append(pilot.terminal.presentCount)
        }
        let shown = pilot.terminal.presentCount
        pilot.window.afterNextFrame { record("first") }
        pilot.window.afterNextFrame { record("second") }
        XCTAssertTrue(pilot.host.needsDisplay, "the work asks for the frame it waits for")
        pilot.host.handle(.key(.character("x")))
        XCTAssertEqual(ran, [], "a key does not run it; the frame does")
        pilot.host.draw()
        XCTAssertEqual(ran, [], "drawing alone leaves it for the host")
        pilot.window.frameDidShow()
        XCTAssertEqual(ran, ["first", "second"])
        XCTAssertEqual(framesShownWhenRan, [shown + 1, shown + 1], "after the frame was presented")

        // Work asked for while the work runs waits for the frame after.
        pilot.window.afterNextFrame {
            record("third")
            pilot.window.afterNextFrame { record("fourth") }
        }
        pilot.redraw()
        XCTAssertEqual(ran, ["first", "second", "third"])
        XCTAssertTrue(pilot.host.needsDisplay)
        pilot.redraw()
        XCTAssertEqual(ran, ["first", "second", "third", "fourth"])
        pilot.redraw()
        XCTAssertEqual(ran.count, 4, "each runs once")
    }

    func testTopmostTapRegionWins() async {
        let context = Frame(canvas: Canvas(size: .zero), theme: .dark)
        var hits: [String] = []
        context.onTap(Rect(x: 0, y: 0, width: 10, height: 10)) { hits.append("below") }
        context.onTap(Rect(x: 2, y: 2, width: 2, height: 2)) { hits.append("above") }
        context.tapAction(at: Point(x: 3, y: 3))?()
        context.tapAction(at: Point(x: 8, y: 8))?()
        XCTAssertNil(context.tapAction(at: Point(x: 20, y: 20)))
        XCTAssertEqual(hits, ["above", "below"])
    }

    func testATapRegionToldTheCellGetsItWhereItWasDrawnAndCoversWhatIsBeneath() async {
        let context = Frame(canvas: Canvas(size: Size(width: 20, height: 10)), theme: .dark)
        var hits: [String] = []
        context.onTap(Rect(x: 0, y: 0, width: 20, height: 10)) { hits.append("below") }
        context.onWheel(Rect(x: 0, y: 0, width: 20, height: 10)) { _ in hits.append("wheel") }
        context.onTapAt(Rect(x: 2, y: 1, width: 6, height: 3)) { hits.append("cell \($0.x),\($0.y)") }
        context.tapAction(at: Point(x: 4, y: 2))?()
        context.tapAction(at: Point(x: 9, y: 2))?()
        XCTAssertNil(context.wheelAction(at: Point(x: 4, y: 2)), "a tap region on top covers the wheel beneath")
        // Drawn offscreen and shown 5 cells right and 4 down (a carousel's card): the handler is
        // told the cell where it drew the region, wherever it shows.
        let first = context.hitRegionCount
        _ = context.offscreen(size: Size(width: 10, height: 4)) { frame in
            frame.onTapAt(Rect(x: 0, y: 0, width: 10, height: 4)) { hits.append("card \($0.x),\($0.y)") }
        }
        context.moveHitRegions(from: first, by: Point(x: 5, y: 4), clip: context.bounds)
        context.tapAction(at: Point(x: 7, y: 5))?()
        XCTAssertEqual(hits, ["cell 4,2", "below", "card 2,1"])
    }

    func testWheelScrollsLikeArrowKeys() async {
        let log = EventLog()
        let root = RecordingScreen("root", log: log)
        root.consumesKeys = [KeyEvent(.down), KeyEvent(.up)]
        let pilot = makePilot(root: root)
        pilot.scroll(up: false, x: 5, y: 5)
        pilot.scroll(up: true, x: 5, y: 5)
        XCTAssertEqual(root.keysHandled, [KeyEvent(.down), KeyEvent(.up)])
    }
}
