import ExampleApp
import SnapshotTesting
import Storage
import TUIKit
import TUISnapshotTesting
import XCTest

/// Snapshots of the Network and Cache demos in their states, in every variant of
/// `SnapshotMatrix`. Each state is reached by a pilot on mocks and the app's clock.
@MainActor
final class DataDemosSnapshotTests: XCTestCase {
    private func assertStates(
        _ demo: String,
        steps: (Pilot) async -> Void,
        file: StaticString = #filePath,
        testName: String = #function,
        line: UInt = #line
    ) async throws {
        for variant in SnapshotMatrix.variants {
            let pilot = try FrameRenderer.pilot(
                for: FrameRenderer.Request(
                    route: .example(demo), size: variant.size,
                    options: LaunchOptions(
                        language: variant.language, theme: variant.theme, directories: .temporaryForTest())))
            await steps(pilot)
            assertSnapshot(
                of: pilot.frame, as: .frameStyled, named: variant.name, file: file, testName: testName, line: line)
        }
    }

    /// Reaches a state once, then draws it in every variant of `SnapshotMatrix` from that one
    /// app: the language, theme and size change live, as Settings and a resize change them.
    /// For states that take many loads to reach; each frame is the one a fresh app shows.
    private func assertStatesFromOneApp(
        _ demo: String,
        steps: (Pilot) async -> Void,
        file: StaticString = #filePath,
        testName: String = #function,
        line: UInt = #line
    ) async throws {
        let first = try XCTUnwrap(SnapshotMatrix.variants.first)
        let pilot = try FrameRenderer.pilot(
            for: FrameRenderer.Request(
                route: .example(demo), size: first.size,
                options: LaunchOptions(
                    language: first.language, theme: first.theme, directories: .temporaryForTest())))
        await steps(pilot)
        for variant in SnapshotMatrix.variants {
            pilot.run { Localization.language = variant.language }
            pilot.window.theme = variant.theme
            pilot.resize(to: variant.size)
            pilot.window.setNeedsDisplay()
            assertSnapshot(
                of: pilot.frame, as: .frameStyled, named: variant.name, file: file, testName: testName, line: line)
        }
    }

    /// Lets the app's clock run from one scheduled action to the next, with a moment of real
    /// time for the network layer's tasks, until `text` shows (at most 10 s of the app's time).
    private func waitForText(_ text: String, in pilot: Pilot) async {
        await pilot.wait(until: { $0.text.contains(text) }, limit: .seconds(10))
        XCTAssertTrue(pilot.text.contains(text), "never showed \(text):\n\(pilot.text)")
    }

    func testNetworkLoading() async throws {
        try await assertStates("network") { await $0.settle() }
    }

    func testNetworkLoadedFromMocks() async throws {
        // Per app: the profile line is formatted in the language of the load.
        try await assertStates("network") { pilot in
            await self.waitForText("Borscht", in: pilot)
        }
    }

    func testNetworkRefreshedOnce() async throws {
        // Per app: the profile line is formatted in the language of the load.
        try await assertStates("network") { pilot in
            await self.waitForText("Borscht", in: pilot)
            await self.waitForText("(4)", in: pilot)
            pilot.press(named: "x")
            // Three 401s, the refresh and three retries, then past the information toast.
            await self.waitForText("(11)", in: pilot)
            await self.waitForText("Borscht", in: pilot)
            await pilot.wait(for: .seconds(4))
        }
    }

    /// Cycles the mock server `times` scenarios on and waits for the error state.
    private func assertScenario(_ times: Int, testName: String = #function) async throws {
        try await assertStatesFromOneApp(
            "network",
            steps: { pilot in
                await self.waitForText("Borscht", in: pilot)
                // Each scenario's load ends before the next, so no request is cut short.
                for _ in 0..<times {
                    pilot.press(named: "s")
                    await pilot.wait(for: .seconds(1))
                }
                await self.waitForText("↻", in: pilot)
            }, testName: testName)
    }

    func testNetworkServerOffline() async throws {
        try await assertScenario(1)
    }

    func testNetworkServerTimeout() async throws {
        try await assertScenario(2)
    }

    func testNetworkServerUnavailable() async throws {
        try await assertScenario(3)
    }

    func testNetworkServerBrokenBody() async throws {
        try await assertScenario(4)
    }

    func testNetworkLoggedOutAfterARefusedRefresh() async throws {
        // Per app: the profile line is formatted in the language of the load.
        try await assertStates("network") { pilot in
            await self.waitForText("Borscht", in: pilot)
            pilot.press(named: "f")
            pilot.press(named: "r")
            await self.waitForText("(7)", in: pilot)
            // The information toast has gone and the logout toast is on screen.
            await pilot.wait(for: .seconds(4))
        }
    }

    func testCacheEmpty() async throws {
        try await assertStates("cache") { await $0.settle() }
    }

    func testCacheCountdown() async throws {
        try await assertStates("cache") { pilot in
            await pilot.settle()
            pilot.press(named: "s")
            pilot.press(named: "e")
            pilot.press(named: "e")
            pilot.press(named: "down")
            pilot.advance(by: .seconds(4))
            pilot.press(named: "g")
        }
    }

    func testCacheDiskStoreWithAnEntry() async throws {
        try await assertStates("cache") { pilot in
            await pilot.settle()
            pilot.press(named: "right")
            pilot.press(named: "s")
            pilot.press(named: "e")
            pilot.advance(by: .seconds(2))
        }
    }

    func testCacheKeychainMasked() async throws {
        try await assertStates("cache") { pilot in
            await pilot.settle()
            pilot.press(named: "right")
            pilot.press(named: "right")
            pilot.press(named: "s")
            pilot.press(named: "e")
            pilot.advance(by: .seconds(11))
        }
    }
}
