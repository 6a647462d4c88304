import ExampleApp
import SnapshotTesting
import Storage
import TUIKit
import TUISnapshotTesting
import XCTest

/// Snapshots of every screen of the app, in every variant of `SnapshotMatrix`.
@MainActor
final class ScreenSnapshotTests: XCTestCase {
    func testLaunch() async throws {
        for variant in SnapshotMatrix.variants {
            let clock = ManualClock()
            var options = LaunchOptions(
                language: variant.language, theme: variant.theme, directories: .temporaryForTest())
            // Start-up work still pending, so the launch screen shows.
            options.startupWork = StartupWork { await clock.sleep(for: .seconds(1)) }
            let application = try ExampleApplication(options: options, clock: clock)
            let pilot = Pilot(window: application.window, terminal: VirtualTerminal(size: variant.size), clock: clock)
            pilot.advance(by: .milliseconds(300))
            assertSnapshot(of: pilot.frame, as: .frameStyled, named: variant.name)
            await pilot.wait(for: .seconds(1))
        }
    }

    func testExamples() async throws {
        try await SnapshotMatrix.assertScreen(.examples)
    }

    func testExamplesSecondRowSelected() async throws {
        try await SnapshotMatrix.assertScreen(.examples, keys: ["down"])
    }

    func testSettings() async throws {
        try await SnapshotMatrix.assertScreen(.settings)
    }

    func testNavigationDemo() async throws {
        try await SnapshotMatrix.assertScreen(.example("navigation"))
    }

    func testNavigationDemoWithInfoAfterAPush() async throws {
        try await SnapshotMatrix.assertScreen(.example("navigation"), keys: ["enter", "i"])
    }

    func testNavigationDemoWithoutTabBar() async throws {
        try await SnapshotMatrix.assertScreen(.example("navigation"), keys: ["down", "enter"])
    }

    func testNavigationDemoWithoutNavigationBar() async throws {
        try await SnapshotMatrix.assertScreen(.example("navigation"), keys: ["down", "down", "enter"])
    }

    func testNavigationDemoPresentedModally() async throws {
        try await SnapshotMatrix.assertScreen(
            .example("navigation"), keys: ["down", "down", "down", "down", "down", "down", "enter"])
    }

    func testResourcesDemo() async throws {
        try await SnapshotMatrix.assertScreen(.example("resources"))
    }

    func testResourcesDemoScrolledToTheEnd() async throws {
        try await SnapshotMatrix.assertScreen(.example("resources"), keys: ["end"])
    }

    func testTerminalTooSmall() async throws {
        for language in Language.allCases {
            let request = FrameRenderer.Request(
                route: .examples,
                size: Size(width: 36, height: 10),
                options: LaunchOptions(language: language, directories: .temporaryForTest())
            )
            let frame = try await FrameRenderer.render(request)
            assertSnapshot(of: frame, as: .frameText, named: language.rawValue)
        }
    }

    func testAsciiFallbackWithoutUnicode() async throws {
        let request = FrameRenderer.Request(
            route: .example("navigation"),
            options: LaunchOptions(language: .en, directories: .temporaryForTest()),
            unicode: false
        )
        let frame = try await FrameRenderer.render(request)
        assertSnapshot(of: frame, as: .frameText)
    }
}
