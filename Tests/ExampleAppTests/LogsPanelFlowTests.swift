import ExampleApp
import Foundation
import Logs
import Storage
import TUIKit
import XCTest

/// The debug panel driven as a person would: the hotkey, filters, search, detail, clear,
/// export, live updates, restarts and the tools.
@MainActor
final class LogsPanelFlowTests: XCTestCase {
    // Lazy, so the home is made (and cleaned up) by the test that uses it, not when XCTest
    // creates every test case up front.
    private lazy var directories = StorageDirectories.temporaryForTest()

    override func setUp() async throws {
        directories = StorageDirectories.temporaryForTest()
    }

    override func tearDown() async throws {
        if let home = directories.environment["HOME"] { try? FileManager.default.removeItem(atPath: home) }
    }

    private func options(environment: String = "dev", seeded: Bool = true) throws -> LaunchOptions {
        var options = LaunchOptions(language: .en, environmentName: environment, directories: directories)
        if seeded { try LogsFixture.seed(&options) }
        options.logStoreConfiguration = LogsFixture.configuration
        return options
    }

    private func pilot(_ route: AppRoute, options: LaunchOptions) throws -> Pilot {
        try FrameRenderer.pilot(
            for: FrameRenderer.Request(route: route, size: Size(width: 100, height: 30), options: options))
    }

    /// N of the panel's "Messages N" segment.
    private static func messageCount(in text: String) -> Int? {
        guard let match = text.firstMatch(of: /Messages (\d+)/) else { return nil }
        return Int(match.1)
    }

    private var exportsDirectory: URL {
        get throws { try ExampleApplication.logsDirectory(in: directories).appendingPathComponent("exports") }
    }

    func testTheHotkeyOpensThePanelOverADemoInDevAndEscClosesIt() async throws {
        let pilot = try pilot(.example("toasts"), options: options())
        XCTAssertFalse(pilot.text.contains("Requests 4"))
        pilot.press(named: "f12")
        XCTAssertTrue(pilot.text.contains("Requests 4"), "F12 opens the panel")
        XCTAssertTrue(pilot.text.contains("Refresh failed"))
        pilot.press(named: "f12")
        pilot.press(named: "esc")
        XCTAssertFalse(pilot.text.contains("Requests 4"), "a second F12 opens no second panel; Esc closes it")
        XCTAssertTrue(pilot.text.contains("Toasts"), "the demo is back")
        pilot.press(KeyEvent.control("]"))
        XCTAssertTrue(pilot.text.contains("Requests 4"), "Ctrl-] is the fallback hotkey")
    }

    /// A store past `countAtOnceLimit` is counted off the main actor as the panel opens: the
    /// tab says "…" until the figure is in, never a wrong 0.
    func testALargeSessionIsCountedAfterThePanelOpensAndSaysSoMeanwhile() async throws {
        var options = LaunchOptions(language: .en, environmentName: "dev", directories: directories)
        var configuration = LogsFixture.configuration
        configuration.writesBeforeReturning = false
        let store = try LogDatabase(
            directory: ExampleApplication.logsDirectory(in: options.directories), configuration: configuration)
        for index in 0..<12_000 {
            store.record(message: LogMessage(date: LogsFixture.now, level: .info, label: "App", text: "row \(index)"))
        }
        store.flush()
        options.logStore = store
        options.logStoreConfiguration = configuration
        let pilot = try pilot(.example("toasts"), options: options)
        pilot.press(named: "f12")
        XCTAssertTrue(pilot.text.contains("Messages …"), pilot.text)
        XCTAssertTrue(pilot.text.contains("row 11999"), "the rows show at once: \(pilot.text)")
        let isCounted = await pilot.wait(until: { (Self.messageCount(in: $0.text) ?? 0) >= 12_000 })
        XCTAssertTrue(isCounted, pilot.text)
        XCTAssertFalse(pilot.text.contains("Messages …"), pilot.text)
    }

    func testTheHotkeyDoesNothingInProd() async throws {
        let pilot = try pilot(.example("toasts"), options: options(environment: "prod"))
        let before = pilot.text
        pilot.press(named: "f12")
        pilot.press(KeyEvent.control("]"))
        XCTAssertEqual(pilot.text, before)
    }

    func testTheConfigurationFlagNotTheInstanceGatesThePanel() async throws {
        let pilot = try pilot(.example("toasts"), options: options())
        XCTAssertTrue(try XCTUnwrap(Environments.checkConfiguration(name: "dev").isDebugPanelEnabled))
        // Dev, with the panel switched off in its configuration.
        let dev = try XCTUnwrap(Environments.files["dev"])
        let off = dev.replacingOccurrences(of: "IS_DEBUG_PANEL_ENABLED = true", with: "IS_DEBUG_PANEL_ENABLED = false")
        XCTAssertNotEqual(off, dev)
        _ = try pilot.run { try Environments.setup(name: "dev", files: ["dev": off]) }
        XCTAssertEqual(pilot.run { Environments.instance }, .dev)
        let before = pilot.text
        pilot.press(named: "f12")
        XCTAssertEqual(pilot.text, before, "the hotkey does nothing")
        _ = try pilot.run { try Environments.setup(name: "dev") }
        pilot.press(named: "f12")
        XCTAssertTrue(pilot.text.contains("Requests 4"), "on again: F12 opens the panel")
    }

    func testTheRouteInProdSaysThePanelIsDevOnly() async throws {
        let pilot = try pilot(.logs, options: options(environment: "prod"))
        await pilot.wait(for: .milliseconds(500))
        XCTAssertTrue(pilot.text.contains("available in the dev"))
        XCTAssertFalse(pilot.text.contains("Requests 4"))
    }

    func testLevelCategoryAndStatusFiltersAndReset() async throws {
        let pilot = try pilot(.logs, options: options())
        pilot.press(named: "l", "l", "l", "l")
        XCTAssertTrue(pilot.text.contains("Level: error"))
        XCTAssertTrue(pilot.text.contains("Refresh failed"))
        XCTAssertFalse(pilot.text.contains("Launch screen shown"))
        pilot.press(named: "0", "c", "c", "c", "c")
        XCTAssertTrue(pilot.text.contains("Category: Storage"))
        XCTAssertTrue(pilot.text.contains("evicted 2048 bytes"))
        XCTAssertTrue(pilot.text.contains("encrypted entry"))
        XCTAssertFalse(pilot.text.contains("Refresh failed"))
        pilot.press(named: "tab", "s", "s", "s")
        XCTAssertTrue(pilot.text.contains("Status: 5xx"))
        XCTAssertTrue(pilot.text.contains("503 GET api.example.com/v1/profile"))
        XCTAssertFalse(pilot.text.contains("401 POST"))
        pilot.press(named: "s", "s")
        XCTAssertTrue(pilot.text.contains("Status: failed"))
        XCTAssertTrue(pilot.text.contains("ERR GET api.example.com/v1/feed"))
        pilot.press(named: "0")
        XCTAssertTrue(pilot.text.contains("Status: all"))
        XCTAssertTrue(pilot.text.contains("200 GET"))
    }

    func testSearchFiltersAsYouTypeAndEscClearsIt() async throws {
        let pilot = try pilot(.logs, options: options())
        pilot.press(named: "tab", "/")
        pilot.type("refresh")
        XCTAssertTrue(pilot.text.contains("401 POST api.example.com/v1/auth/refresh"))
        XCTAssertFalse(pilot.text.contains("503"))
        pilot.press(named: "enter")
        XCTAssertTrue(pilot.text.contains("Search: refresh"), "Enter keeps the search")
        pilot.press(named: "/")
        pilot.type("q")
        XCTAssertFalse(pilot.quitRequested, "q typed into the search does not quit")
        XCTAssertTrue(pilot.text.contains("Search: refreshq"))
        pilot.press(named: "esc")
        XCTAssertTrue(pilot.text.contains("/ search"))
        XCTAssertTrue(pilot.text.contains("503 GET"))
    }

    func testTheDetailShowsPrettyJSONScrollsAndGoesBack() async throws {
        let pilot = try pilot(.logs, options: options())
        pilot.press(named: "tab", "end", "enter")
        XCTAssertTrue(pilot.text.contains("Authorization: Bearer <redacted>"))
        XCTAssertFalse(pilot.text.contains("abc.def"), "the token never reached the store")
        XCTAssertFalse(pilot.text.contains("\"total\" : 2"), "the end of the body is below the fold")
        pilot.press(named: "pgdn", "pgdn")
        XCTAssertTrue(pilot.text.contains("\"total\" : 2"), "the body scrolls into view, pretty-printed")
        pilot.press(named: "esc")
        XCTAssertTrue(pilot.text.contains("Requests 4"), "Esc goes back to the list")
    }

    func testClearAsksFirstAndThenEmptiesTheStoreForGood() async throws {
        let pilot = try pilot(.logs, options: options())
        pilot.press(named: "x")
        XCTAssertTrue(pilot.text.contains("Clear the logs?"))
        pilot.press(named: "esc")
        XCTAssertTrue(pilot.text.contains("Refresh failed"), "cancel keeps everything")
        pilot.press(named: "x", "right", "enter")
        await pilot.wait(for: .milliseconds(500))
        XCTAssertTrue(pilot.text.contains("No messages yet"))
        XCTAssertTrue(pilot.text.contains("The logs are cleared"))
        let reopened = try LogDatabase(
            directory: ExampleApplication.logsDirectory(in: directories), configuration: LogsFixture.configuration)
        XCTAssertEqual(reopened.allRecords(), [], "cleared on disk, not only on screen")
    }

    func testCtrlTOnTheExportsToastCopiesTheFileAndYTheSelectedMessage() async throws {
        var options = try options()
        options.platform.environment["TERM"] = "xterm-256color"
        options.platform.environment["TMUX"] = nil
        options.platform.environment["XTERM_VERSION"] = nil
        options.platform.environment["VTE_VERSION"] = nil
        let pilot = try pilot(.logs, options: options)
        pilot.press(named: "e")
        let isSaved = await pilot.wait(until: { $0.text.contains("Saved to") })
        XCTAssertTrue(isSaved, "the export's toast shows")
        pilot.press(named: "ctrl-t")
        let file = try XCTUnwrap(
            FileManager.default.contentsOfDirectory(atPath: exportsDirectory.path).first { $0.hasSuffix(".txt") })
        let contents = try String(contentsOf: exportsDirectory.appendingPathComponent(file), encoding: .utf8)
        XCTAssertEqual(pilot.terminal.clipboard, [contents], "the tap copies the exported file")
        let isCopied = await pilot.wait(until: { $0.text.contains("Copied the export") })
        XCTAssertTrue(isCopied, pilot.text)

        pilot.press(named: "y")
        XCTAssertEqual(pilot.terminal.clipboard.count, 2)
        XCTAssertTrue(pilot.terminal.clipboard.last?.contains("] ") == true, "a message's text block")
        let isMessageCopied = await pilot.wait(until: { $0.text.contains("Copied the message") })
        XCTAssertTrue(isMessageCopied, pilot.text)
    }

    func testInXtermTheToastNamesTheResourceThatLetsItCopy() async throws {
        var options = try options()
        options.platform.environment["TERM"] = "xterm-256color"
        options.platform.environment["TMUX"] = nil
        options.platform.environment["XTERM_VERSION"] = "XTerm(379)"
        let pilot = try pilot(.logs, options: options)
        pilot.press(named: "y")
        XCTAssertEqual(pilot.terminal.clipboard.count, 1, "sent all the same")
        let isShown = await pilot.wait(until: { $0.text.contains("allowWindowOps: true") })
        XCTAssertTrue(isShown, pilot.text)
    }

    func testTheDetailsYAndShiftYCopyTheRequestItShows() async throws {
        let pilot = try pilot(.logs, options: options())
        pilot.press(named: "tab")
        pilot.press(named: "end")
        pilot.press(named: "enter")
        XCTAssertTrue(pilot.text.contains("api.example.com/v1/items?page=1"), pilot.text)
        pilot.press(named: "y")
        pilot.press(named: "Y")
        XCTAssertEqual(pilot.terminal.clipboard.count, 2, "\(pilot.terminal.clipboard)")
        let text = try XCTUnwrap(pilot.terminal.clipboard.first)
        XCTAssertTrue(text.contains("[NETWORK] GET https://api.example.com/v1/items"), text)
        XCTAssertEqual(
            pilot.terminal.clipboard.last,
            """
            curl \\
              'https://api.example.com/v1/items?page=1' \\
              -H 'Accept: application/json' \\
              -H 'Authorization: Bearer <redacted>'
            """)
        let isToastShown = await pilot.wait(until: { $0.text.contains("as a curl command") })
        XCTAssertTrue(isToastShown, pilot.text)
    }

    func testExportWritesTextAndHARUnderTheStateDirectoryAndShowsThePath() async throws {
        let pilot = try pilot(.logs, options: options())
        let exports = try exportsDirectory
        func written(_ suffix: String) async -> Bool {
            // Written off the main actor: the file comes a moment after the key.
            await pilot.wait(until: { _ in
                (try? FileManager.default.contentsOfDirectory(atPath: exports.path))?.contains { $0.hasSuffix(suffix) }
                    ?? false
            })
        }
        pilot.press(named: "e")
        let isTextWritten = await written(".txt")
        XCTAssertTrue(isTextWritten, "the text file is written")
        await pilot.wait(for: .milliseconds(500))
        let text = try FileManager.default.contentsOfDirectory(atPath: exports.path).filter { $0.hasSuffix(".txt") }
        XCTAssertEqual(text.count, 1)
        XCTAssertTrue(pilot.text.contains("Saved to"), "the toast names the file")
        let contents = try String(contentsOf: exports.appendingPathComponent(text[0]), encoding: .utf8)
        XCTAssertTrue(contents.contains("[ERROR] Network: Refresh failed: 401 Unauthorized"))
        XCTAssertFalse(contents.contains("r-123"), "redacted metadata stays redacted")

        pilot.press(named: "h")
        let isHARWritten = await written(".har")
        XCTAssertTrue(isHARWritten, "the HAR file is written")
        let har = try FileManager.default.contentsOfDirectory(atPath: exports.path).filter { $0.hasSuffix(".har") }
        XCTAssertEqual(har.count, 1)
        let data = try Data(contentsOf: exports.appendingPathComponent(har[0]))
        let root = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any])
        let log = try XCTUnwrap(root["log"] as? [String: Any])
        XCTAssertEqual(log["version"] as? String, "1.2")
        XCTAssertEqual((log["entries"] as? [Any])?.count, 4)
        let attributes = try FileManager.default.attributesOfItem(atPath: exports.appendingPathComponent(har[0]).path)
        XCTAssertEqual((attributes[.posixPermissions] as? NSNumber)?.intValue, 0o600)
    }

    /// A paste typed as keys into the panel (found by the monkey test) pressed `e` thousands
    /// of times: each started an export, they raced for one file name ("Could not export:
    /// … No such file or directory") and their toasts and log lines kept the app busy for
    /// minutes. Now the keys that come while an export is written do nothing.
    func testExportKeysPressedWhileAnExportIsWrittenStartNoOther() async throws {
        let pilot = try pilot(.logs, options: options())
        let exports = try exportsDirectory
        for _ in 0..<30 { pilot.press(named: "e") }
        let isWritten = await pilot.wait(until: { _ in
            (try? FileManager.default.contentsOfDirectory(atPath: exports.path))?.isEmpty == false
        })
        XCTAssertTrue(isWritten, "the first export is written")
        await pilot.wait(for: .milliseconds(500))
        let files = try FileManager.default.contentsOfDirectory(atPath: exports.path)
        XCTAssertEqual(files.count, 1, "one export for the burst: \(files)")
        XCTAssertTrue(pilot.text.contains("Saved to"), pilot.text)
        XCTAssertFalse(pilot.text.contains("Could not export"), pilot.text)

        pilot.press(named: "e")
        let isSecondWritten = await pilot.wait(until: { _ in
            (try? FileManager.default.contentsOfDirectory(atPath: exports.path))?.count == 2
        })
        XCTAssertTrue(isSecondWritten, "once the export is written, e exports again")
    }

    func testNewEntriesAppearLiveWithoutAnyTimer() async throws {
        let store = try LogDatabase(
            directory: ExampleApplication.logsDirectory(in: directories), configuration: LogsFixture.configuration)
        var options = try options(seeded: false)
        options.logStore = store
        let pilot = try pilot(.logs, options: options)
        // The app's own launch messages (analytics, deeplinks) are there already.
        await pilot.settle()
        let before = try XCTUnwrap(Self.messageCount(in: pilot.text), pilot.text)
        XCTAssertFalse(pilot.text.contains("Live:"))
        let log = Log(subsystem: "tests", category: "Live") { LogStoreHandler(label: $0, store: store) }
        log.notice(logEntry: .text("arrived while the panel was open"))
        for _ in 0..<200 where !pilot.text.contains("arrived while the panel was open") { await Task.yield() }
        XCTAssertTrue(pilot.text.contains("NOTE  Live: arrived while the panel was open"))
        XCTAssertEqual(Self.messageCount(in: pilot.text), before + 1)
        XCTAssertEqual(pilot.clock.pendingCount, 0, "nothing polls")
    }

    func testEntriesSurviveARestartOfTheApp() async throws {
        let store = try LogDatabase(
            directory: ExampleApplication.logsDirectory(in: directories), configuration: LogsFixture.configuration)
        var first = try options(seeded: false)
        first.logStore = store
        _ = try pilot(.examples, options: first)
        store.record(
            task: NetworkTaskRecord(date: LogsFixture.now, method: "DELETE", url: "https://x.test/a", statusCode: 204))
        store.flush()

        let second = try pilot(.logs, options: options(seeded: false))
        second.press(named: "tab")
        XCTAssertFalse(second.text.contains("DELETE x.test/a"), "a launch is a session: the panel shows its own")
        // The sessions, newest first after "all sessions": this launch, then the first one.
        second.press(named: "v")
        XCTAssertTrue(second.text.contains("this launch"), second.text)
        XCTAssertTrue(second.text.contains("all sessions"), second.text)
        second.press(named: "down", "down", "enter")
        XCTAssertTrue(second.text.contains("204 DELETE x.test/a"), "a new app reads the old entries from disk")
        XCTAssertTrue(second.text.contains("Session: 2025-11-22"), second.text)
        second.press(named: "v", "up", "up", "enter")
        XCTAssertTrue(second.text.contains("Session: all sessions"), second.text)
        XCTAssertTrue(second.text.contains("204 DELETE x.test/a"))
        second.press(named: "v", "down", "enter")
        XCTAssertFalse(second.text.contains("Session:"), "back to this launch: the usual filter line")
        XCTAssertFalse(second.text.contains("DELETE x.test/a"))
    }

    func testTheDeepLinkTesterOpensAGoodLinkAndExplainsABadOne() async throws {
        let pilot = try pilot(.logs, options: options())
        pilot.press(named: "4", "down", "enter")
        pilot.type("exampletui://nowhere")
        pilot.press(named: "enter")
        await pilot.wait(for: .milliseconds(500))
        XCTAssertTrue(pilot.text.contains("unknown route 'exampletui://nowhere'"))
        XCTAssertTrue(pilot.text.contains("Cannot open: exampletui://nowhere"))
        for _ in "nowhere" { pilot.press(named: "backspace") }
        pilot.type("settings")
        pilot.press(named: "enter")
        await pilot.wait(for: .milliseconds(500))
        XCTAssertTrue(pilot.text.contains("App version"), "the Settings tab is open")
        XCTAssertFalse(pilot.text.contains("Requests 4"), "and the panel is gone")
    }

    func testABarePathInTheDeepLinkTesterMeansTheAppsSchemeAndGoesThroughTheDeepLinkService() async throws {
        let pilot = try pilot(.logs, options: options())
        pilot.press(named: "4", "down", "enter")
        pilot.type("components/otp")
        pilot.press(named: "enter")
        await pilot.wait(for: .milliseconds(500))
        XCTAssertTrue(pilot.frame.line(0).contains("OTP field"), pilot.text)
        XCTAssertTrue(pilot.text.contains("Components 2"), "in the Components tab")
        XCTAssertFalse(pilot.text.contains("Requests 4"), "and the panel is gone")
    }

    func testTheEnvironmentSwitcherRestartsInProdWhereThePanelIsRefused() async throws {
        let pilot = try pilot(.logs, options: options())
        pilot.press(named: "4")
        XCTAssertTrue(pilot.text.contains("Environment"))
        pilot.press(named: "enter")
        await pilot.wait(for: .milliseconds(500))
        XCTAssertTrue(pilot.text.contains("available in the dev"))
        pilot.press(named: "f12")
        XCTAssertFalse(pilot.text.contains("Requests 4"), "and the hotkey now does nothing")
    }

    func testTheStorageViewerListsTheLogsDemoStoresWithLiveCountdowns() async throws {
        let pilot = try pilot(.example("logs"), options: options(seeded: false))
        XCTAssertTrue(pilot.click(on: "Fill sample stores"))
        pilot.advance(by: .seconds(5))
        XCTAssertEqual(pilot.clock.pendingCount, 0, "the toast is gone: nothing runs")
        pilot.press(named: "f12", "3")
        XCTAssertTrue(pilot.text.contains("Memory · 2 entries"))
        XCTAssertTrue(pilot.text.contains("selected-city"))
        XCTAssertTrue(pilot.text.contains("expires in 1m 30s · 6 B"))
        XCTAssertTrue(
            pilot.text.contains("Keychain: LogsDemoKeychain (encrypted files) · 2 entries · values are secret"))
        XCTAssertTrue(pilot.text.contains("dev/access-token"))
        XCTAssertFalse(pilot.text.contains("eyJhbGciOi"), "secret values never show")
        XCTAssertGreaterThan(pilot.clock.pendingCount, 0, "a countdown asks for the next second")
        pilot.press(named: "1")
        pilot.advance(by: .seconds(1))
        XCTAssertEqual(pilot.clock.pendingCount, 0, "and stops asking once the storage view is gone")
    }

    func testAResizeToAWideTerminalPutsTheDetailBesideTheListAndBack() async throws {
        let pilot = try pilot(.logs, options: options())
        XCTAssertFalse(pilot.text.contains("Subsystem:"), "a regular terminal shows the list alone")
        pilot.resize(to: Size(width: 160, height: 40))
        XCTAssertTrue(pilot.text.contains("Subsystem:"), pilot.text)
        let detailLine = try XCTUnwrap(pilot.text.split(separator: "\n").first { $0.contains("Subsystem:") })
        XCTAssertTrue(detailLine.contains("│"), "the detail is in the pane beside the list")
        pilot.press(named: "down")
        XCTAssertTrue(pilot.text.contains("Subsystem:"))
        pilot.resize(to: Size(width: 100, height: 30))
        XCTAssertFalse(pilot.text.contains("Subsystem:"))
    }
}
