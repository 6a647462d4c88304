import Foundation
import TUIPseudoTerminal
import TUITestSupport
import XCTest

extension AppUnderTest {
    /// The built `example-tui`; `EXAMPLE_TUI_BINARY` names another one.
    static let app = AppUnderTest(executable: "example-tui", binaryVariable: "EXAMPLE_TUI_BINARY")
}

/// The built app in a pseudo-terminal and on the command line: it opens on Home, switches
/// tabs, renders a route without a terminal, and gives the terminal back on every exit.
final class AppEndToEndTests: XCTestCase {
    func testItOpensOnHomeAndSwitchesToSettings() throws {
        let home = try AppUnderTest.app.readyMarker()
        let app = try AppSession(app: .app, rows: 24, columns: 80)
        app.waitForMainScreen()
        XCTAssertEqual(app.terminal.screen.row(containing: home), 0, app.dump())
        XCTAssertTrue(app.terminal.screen.line(23).contains("Settings 2"), app.dump())
        app.send("2")
        app.expectScreen(containing: "Language")
        app.send("1")
        app.waitForMainScreen()
        app.send("q")
        XCTAssertEqual(app.waitForExit(), 0)
        app.assertModesRestored()
        app.assertLeftAlternateScreen()
        app.assertWindowTitleRestored(showing: try AppUnderTest.app.readyMarker(["--launch"]))
    }

    func testControlCAndSIGTERMRestoreTheTerminal() throws {
        let quit = try AppSession(app: .app)
        quit.waitForMainScreen()
        quit.send("\u{03}")
        XCTAssertEqual(quit.waitForExit(), 0)
        quit.assertModesRestored()

        let killed = try AppSession(app: .app)
        killed.waitForMainScreen()
        killed.terminal.signal(SIGTERM)
        XCTAssertEqual(killed.waitForExit(), 128 + SIGTERM)
        killed.assertModesRestored()
        killed.assertLeftAlternateScreen()
    }

    func testRenderPrintsTheRouteWithoutATerminal() throws {
        let home = try AppUnderTest.app.readyMarker()
        let result = try AppUnderTest.app.run(["render", "exampletui://home", "--size", "80x24"])
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertEqual(result.lines.count, 24, result.standardOutput)
        XCTAssertTrue(result.lines.first?.contains(home) == true, result.standardOutput)

        let bad = try AppUnderTest.app.run(["render", "exampletui://nowhere"])
        XCTAssertEqual(bad.status, 2)
        XCTAssertTrue(bad.standardError.contains("exampletui://home"), bad.standardError)
    }

    func testWithoutATerminalItSaysWhyAndExitsWith2() throws {
        let result = try AppUnderTest.app.run([])
        XCTAssertEqual(result.status, 2, result.standardError)
        XCTAssertTrue(result.standardError.contains("terminal"), result.standardError)
    }
}
