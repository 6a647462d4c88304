import ExampleApp
import Foundation
import Logs
import NetworkTesting
import Storage
import TUIKit
import XCTest

/// The Network demo driven as a person would: mocks on the app's clock, then the loopback
/// server and a port where nothing listens.
@MainActor
final class NetworkDemoFlowTests: XCTestCase {
    override func tearDown() async throws {
        // Tests below point dev at other servers; put the embedded configuration back.
        try Environments.setup(name: "dev")
    }

    private func pilot(
        directories: StorageDirectories = .temporaryForTest(), logStore: LogDatabase? = nil, reducedMotion: Bool = false
    ) throws -> Pilot {
        var options = LaunchOptions(language: .en, directories: directories)
        options.logStore = logStore
        options.reducedMotion = reducedMotion
        return try FrameRenderer.pilot(
            for: FrameRenderer.Request(route: .example("network"), size: Size(width: 100, height: 30), options: options)
        )
    }

    /// `l` while logged out: the login form, a password, Enter; back on the demo once the pop
    /// has played. With a real server the app's clock stands still throughout (what the app
    /// scheduled on it would run too): that pilot has reduced motion, so push and pop take no time.
    private func logIn(
        _ pilot: Pilot, realServer: Bool = false, file: StaticString = #filePath, line: UInt = #line
    ) async {
        pilot.press(named: "l")
        if realServer {
            XCTAssertTrue(pilot.text.contains("Password"), pilot.text, file: file, line: line)
        } else {
            await waitForText("Password", in: pilot, file: file, line: line)
        }
        pilot.type("secret")
        pilot.press(named: "enter")
        if !realServer { await pilot.wait(until: { !$0.text.contains("Password") }, limit: .seconds(2)) }
    }

    /// Advances the app's clock from one scheduled action to the next until `text` shows,
    /// for at most `limit` of the app's time.
    private func waitForText(
        _ text: String, in pilot: Pilot, limit: Duration = .seconds(5), file: StaticString = #filePath,
        line: UInt = #line
    ) async {
        await pilot.wait(until: { $0.text.contains(text) }, limit: limit)
        XCTAssertTrue(pilot.text.contains(text), "never showed \(text):\n\(pilot.text)", file: file, line: line)
    }

    /// Lets real time pass (for real sockets) until `text` shows, for at most 10 s.
    private func waitForRealText(
        _ text: String, in pilot: Pilot, file: StaticString = #filePath, line: UInt = #line
    ) async throws {
        for _ in 0..<1000 where !pilot.text.contains(text) {
            try await Task.sleep(for: .milliseconds(10))
            await pilot.settle()
        }
        XCTAssertTrue(pilot.text.contains(text), "never showed \(text):\n\(pilot.text)", file: file, line: line)
    }

    /// Points dev's MOBILE_API_URL at `url` from now on.
    /// Points `pilot`'s app at `url`, as a dev configuration with that base URL would.
    private func useBackend(_ url: URL, in pilot: Pilot) throws {
        let dev = try XCTUnwrap(Environments.files["dev"])
        let text = dev.replacingOccurrences(of: "http://127.0.0.1:8080/api/v1", with: url.absoluteString)
        XCTAssertNotEqual(text, dev)
        _ = try pilot.run { try Environments.setup(name: "dev", files: ["dev": text]) }
    }

    func testMocksLogInAndLoadBehindTheSkeleton() async throws {
        let pilot = try pilot()
        await pilot.settle()
        XCTAssertTrue(pilot.text.contains("░░░"), "the skeleton shows while loading")
        await waitForText("Borscht with sour cream", in: pilot)
        XCTAssertTrue(pilot.text.contains("Mock: on · Session: logged in · Refreshes: 0 · Logouts: 0"), pilot.text)
        XCTAssertTrue(pilot.text.contains("POST  /api/v1/auth/login"), pilot.text)
        XCTAssertTrue(pilot.text.contains("GET   /api/v1/items?page=1"), pilot.text)
        XCTAssertTrue(pilot.text.contains("GET   /api/v1/items?page=2"), pilot.text)
        XCTAssertTrue(pilot.text.contains("Syrniki with honey"), pilot.text)
        // Login, two pages and the profile, which then sits in the cache.
        XCTAssertTrue(pilot.text.contains("Requests (4)"), pilot.text)
        XCTAssertTrue(pilot.text.contains("Anna Petrova · anna.petrova@example.com"), pilot.text)
        XCTAssertTrue(pilot.text.contains("from server"), pilot.text)
        pilot.press(named: "r")
        await waitForText("cached", in: pilot)
        XCTAssertTrue(pilot.text.contains("Requests (6)"), "the profile came from the cache:\n\(pilot.text)")
        pilot.press(named: "p")
        await waitForText("Requests (7)", in: pilot)
        await waitForText("from server", in: pilot)
        XCTAssertEqual(pilot.clock.pendingCount, 0, "loaded: nothing scheduled")
    }

    func testExpiredTokenRefreshesOnceForThreeRequestsAtOnce() async throws {
        let logStore = LogDatabase.inMemory()
        let pilot = try pilot(logStore: logStore)
        await waitForText("Borscht", in: pilot)
        await waitForText("Requests (4)", in: pilot)
        pilot.press(named: "x")
        await waitForText("3 requests at once, one refresh", in: pilot)
        await waitForText("Refreshes: 1", in: pilot)
        await waitForText("Requests (11)", in: pilot)
        XCTAssertTrue(pilot.text.contains("Borscht"), pilot.text)
        XCTAssertTrue(pilot.text.contains("Session: logged in"), pilot.text)
        XCTAssertTrue(pilot.text.contains("from server"), "the profile was fetched past its cache")
        // What the debug panel's Requests read: 3 × 401, one refresh, then 3 × 200.
        var tasks: [NetworkTaskRecord] = []
        for _ in 0..<200 where tasks.count < 11 {
            try await Task.sleep(for: .milliseconds(5))
            tasks = logStore.allRecords().compactMap { if case .task(let task) = $0 { task } else { nil } }
        }
        let afterLoad = tasks.dropFirst(4)
        let refreshes = afterLoad.filter { $0.url.hasSuffix("auth/refresh") }
        XCTAssertEqual(refreshes.map(\.statusCode), [200], "exactly one refresh")
        let refreshIndex = try XCTUnwrap(afterLoad.firstIndex { $0.url.hasSuffix("auth/refresh") })
        XCTAssertEqual(afterLoad[..<refreshIndex].map(\.statusCode), [401, 401, 401])
        XCTAssertEqual(afterLoad[(refreshIndex + 1)...].map(\.statusCode), [200, 200, 200])
        XCTAssertEqual(
            Set(afterLoad[(refreshIndex + 1)...].map { URL(string: $0.url)?.lastPathComponent ?? "" }),
            ["items", "profile"])
    }

    func testEachServerScenarioShowsItsOwnErrorStateAndRetryRecovers() async throws {
        let pilot = try pilot()
        await waitForText("Borscht", in: pilot)
        let states = [
            ("Mock: on (offline)", "You are offline", "The mock server is offline."),
            ("Mock: on (timeout)", "The server is too slow", "No answer in time."),
            ("Mock: on (503)", "The server refused", "HTTP 503: Down for maintenance, back in 5 minutes"),
            ("Mock: on (broken body)", "Unexpected answer", "The response could not be read: not valid JSON"),
        ]
        for (status, title, message) in states {
            pilot.press(named: "s")
            await waitForText(title, in: pilot)
            XCTAssertTrue(pilot.text.contains(status), pilot.text)
            XCTAssertTrue(pilot.text.contains(message), pilot.text)
            // Retry asks again and the server answers the same way.
            pilot.press(named: "enter")
            XCTAssertFalse(pilot.text.contains(title), "retry reloads:\n\(pilot.text)")
            await waitForText(title, in: pilot)
        }
        pilot.press(named: "s")
        await waitForText("Borscht", in: pilot)
        XCTAssertTrue(pilot.text.contains("Mock: on · Session"), pilot.text)
    }

    func testRevokedRefreshLogsOutOnceWithAToastAndLoginComesBack() async throws {
        let pilot = try pilot()
        await waitForText("Borscht", in: pilot)
        pilot.press(named: "f")
        pilot.press(named: "r")
        await waitForText("Logged out", in: pilot)
        XCTAssertTrue(pilot.text.contains("Session: logged out · Refreshes: 1 · Logouts: 1"), pilot.text)
        await waitForText("Session expired: you have been logged out", in: pilot)
        // Retry while logged out: the session stays over, no second logout.
        pilot.press(named: "enter")
        await pilot.wait(for: .seconds(2))
        XCTAssertTrue(pilot.text.contains("Logouts: 1"), pilot.text)
        await logIn(pilot)
        await waitForText("Borscht", in: pilot)
        XCTAssertTrue(pilot.text.contains("Session: logged in"), pilot.text)
    }

    func testLogOutByHand() async throws {
        let pilot = try pilot()
        await waitForText("Borscht", in: pilot)
        pilot.press(named: "l")
        XCTAssertTrue(pilot.text.contains("Logged out"), pilot.text)
        XCTAssertTrue(pilot.text.contains("Session: logged out · Refreshes: 0 · Logouts: 0"), pilot.text)
        pilot.press(named: "x")
        await waitForText("Log in first", in: pilot)
    }

    func testMocksOffWithNothingListeningShowsOfflineAndRetryRecovers() async throws {
        let server = try LoopbackServer()
        let baseURL = server.baseURL
        server.stop()
        let pilot = try pilot()
        await waitForText("Borscht", in: pilot)
        try useBackend(baseURL, in: pilot)
        pilot.press(named: "m")
        try await waitForRealText("You are offline", in: pilot)
        XCTAssertTrue(pilot.text.contains("Mock: off (\(baseURL.absoluteString))"), pilot.text)
        XCTAssertTrue(pilot.text.contains("ERR"), pilot.text)
        pilot.press(named: "m")
        await waitForText("Borscht", in: pilot)
    }

    func testRealServerLoginLoadAndOneRefresh() async throws {
        let server = try LoopbackServer()
        defer { server.stop() }
        let pilot = try pilot(reducedMotion: true)
        // After the app's launch, which sets the embedded configuration up.
        try useBackend(server.baseURL, in: pilot)
        pilot.press(named: "m")
        XCTAssertTrue(pilot.text.contains("Mock: off"), pilot.text)
        // Switching mocks off cancelled the mocked login: log in to the server.
        XCTAssertTrue(pilot.text.contains("Session: logged out"), pilot.text)
        await logIn(pilot, realServer: true)
        try await waitForRealText("Item 1", in: pilot)
        pilot.press(named: "x")
        try await waitForRealText("Refreshes: 1", in: pilot)
        try await waitForRealText("Item 1", in: pilot)
        let stats = try await server.stats()
        XCTAssertEqual(stats.refreshCount, 1)
        XCTAssertTrue(pilot.text.contains("401"), pilot.text)
    }
}
