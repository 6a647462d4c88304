import ExampleApp
import SnapshotTesting
import TUIKit
import TUISnapshotTesting
import Utilities
import XCTest

/// Every state of the event bus, dates and utilities demos, on a fixed machine.
@MainActor
final class PlatformDemosSnapshotTests: XCTestCase {
    // MARK: Event bus

    func testEventBusDemo() async throws {
        try await SnapshotMatrix.assertScreen(.example("event-bus"), platform: .fixed())
    }

    func testEventBusEditor() async throws {
        try await SnapshotMatrix.assertScreen(.example("event-bus"), keys: ["enter"], platform: .fixed())
    }

    func testEventBusEditorRefusesAnEmptyName() async throws {
        try await SnapshotMatrix.assertScreen(
            .example("event-bus"), keys: ["enter", "ctrl-u", "enter"], platform: .fixed())
    }

    func testEventBusEditorSaving() async throws {
        try await SnapshotMatrix.assertScreen(
            .example("event-bus"), keys: ["enter", "ctrl-u", "B", "o", "r", "i", "s", "enter"], platform: .fixed())
    }

    func testEventBusDemoUpdatedFromTheBus() async throws {
        try await SnapshotMatrix.assertScreen(
            .example("event-bus"), keys: ["enter", "ctrl-u", "B", "o", "r", "i", "s", "enter"],
            after: .milliseconds(500), platform: .fixed())
    }

    // MARK: Dates

    func testDatesDemoToday() async throws {
        try await SnapshotMatrix.assertScreen(.example("dates"), platform: .fixed())
    }

    func testDatesDemoTwoDaysAndAMonthAhead() async throws {
        try await SnapshotMatrix.assertScreen(
            .example("dates"), keys: ["right", "right", "down"], platform: .fixed())
    }

    func testDatesDemoMarch31BackAMonthIsFebruary29() async throws {
        try await SnapshotMatrix.assertScreen(
            .example("dates"), keys: ["up"], platform: .fixed(year: 2024, month: 3, day: 31))
    }

    func testDatesDemoYesterdayInNewYork() async throws {
        try await SnapshotMatrix.assertScreen(
            .example("dates"), keys: ["left"], platform: .fixed(hour: 9, timeZone: "America/New_York"))
    }

    // MARK: Utilities

    func testUtilsDemoOnAnOrdinaryMachine() async throws {
        try await SnapshotMatrix.assertScreen(.example("utils"), platform: .fixed())
    }

    func testUtilsDemoFindsAVPNRootAndAnInjection() async throws {
        let platform = PlatformEnvironment.fixed(
            environment: ["LD_PRELOAD": "/tmp/hook.so"], userIDs: (1000, 0),
            interfaces: [NetworkInterface(name: "lo", isUp: true), NetworkInterface(name: "wg0", isUp: true)])
        try await SnapshotMatrix.assertScreen(.example("utils"), platform: platform)
    }

    func testUtilsDemoAfterFillingAndCleaningTheWebCache() async throws {
        try await SnapshotMatrix.assertScreen(
            .example("utils"), keys: ["down", "down", "down", "enter", "down", "enter"], platform: .fixed())
    }

    func testUtilsDemoOtherSamples() async throws {
        try await SnapshotMatrix.assertScreen(
            .example("utils"),
            keys: [
                "right", "right", "right", "right", "down", "down", "down", "down", "down", "right", "down", "right",
            ],
            platform: .fixed())
    }

    func testUtilsDemoBuildsAQueryStringOfCyrillicText() async throws {
        try await SnapshotMatrix.assertScreen(
            .example("utils"), keys: ["down", "down", "down", "down", "down", "down", "down", "right"],
            platform: .fixed())
    }

    func testUtilsDemoPlaysAHaptic() async throws {
        try await SnapshotMatrix.assertScreen(.example("utils"), keys: ["right", "enter"], platform: .fixed())
    }

    func testUtilsDemoWithHapticsSwitchedOffInSettings() async throws {
        try await SnapshotMatrix.assertScreen(
            .example("utils"), keys: ["3", "down", "down", "down", "down", "enter", "1", "enter"], platform: .fixed())
    }

    func testUtilsDemoListsLifecycleEvents() async throws {
        for variant in SnapshotMatrix.variants {
            var options = LaunchOptions(
                language: variant.language, theme: variant.theme, directories: .temporaryForTest())
            options.platform = .fixed()
            let pilot = try FrameRenderer.pilot(
                for: FrameRenderer.Request(route: .example("utils"), size: variant.size, options: options))
            // Focus lost and back, then a suspend and resume, a second apart.
            pilot.window.handle(.focus(false))
            pilot.advance(by: .seconds(1))
            pilot.window.handle(.focus(true))
            pilot.advance(by: .seconds(1))
            pilot.window.lifecycle.willSuspend()
            pilot.window.lifecycle.resumed()
            // The log redraws through observation on the main queue; the run loop would draw now.
            pilot.redraw()
            assertSnapshot(of: pilot.frame, as: .frameStyled, named: variant.name)
        }
    }
}
