import ExampleApp
import SnapshotTesting
import TUIKit
import TUISnapshotTesting
import XCTest

/// Snapshots of the app's own screens (the launch screen, Home, Settings, a terminal too
/// small) in every variant of `SnapshotMatrix`. A module made by `make module` brings its own.
@MainActor
final class AppSnapshotTests: XCTestCase {
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

    func testHome() async throws {
        try await SnapshotMatrix.assertScreen(.home)
    }

    func testSettings() async throws {
        try await SnapshotMatrix.assertScreen(.settings)
    }

    func testSettingsWithTheLanguageRowSelected() async throws {
        try await SnapshotMatrix.assertScreen(.settings, keys: ["down"])
    }

    func testTerminalTooSmall() async throws {
        for language in Language.allCases {
            let request = FrameRenderer.Request(
                route: .home,
                size: Size(width: 36, height: 10),
                options: LaunchOptions(language: language, directories: .temporaryForTest())
            )
            let frame = try await FrameRenderer.render(request)
            assertSnapshot(of: frame, as: .frameText, named: language.rawValue)
        }
    }
}
