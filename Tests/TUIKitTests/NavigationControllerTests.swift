import XCTest

@testable import TUIKit

@MainActor
final class NavigationControllerTests: XCTestCase {
    func testPushRunsLifecycleInUIKitOrderThenCompletion() async {
        let log = EventLog()
        let root = RecordingScreen("root", log: log)
        let navigation = NavigationController(rootViewController: root)
        _ = makePilot(root: navigation)
        XCTAssertEqual(log.take(), ["root.didLoad", "root.willAppear", "root.didAppear"])

        let next = RecordingScreen("next", log: log)
        navigation.push(controller: next, isAnimated: true) { log.add("completion") }
        XCTAssertEqual(
            log.take(),
            [
                "root.willDisappear", "next.didLoad", "next.willAppear", "root.didDisappear", "next.didAppear",
                "completion",
            ]
        )
        XCTAssertTrue(navigation.topViewController === next)
        XCTAssertTrue(next.navigationController === navigation)
    }

    func testPopPopToRootAndPopToType() async {
        let log = EventLog()
        let navigation = NavigationController(rootViewController: RecordingScreen("a", log: log))
        _ = makePilot(root: navigation)
        let b = RecordingScreen("b", log: log)
        navigation.push(controller: b)
        navigation.push(controller: RecordingScreen("c", log: log))
        navigation.push(controller: RecordingScreen("d", log: log))
        XCTAssertEqual(navigation.viewControllers.count, 4)
        _ = log.take()

        navigation.pop(isAnimated: true) { log.add("popped") }
        XCTAssertEqual(log.take(), ["d.willDisappear", "c.willAppear", "d.didDisappear", "c.didAppear", "popped"])

        navigation.popToRoot(isAnimated: true) { log.add("at root") }
        XCTAssertEqual(navigation.viewControllers.count, 1)
        XCTAssertEqual(log.take(), ["c.willDisappear", "a.willAppear", "c.didDisappear", "a.didAppear", "at root"])
        XCTAssertNil(b.parent, "popped screens leave the stack")
    }

    func testPopToTypeStopsAtTheNearestScreenOfThatType() async {
        let log = EventLog()
        let navigation = NavigationController(rootViewController: RecordingScreen("a", log: log))
        _ = makePilot(root: navigation)
        final class Marker: ScreenController {}
        let marker = Marker()
        navigation.push(controller: marker)
        navigation.push(controller: RecordingScreen("b", log: log))
        navigation.push(controller: RecordingScreen("c", log: log))
        var completed = false
        navigation.pop(to: Marker.self, isAnimated: true) { completed = true }
        XCTAssertTrue(navigation.topViewController === marker)
        XCTAssertTrue(completed)
    }

    func testPopAtRootDoesNothingButCompletes() async {
        let log = EventLog()
        let navigation = NavigationController(rootViewController: RecordingScreen("a", log: log))
        _ = makePilot(root: navigation)
        _ = log.take()
        var completed = false
        navigation.pop(isAnimated: true) { completed = true }
        XCTAssertTrue(completed)
        XCTAssertEqual(log.take(), [])
        XCTAssertEqual(navigation.viewControllers.count, 1)
    }

    func testEscapeAndBackspacePopUnlessTheScreenUsesTheKey() async {
        let log = EventLog()
        let navigation = NavigationController(rootViewController: RecordingScreen("a", log: log))
        let pilot = makePilot(root: navigation)
        let b = RecordingScreen("b", log: log)
        navigation.push(controller: b)
        navigation.push(controller: RecordingScreen("c", log: log))
        pilot.press(KeyEvent(.escape))
        XCTAssertTrue(navigation.topViewController === b)

        b.consumesKeys = [KeyEvent(.backspace)]
        pilot.press(KeyEvent(.backspace))
        XCTAssertTrue(navigation.topViewController === b, "the screen used Backspace, so no pop")
        XCTAssertEqual(b.keysHandled, [KeyEvent(.backspace)])

        b.consumesKeys = []
        pilot.press(KeyEvent(.backspace))
        XCTAssertEqual(navigation.viewControllers.count, 1)
    }

    func testHiddenBackButtonBlocksKeyboardBack() async {
        let log = EventLog()
        let navigation = NavigationController(rootViewController: RecordingScreen("a", log: log))
        let pilot = makePilot(root: navigation)
        let b = RecordingScreen("b", log: log)
        b.isBackButtonHidden = true
        navigation.push(controller: b)
        XCTAssertFalse(pilot.text.contains("Back"))
        pilot.press(KeyEvent(.escape))
        XCTAssertTrue(navigation.topViewController === b)
    }

    func testNavigationBarShowsTitleBackItemAndRightItems() async {
        let log = EventLog()
        let navigation = NavigationController(rootViewController: RecordingScreen("a", log: log, title: "Root title"))
        let pilot = makePilot(root: navigation)
        XCTAssertTrue(pilot.frame.line(0).contains("Root title"))
        XCTAssertFalse(pilot.frame.line(0).contains("Back"), "no back item at the root")

        let b = RecordingScreen("b", log: log, title: "Second")
        var infoTaps = 0
        b.navigationBarItem.rightItems = [
            NavigationBarSideItem(type: .icon(Icon(glyph: "ⅈ", ascii: "i")), key: .character("i")) { infoTaps += 1 }
        ]
        navigation.push(controller: b)
        let bar = pilot.frame.line(0)
        XCTAssertTrue(bar.hasPrefix(" ‹ Back"), bar)
        XCTAssertTrue(bar.contains("Second"))
        XCTAssertTrue(bar.contains("ⅈ i"))

        XCTAssertTrue(pilot.click(on: "ⅈ"))
        XCTAssertEqual(infoTaps, 1)
        pilot.press(.character("i"))
        XCTAssertEqual(infoTaps, 2, "the item's key acts as a click")

        XCTAssertTrue(pilot.click(on: "Back"))
        XCTAssertEqual(navigation.viewControllers.count, 1)
    }

    func testHiddenNavigationBarGivesContentTheWholeArea() async {
        let log = EventLog()
        let root = RecordingScreen("a", log: log)
        root.isNavigationBarHidden = true
        let pilot = makePilot(root: NavigationController(rootViewController: root))
        XCTAssertEqual(pilot.frame.line(0).prefix(12), "content of a")
    }

    func testSetViewControllersReplacesTheStack() async {
        let log = EventLog()
        let navigation = NavigationController(rootViewController: RecordingScreen("a", log: log))
        _ = makePilot(root: navigation)
        let x = RecordingScreen("x", log: log)
        let y = RecordingScreen("y", log: log)
        _ = log.take()
        navigation.setViewControllers([x, y])
        XCTAssertEqual(navigation.viewControllers.count, 2)
        XCTAssertEqual(log.take(), ["a.willDisappear", "y.didLoad", "y.willAppear", "a.didDisappear", "y.didAppear"])
    }
}
