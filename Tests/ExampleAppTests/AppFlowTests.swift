import ExampleApp
import Storage
import TUIKit
import XCTest

/// The app driven as a person would: keys, clicks, time.
@MainActor
final class AppFlowTests: XCTestCase {
    private func pilot(
        _ route: AppRoute = .examples, language: Language = .en, size: Size = Size(width: 80, height: 24)
    ) throws -> Pilot {
        try FrameRenderer.pilot(
            for: FrameRenderer.Request(
                route: route, size: size, options: LaunchOptions(language: language, directories: .temporaryForTest())))
    }

    func testWithNothingPendingTheFirstFrameIsTheMainScreen() async throws {
        let clock = ManualClock()
        let application = try ExampleApplication(
            options: LaunchOptions(language: .en, directories: .temporaryForTest()), clock: clock)
        let pilot = Pilot(
            window: application.window, terminal: VirtualTerminal(size: Size(width: 80, height: 24)), clock: clock)
        XCTAssertTrue(pilot.text.contains("Library of ready solutions"))
        XCTAssertFalse(pilot.text.contains("Terminal app template"))
        XCTAssertEqual(clock.pendingCount, 0, "no launch timer is scheduled")
    }

    func testTheLaunchScreenShowsExactlyWhileStartUpWorkIsPending() async throws {
        let clock = ManualClock()
        var options = LaunchOptions(language: .en, directories: .temporaryForTest())
        options.startupWork = StartupWork { await clock.sleep(for: .seconds(5)) }
        let application = try ExampleApplication(options: options, clock: clock)
        let pilot = Pilot(
            window: application.window, terminal: VirtualTerminal(size: Size(width: 80, height: 24)), clock: clock)
        XCTAssertTrue(pilot.text.contains("Terminal app template"))
        await pilot.wait(for: .seconds(5) - .milliseconds(1))
        XCTAssertTrue(pilot.text.contains("Terminal app template"), "still launching")
        await pilot.wait(for: .milliseconds(1))
        XCTAssertTrue(pilot.text.contains("Library of ready solutions"), "handed over the moment the work ended")
        XCTAssertEqual(clock.pendingCount, 0, "no timer is left once the launch screen is gone")
    }

    func testEnterPushesAndEscapePops() async throws {
        let pilot = try pilot()
        pilot.press(named: "enter")
        XCTAssertTrue(pilot.frame.line(0).contains("Navigation · 1"))
        pilot.press(named: "enter")
        XCTAssertTrue(pilot.frame.line(0).contains("Navigation · 2"))
        pilot.press(named: "esc")
        pilot.press(named: "backspace")
        XCTAssertTrue(pilot.frame.line(0).contains("Library of ready solutions"))
    }

    func testClicksOpenADemoGoBackAndSwitchTabs() async throws {
        let pilot = try pilot()
        XCTAssertTrue(pilot.click(on: "Resources"))
        XCTAssertTrue(pilot.text.contains("Colors (light, dark"))
        XCTAssertTrue(pilot.click(on: "Back"))
        XCTAssertTrue(pilot.click(on: "Components 2"))
        XCTAssertTrue(pilot.text.contains("Component library"))
        XCTAssertTrue(pilot.click(on: "Settings 3"))
        XCTAssertTrue(pilot.text.contains("App version"))
        XCTAssertTrue(pilot.click(on: "Examples 1"))
        XCTAssertTrue(pilot.text.contains("Library of ready solutions"))
    }

    func testNumberKeysAndTabSwitchTabs() async throws {
        let pilot = try pilot()
        pilot.press(named: "3")
        XCTAssertTrue(pilot.frame.line(0).contains("Settings"))
        pilot.press(named: "shift-tab")
        XCTAssertTrue(pilot.frame.line(0).contains("Component library"))
        pilot.press(named: "shift-tab")
        XCTAssertTrue(pilot.frame.line(0).contains("Library of ready solutions"))
        pilot.press(named: "tab")
        XCTAssertTrue(pilot.frame.line(0).contains("Component library"))
    }

    func testSettingsSwitchLanguageAndThemeLive() async throws {
        let pilot = try pilot(.settings)
        let darkBackground = pilot.frame[0, 5].style.background
        pilot.press(named: "down", "enter")
        XCTAssertTrue(pilot.text.contains("Настройки"), "the language applies at once")
        XCTAssertTrue(pilot.text.contains("Русский"))
        pilot.press(named: "down", "left")
        XCTAssertTrue(pilot.text.contains("Светлая"))
        XCTAssertNotEqual(pilot.frame[0, 5].style.background, darkBackground, "the theme applies at once")
        pilot.press(named: "up", "left")
        XCTAssertTrue(pilot.text.contains("English"))
    }

    func testSwitchingEnvironmentRestartsTheRootOnSettings() async throws {
        let pilot = try pilot(.settings)
        pilot.press(named: "enter")
        XCTAssertTrue(pilot.text.contains("prod"))
        XCTAssertEqual(pilot.run { Environments.instance }, .prod)
        XCTAssertTrue(pilot.frame.line(0).contains("Settings"), "the new root opens on Settings")
        pilot.press(named: "enter")
        XCTAssertEqual(pilot.run { Environments.instance }, .dev)
    }

    func testNavigationDemoRoutersAndCompletions() async throws {
        let pilot = try pilot(.example("navigation"))
        pilot.press(named: "enter")
        XCTAssertTrue(pilot.frame.line(0).contains("Navigation · 2"))
        XCTAssertTrue(pilot.text.contains("Lifecycle: didLoad → willAppear → didAppear"))
        XCTAssertTrue(pilot.text.contains("Last completion: no transition yet"))
        pilot.press(named: "esc")
        XCTAssertTrue(pilot.text.contains("Last completion: push ✓"), "the completion ran on the pushing screen")
        XCTAssertTrue(
            pilot.text.contains("Lifecycle: willAppear → didAppear"),
            "coming back starts a new appearance cycle"
        )
        pilot.press(named: "enter", "enter")
        XCTAssertTrue(pilot.frame.line(0).contains("Navigation · 3"))
        pilot.press(named: "down", "down", "down", "enter")
        XCTAssertTrue(pilot.frame.line(0).contains("Navigation · 2"), "pop")
        pilot.press(named: "down", "down", "down", "down", "enter")
        XCTAssertTrue(pilot.frame.line(0).contains("Library of ready solutions"), "popToRoot")
    }

    func testPopToExamplesAndPresentAndDismiss() async throws {
        let pilot = try pilot(.example("navigation"))
        pilot.press(named: "enter", "enter")
        XCTAssertTrue(pilot.frame.line(0).contains("Navigation · 3"))
        pilot.press(named: "down", "down", "down", "down", "down", "enter")
        XCTAssertTrue(pilot.frame.line(0).contains("Library of ready solutions"), "pop(to: ExamplesController)")
        pilot.press(named: "enter", "down", "down", "down", "down", "down", "down", "enter")
        XCTAssertTrue(pilot.frame.line(0).contains("Modal screen"))
        XCTAssertTrue(pilot.frame.line(0).contains("✕ Close"))
        XCTAssertFalse(pilot.text.contains("Settings 3"), "a modal covers the tab bar")
        pilot.press(named: "esc")
        XCTAssertTrue(pilot.frame.line(0).contains("Navigation · 1"))
        XCTAssertTrue(pilot.text.contains("Last completion: present ✓"))
    }

    func testTabBarCanBeHiddenAndShown() async throws {
        let pilot = try pilot(.example("navigation"))
        let toggle = Array(repeating: "down", count: 7) + ["enter"]
        for name in toggle { pilot.press(named: name) }
        XCTAssertFalse(pilot.text.contains("Settings 3"))
        pilot.press(named: "enter")
        XCTAssertTrue(pilot.text.contains("Settings 3"))
    }

    func testSelectTabAndRestartThroughRootRouter() async throws {
        let pilot = try pilot(.example("navigation"))
        for name in Array(repeating: "down", count: 8) + ["enter"] { pilot.press(named: name) }
        XCTAssertTrue(pilot.frame.line(0).contains("Settings"))
        pilot.press(named: "1")
        for name in Array(repeating: "down", count: 9) + ["enter"] { pilot.press(named: name) }
        XCTAssertTrue(pilot.text.contains("Terminal app template"), "the launch screen shows again")
        await pilot.settle()
        XCTAssertTrue(pilot.frame.line(0).contains("Navigation · 1"), "and hands over to the demo's route")
    }

    func testQuitKeys() async throws {
        let pilot = try pilot()
        pilot.press(named: "q")
        XCTAssertTrue(pilot.quitRequested)
        let other = try self.pilot()
        other.press(named: "ctrl-c")
        XCTAssertTrue(other.quitRequested)
    }

    func testResizeToTooSmallAndBack() async throws {
        let pilot = try pilot()
        pilot.resize(to: Size(width: 30, height: 8))
        XCTAssertTrue(pilot.text.contains("Terminal too small"))
        pilot.resize(to: Size(width: 60, height: 20))
        XCTAssertTrue(pilot.text.contains("Library of ready solutions"))
        XCTAssertTrue(pilot.frame.line(19).contains("Settings 3"))
    }

    func testIdleAppSchedulesNothing() async throws {
        let pilot = try pilot()
        XCTAssertEqual(pilot.clock.pendingCount, 0)
    }
}
