import AppSupport
import ExampleApp
import Foundation
import Logs
import Storage
import TUIKit
import XCTest

/// The app's own log categories (Network, Navigation, Deeplinks, DebugPanel) reach the log
/// store the app bootstraps, as they do in `example-tui`.
@MainActor
final class AppLogCategoriesTests: XCTestCase {
    // Lazy, so the home is made (and cleaned up) by the test that uses it, not when XCTest
    // creates every test case up front.
    private lazy var directories = StorageDirectories.temporaryForTest()
    private var store = LogDatabase.inMemory()

    override func setUp() async throws {
        // On disk, so the panel's export has a folder to write to.
        store = try LogDatabase(directory: ExampleApplication.logsDirectory(in: directories))
        LogSystem.bootstrap(store: store, subsystem: AppIdentity.app.name)
    }

    override func tearDown() async throws {
        try Environments.setup(name: "dev")
        if let home = directories.environment["HOME"] { try? FileManager.default.removeItem(atPath: home) }
    }

    private func pilot(_ route: AppRoute) throws -> Pilot {
        var options = LaunchOptions(language: .en, directories: directories)
        options.logStore = store
        return try FrameRenderer.pilot(
            for: FrameRenderer.Request(route: route, size: Size(width: 100, height: 30), options: options))
    }

    /// The messages of `category` so far.
    private func messages(_ category: String) -> [LogMessage] {
        store.allRecords().compactMap { record in
            guard case .message(let message) = record, message.label == category else { return nil }
            return message
        }
    }

    private func waitFor(_ category: String, _ text: String, in pilot: Pilot) async {
        await pilot.wait(until: { _ in self.messages(category).contains { $0.text == text } }, limit: .seconds(6))
        XCTAssertTrue(
            messages(category).contains { $0.text == text }, "no \(category) message '\(text)': \(messages(category))")
    }

    /// Waits until the frame shows `text` (async work such as a login lands under load).
    func testRefreshLogoutAndNavigationAreLogged() async throws {
        let pilot = try pilot(.example("network"))
        await waitFor("Navigation", "Screen appeared", in: pilot)
        XCTAssertTrue(messages("Navigation").contains { $0.metadata.values.contains { $0.contains("NetworkDemo") } })
        // Expiring the token needs a session: under load the demo's login may land later.
        await pilot.wait(until: { $0.text.contains("Session: logged in") }, limit: .seconds(4))
        pilot.press(named: "x")
        await waitFor("Network", "Token refresh succeeded", in: pilot)
        XCTAssertEqual(messages("Network").filter { $0.text == "Token refresh succeeded" }.count, 1)
        pilot.press(named: "f")
        pilot.press(named: "r")
        await waitFor("Network", "Token refresh failed", in: pilot)
        await waitFor("Network", "Logged out: the token refresh was refused", in: pilot)
        pilot.press(named: "l")  // the login form
        await pilot.wait(until: { $0.text.contains("Password") }, limit: .seconds(2))
        pilot.type("secret")
        pilot.press(named: "enter")
        await pilot.wait(until: { $0.text.contains("Session: logged in") }, limit: .seconds(4))
        pilot.press(named: "l")
        await waitFor("Network", "Logged out by the user", in: pilot)
    }

    func testTheDebugPanelLogsItsClearExportAndEnvironmentSwitch() async throws {
        let pilot = try pilot(.logs)
        pilot.press(named: "x", "right", "enter")
        await waitFor("DebugPanel", "Logs cleared", in: pilot)
        pilot.press(named: "e")
        await waitFor("DebugPanel", "Logs exported", in: pilot)
        pilot.press(named: "4", "enter")
        await waitFor("DebugPanel", "Environment switched", in: pilot)
        let switched = try XCTUnwrap(messages("DebugPanel").last { $0.text == "Environment switched" })
        XCTAssertTrue(switched.metadata.values.contains { $0.contains("prod") }, "\(switched)")
    }

    func testDeepLinksAreLoggedWhereTheyAreRouted() async throws {
        let pilot = try pilot(.logs)
        pilot.press(named: "4", "down", "enter")
        pilot.type("components/otp")
        pilot.press(named: "enter")
        await waitFor("Deeplinks", "Deeplink routed", in: pilot)
        XCTAssertTrue(messages("Deeplinks").contains { $0.metadata.values.contains { $0.contains("components/otp") } })
    }

    /// A screen is reported once the frame that shows it is on screen: the launch's first
    /// frame and a key's frame do not wait for the reports.
    func testScreensAreReportedAfterTheFrameThatShowsThem() throws {
        var options = LaunchOptions(language: .en, directories: directories)
        options.logStore = store
        let application = try ExampleApplication(options: options, clock: ManualClock())
        let host = WindowHost(window: application.window, terminal: VirtualTerminal(size: Size(width: 100, height: 30)))
        // Each report's parameters, which name the screen.
        func reports() -> [String] {
            messages("Navigation").filter { $0.text == "Screen appeared" }.map { $0.metadata["parameters"] ?? "" }
        }
        XCTAssertEqual(reports(), [], "reported before the first frame")
        host.draw()
        XCTAssertEqual(reports(), [], "reported before the first frame was shown")
        application.window.frameDidShow()
        XCTAssertEqual(reports().count, 1, "\(reports())")

        host.handle(.key(KeyEvent(.function(12))))
        host.draw()
        XCTAssertEqual(reports().count, 1, "the debug panel reported before its frame: \(reports())")
        application.window.frameDidShow()
        XCTAssertEqual(reports().count, 2, "\(reports())")
        XCTAssertTrue(reports().last?.contains("Logs") == true, "\(reports())")
    }
}
