import XCTest

@testable import TUIKit

@MainActor
final class TabBarControllerTests: XCTestCase {
    private func makeTabs(log: EventLog) -> (CustomTabBarController, [NavigationController]) {
        let tabs = ["one", "two", "three"].map {
            NavigationController(rootViewController: RecordingScreen($0, log: log))
        }
        return (CustomTabBarController(controllers: tabs), tabs)
    }

    func testTabBarShowsItemsAndTheSelectedTabsContent() async {
        let log = EventLog()
        let (tabBar, _) = makeTabs(log: log)
        let pilot = makePilot(root: tabBar)
        let bottom = pilot.frame.line(pilot.frame.size.height - 1)
        XCTAssertTrue(bottom.contains("◆ one 1"), bottom)
        XCTAssertTrue(bottom.contains("◆ two 2"))
        XCTAssertTrue(bottom.contains("◆ three 3"))
        XCTAssertTrue(pilot.text.contains("content of one"))
        XCTAssertEqual(log.take(), ["one.didLoad", "one.willAppear", "one.didAppear"])
    }

    func testNumberKeysTabAndShiftTabSwitchTabs() async {
        let log = EventLog()
        let (tabBar, _) = makeTabs(log: log)
        let pilot = makePilot(root: tabBar)
        _ = log.take()
        pilot.press(.character("2"))
        XCTAssertEqual(tabBar.selectedIndex, 1)
        XCTAssertEqual(
            log.take(), ["one.willDisappear", "two.didLoad", "two.willAppear", "one.didDisappear", "two.didAppear"])
        pilot.press(KeyEvent(.tab))
        XCTAssertEqual(tabBar.selectedIndex, 2)
        pilot.press(KeyEvent(.tab))
        XCTAssertEqual(tabBar.selectedIndex, 0, "Tab wraps around")
        pilot.press(KeyEvent(.backTab))
        XCTAssertEqual(tabBar.selectedIndex, 2)
        pilot.press(.character("9"))
        XCTAssertEqual(tabBar.selectedIndex, 2, "a number with no tab does nothing")
        XCTAssertTrue(pilot.text.contains("content of three"))
    }

    func testClickOnATabSelectsIt() async {
        let log = EventLog()
        let (tabBar, _) = makeTabs(log: log)
        let pilot = makePilot(root: tabBar)
        XCTAssertTrue(pilot.click(on: "two 2"))
        XCTAssertEqual(tabBar.selectedIndex, 1)
    }

    func testOnlyTheUsersSwitchesByKeyOrClickReachOnUserSelectTab() async {
        let log = EventLog()
        let (tabBar, _) = makeTabs(log: log)
        var selected: [Int] = []
        tabBar.onUserSelectTab = { selected.append($0) }
        let pilot = makePilot(root: tabBar)
        pilot.press(.character("3"))
        pilot.press(KeyEvent(.tab))
        pilot.press(KeyEvent(.backTab))
        XCTAssertTrue(pilot.click(on: "two 2"))
        XCTAssertTrue(pilot.click(on: "two 2"), "the tab already selected")
        pilot.press(.character("9"))
        tabBar.selectTab(index: 0)
        XCTAssertEqual(selected, [2, 0, 2, 1], "no report for a tab already shown, a missing one or code")
        XCTAssertEqual(tabBar.selectedIndex, 0)
    }

    func testEachTabKeepsItsOwnStack() async {
        let log = EventLog()
        let (tabBar, tabs) = makeTabs(log: log)
        let pilot = makePilot(root: tabBar)
        tabs[0].push(controller: RecordingScreen("deep", log: log))
        pilot.press(.character("2"))
        pilot.press(.character("1"))
        XCTAssertTrue(pilot.text.contains("content of deep"))
    }

    func testIsTabBarHiddenOnTheTopScreenHidesTheBarAndItsKeys() async {
        let log = EventLog()
        let (tabBar, tabs) = makeTabs(log: log)
        let pilot = makePilot(root: tabBar)
        let hidden = RecordingScreen("hidden", log: log)
        hidden.isTabBarHidden = true
        tabs[0].push(controller: hidden)
        XCTAssertFalse(pilot.text.contains("two 2"))
        XCTAssertFalse(tabBar.isTabBarShown)
        pilot.press(.character("2"))
        XCTAssertEqual(tabBar.selectedIndex, 0, "tab keys do nothing while the bar is hidden")
        pilot.press(KeyEvent(.escape))
        XCTAssertTrue(pilot.text.contains("two 2"))
    }

    func testVisibilityManagerHidesAndShowsTheBar() async {
        let log = EventLog()
        let (tabBar, tabs) = makeTabs(log: log)
        let pilot = makePilot(root: tabBar)
        let screen = tabs[0].topViewController
        let manager: TabBarVisibilityManager? = screen.tabBarController
        manager?.setTabBar(isVisible: false)
        pilot.redraw()
        XCTAssertFalse(pilot.text.contains("two 2"))
        XCTAssertEqual(manager?.isTabBarVisible, false)
        manager?.setTabBar(isVisible: true)
        pilot.redraw()
        XCTAssertTrue(pilot.text.contains("two 2"))
    }

    func testTabBarRouterThroughAScreen() async {
        let log = EventLog()
        let (tabBar, tabs) = makeTabs(log: log)
        _ = makePilot(root: tabBar)
        let router: TabBarRouter = tabs[0].topViewController
        router.selectTab(index: 2)
        XCTAssertEqual(tabBar.selectedIndex, 2)
    }
}
