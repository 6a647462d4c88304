import Foundation
import TUIPseudoTerminal
import TUITestSupport
import XCTest

/// The built app in a pseudo-terminal of 100×30, driven with keys, resizes and signals.
final class InteractiveTests: XCTestCase {
    func testTheFirstFrameIsTheMainScreenWithTitleListAndTabBar() throws {
        let mainTitle = try AppUnderTest.showcase.readyMarker()
        let app = try AppSession()
        app.waitForMainScreen()
        // Nothing at start-up has to come before it, so no launch screen was ever drawn.
        XCTAssertFalse(app.terminal.plainOutput.contains("Terminal app template"), app.dump())
        let screen = app.terminal.screen
        XCTAssertEqual(screen.row(containing: mainTitle), 0, app.dump())
        XCTAssertNotNil(screen.row(containing: "Navigation"), app.dump())
        XCTAssertNotNil(screen.row(containing: "Resources"), app.dump())
        XCTAssertEqual(screen.row(containing: "Settings 3"), 29, "the tab bar is the bottom row\n\(app.dump())")
        XCTAssertTrue(screen.line(29).contains("Examples 1"), app.dump())
        XCTAssertTrue(screen.isAlternateScreen, "curses mode uses the alternate screen")
        XCTAssertFalse(screen.isCursorVisible, "the cursor is hidden while the app runs")
    }

    func testEnterPushesNavigationDemoAndEscapePops() throws {
        let mainTitle = try AppUnderTest.showcase.readyMarker()
        let app = try AppSession()
        app.waitForMainScreen()
        app.send("\r")
        app.expectScreen(containing: "Navigation · 1")
        app.expectScreen(containing: "Push the next screen")
        XCTAssertFalse(app.terminal.screen.contains(mainTitle), app.dump())

        app.send("\u{1B}")
        app.expectScreen("is back on the examples list") { screen in
            screen.contains(mainTitle) && !screen.contains("Navigation · 1")
        }
        XCTAssertEqual(app.terminal.screen.row(containing: "Settings 3"), 29, app.dump())
    }

    func testBackspacePopsToo() throws {
        let mainTitle = try AppUnderTest.showcase.readyMarker()
        let app = try AppSession()
        app.waitForMainScreen()
        app.send("\r")
        app.expectScreen(containing: "Navigation · 1")
        app.send("\u{7F}")
        app.expectScreen("is back on the examples list") { screen in
            screen.contains(mainTitle) && !screen.contains("Navigation · 1")
        }
    }

    func testDigitsSwitchTabs() throws {
        let mainTitle = try AppUnderTest.showcase.readyMarker()
        let app = try AppSession()
        app.waitForMainScreen()
        app.send("3")
        app.expectScreen("shows the Settings tab") { screen in
            screen.line(0).contains("Settings") && screen.contains("App version")
                && !screen.contains(mainTitle)
        }
        XCTAssertEqual(app.terminal.screen.row(containing: "Examples 1"), 29, app.dump())

        app.send("1")
        app.expectScreen("is back on the Examples tab") { screen in
            screen.contains(mainTitle) && !screen.contains("App version")
        }
    }

    func testResizeLaysTheFrameOutAgain() throws {
        let mainTitle = try AppUnderTest.showcase.readyMarker()
        let app = try AppSession()
        app.waitForMainScreen()

        app.terminal.resize(rows: 20, columns: 60)
        app.expectScreen("has the tab bar on the bottom row of 60×20") { screen in
            screen.line(19).contains("Examples 1") && screen.line(19).contains("Settings 3")
                && screen.line(0).contains(mainTitle)
        }
        let narrow = app.terminal.screen
        let title = narrow.line(0).trimmingCharacters(in: .whitespaces)
        XCTAssertEqual(title, mainTitle, app.dump())
        // Centered again for 60 columns, not left where the 100-column frame had it.
        let indent = narrow.line(0).prefix { $0 == " " }.count
        XCTAssertEqual(indent, (60 - title.count) / 2, accuracy: 1, app.dump())
        XCTAssertTrue(narrow.lines.allSatisfy { $0.count <= 60 }, app.dump())

        app.terminal.resize(rows: 30, columns: 100)
        app.expectScreen("has the tab bar on the bottom row of 100×30") { screen in
            screen.line(29).contains("Examples 1") && screen.line(29).contains("Settings 3")
                && screen.line(0).contains(mainTitle)
                && screen.row(containing: "Settings 3") == 29
        }
        let indentBack = app.terminal.screen.line(0).prefix { $0 == " " }.count
        XCTAssertEqual(indentBack, (100 - title.count) / 2, accuracy: 1, app.dump())
    }

    func testTooSmallTerminalShowsMessageAndRecovers() throws {
        let app = try AppSession()
        app.waitForMainScreen()
        app.terminal.resize(rows: 8, columns: 30)
        app.expectScreen(containing: "Terminal too small")
        app.terminal.resize(rows: 30, columns: 100)
        app.waitForMainScreen()
    }

    func testQuitWithQRestoresTheTerminal() throws {
        let app = try AppSession()
        app.waitForMainScreen()
        app.send("q")
        let status = app.waitForExit()
        XCTAssertEqual(status, 0)
        app.assertModesRestored()
        app.assertLeftAlternateScreen()
        app.assertWindowTitleRestored(showing: try AppUnderTest.showcase.readyMarker(["--launch"]))
    }

    func testControlCQuitsWithStatusZero() throws {
        let app = try AppSession()
        app.waitForMainScreen()
        app.send("\u{03}")
        XCTAssertEqual(app.waitForExit(), 0)
        app.assertModesRestored()
        app.assertLeftAlternateScreen()
    }

    func testSIGTERMExitsWith143AndRestoresTheTerminal() throws {
        let app = try AppSession()
        app.waitForMainScreen()
        app.terminal.signal(SIGTERM)
        XCTAssertEqual(app.waitForExit(), 128 + SIGTERM)
        app.assertModesRestored()
        app.assertLeftAlternateScreen()
        app.assertWindowTitleRestored(showing: try AppUnderTest.showcase.readyMarker(["--launch"]))
    }

    func testSIGHUPExitsWith129AndRestoresTheTerminal() throws {
        let app = try AppSession()
        app.waitForMainScreen()
        app.terminal.signal(SIGHUP)
        XCTAssertEqual(app.waitForExit(), 128 + SIGHUP)
        app.assertModesRestored()
        app.assertLeftAlternateScreen()
    }

    func testOpensAtRouteAndInRussian() throws {
        let mainTitle = try AppUnderTest.showcase.readyMarker()
        let app = try AppSession(arguments: ["exampletui://settings", "--lang", "ru"])
        app.expectScreen(timeout: .seconds(10), "shows the Settings tab in Russian") { screen in
            screen.contains("Версия приложения") && screen.contains("Примеры 1") && screen.contains("Настройки 3")
        }
        XCTAssertFalse(app.terminal.screen.contains(mainTitle), app.dump())
        app.send("q")
        XCTAssertEqual(app.waitForExit(), 0)
        app.assertModesRestored()
    }
}
