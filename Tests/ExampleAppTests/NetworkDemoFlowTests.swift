import ExampleApp
import Foundation
import NetworkTesting
import Storage
import TUICore
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

    private func pilot(directories: StorageDirectories = .temporary()) throws -> Pilot {
        try FrameRenderer.pilot(
            for: FrameRenderer.Request(
                route: .example("network"), size: Size(width: 100, height: 30),
                options: LaunchOptions(language: .en, directories: directories)))
    }

    /// Advances the app's clock in small steps until `text` shows, for at most `limit`.
    private func waitForText(
        _ text: String, in pilot: Pilot, limit: Duration = .seconds(5), file: StaticString = #filePath,
        line: UInt = #line
    ) async {
        var waited = Duration.zero
        while !pilot.text.contains(text), waited < limit {
            // A moment of real time too, for the network layer's tasks off the main actor.
            try? await Task.sleep(for: .milliseconds(2))
            await pilot.wait(for: .milliseconds(20))
            waited += .milliseconds(20)
        }
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
    private func useBackend(_ url: URL) throws {
        let dev = try XCTUnwrap(Environments.files["dev"])
        let text = dev.replacingOccurrences(of: "http://127.0.0.1:8080/api/v1", with: url.absoluteString)
        XCTAssertNotEqual(text, dev)
        try Environments.setup(name: "dev", files: ["dev": text])
    }

    func testMocksLogInAndLoadBehindTheSkeleton() async throws {
        let pilot = try pilot()
        await pilot.settle()
        XCTAssertTrue(pilot.text.contains("░░░"), "the skeleton shows while loading")
        await waitForText("Borscht with sour cream", in: pilot)
        XCTAssertTrue(pilot.text.contains("Mock: on · Session: logged in · Refreshes: 0 · Logouts: 0"), pilot.text)
        XCTAssertTrue(pilot.text.contains("POST  /api/v1/auth/login"), pilot.text)
        XCTAssertTrue(pilot.text.contains("GET   /api/v1/items?page=1"), pilot.text)
        XCTAssertTrue(pilot.text.contains("Requests (2)"), pilot.text)
        XCTAssertEqual(pilot.clock.pendingCount, 0, "loaded: nothing scheduled")
    }

    func testExpiredTokenRefreshesOnceAndTheListLoads() async throws {
        let pilot = try pilot()
        await waitForText("Borscht", in: pilot)
        pilot.press(named: "x")
        await waitForText("Access token expired", in: pilot)
        pilot.press(named: "r")
        await waitForText("Refreshes: 1", in: pilot)
        XCTAssertTrue(pilot.text.contains("Borscht"), pilot.text)
        XCTAssertTrue(pilot.text.contains("Session: logged in"), pilot.text)
        XCTAssertTrue(pilot.text.contains("POST  /api/v1/auth/refresh"), pilot.text)
        XCTAssertTrue(pilot.text.contains("Requests (5)"), "items 401, refresh, items again")
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
        pilot.press(named: "l")
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
        try useBackend(baseURL)
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
        let pilot = try pilot()
        // After the app's launch, which sets the embedded configuration up.
        try useBackend(server.baseURL)
        pilot.press(named: "m")
        XCTAssertTrue(pilot.text.contains("Mock: off"), pilot.text)
        // Switching mocks off cancelled the mocked login: log in to the server.
        XCTAssertTrue(pilot.text.contains("Session: logged out"), pilot.text)
        pilot.press(named: "l")
        try await waitForRealText("Item 1", in: pilot)
        pilot.press(named: "x")
        pilot.press(named: "r")
        try await waitForRealText("Refreshes: 1", in: pilot)
        try await waitForRealText("Item 1", in: pilot)
        let stats = try await server.stats()
        XCTAssertEqual(stats.refreshCount, 1)
        XCTAssertTrue(pilot.text.contains("401"), pilot.text)
    }
}
