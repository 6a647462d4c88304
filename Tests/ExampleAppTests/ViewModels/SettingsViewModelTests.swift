import TUIKit
import XCTest

@testable import ExampleApp

/// Settings rows change their values in place, both ways, and the version stays put.
@MainActor
final class SettingsViewModelTests: XCTestCase {
    private func viewModel() throws -> (SettingsViewModel, AppSettings) {
        let dependencies = try makeShellDependencies()
        let viewModel = SettingsViewModel(
            settings: dependencies.settings, coordinator: SettingsCoordinator(dependencies: dependencies))
        return (viewModel, dependencies.settings)
    }

    private func value(_ item: SettingsViewModel.Item, in viewModel: SettingsViewModel) -> String? {
        viewModel.rows.first { $0.item == item }?.value
    }

    func testRowsShowTheCurrentValues() async throws {
        let (viewModel, settings) = try viewModel()
        XCTAssertEqual(
            viewModel.rows.map(\.item), SettingsViewModel.Item.allCases.filter { $0 != .remoteUser },
            "no remote user outside a served session")
        XCTAssertEqual(value(.environment, in: viewModel), settings.instance.rawValue)
        XCTAssertEqual(value(.theme, in: viewModel), R.string.themes.dark())
        XCTAssertEqual(value(.version, in: viewModel), AppVersion.current)
    }

    func testChangingTheSelectedRowCyclesItsValueBothWays() async throws {
        let (viewModel, settings) = try viewModel()
        viewModel.selection.select(SettingsViewModel.Item.theme.rawValue)
        viewModel.changeSelected(forward: false)
        XCTAssertEqual(settings.theme, .light)
        XCTAssertEqual(value(.theme, in: viewModel), R.string.themes.light())
        viewModel.changeSelected(forward: true)
        XCTAssertEqual(settings.theme, .dark)
        viewModel.changeSelected(forward: true)
        XCTAssertEqual(settings.theme.name, "high-contrast-light", "every theme of the app, in Settings' order")

        let haptics = settings.hapticsEnabled
        viewModel.change(at: SettingsViewModel.Item.haptics.rawValue)
        XCTAssertEqual(settings.hapticsEnabled, !haptics)

        let before = viewModel.rows
        viewModel.change(at: SettingsViewModel.Item.version.rawValue)
        viewModel.change(at: 99)
        XCTAssertEqual(viewModel.rows, before, "the version and rows that do not exist change nothing")
        XCTAssertNil(viewModel.errorMessage)
    }

    func testAServedSessionShowsWhoSignedInReadOnly() throws {
        let dependencies = try makeShellDependencies()
        let user = "alice (SHA256:H0VKOf143Cs6s/jcbEkpk0YIZKWVzzP7Y2t1FwD+bZo)"
        let viewModel = SettingsViewModel(
            settings: dependencies.settings, coordinator: SettingsCoordinator(dependencies: dependencies),
            remoteUser: user)
        XCTAssertEqual(
            viewModel.rows.last, .init(item: .remoteUser, title: R.string.settings.remoteUser(), value: user))
        XCTAssertEqual(viewModel.selection.count, SettingsViewModel.Item.allCases.count)
        let before = viewModel.rows
        viewModel.change(at: viewModel.rows.count - 1)
        XCTAssertEqual(viewModel.rows, before)
    }
}

/// The reduced-motion row: it starts from `EXAMPLE_TUI_REDUCED_MOTION` and the window follows it.
@MainActor
final class ReducedMotionSettingTests: XCTestCase {
    func testTheEnvironmentVariableTurnsItOn() {
        XCTAssertFalse(AppSettings.reducedMotion(fromEnvironment: [:]))
        for value in ["1", "true", "YES", " on "] {
            XCTAssertTrue(AppSettings.reducedMotion(fromEnvironment: ["EXAMPLE_TUI_REDUCED_MOTION": value]), value)
        }
        for value in ["0", "false", "", "maybe"] {
            XCTAssertFalse(AppSettings.reducedMotion(fromEnvironment: ["EXAMPLE_TUI_REDUCED_MOTION": value]), value)
        }
    }

    func testTheRowTogglesItAndTheWindowFollows() async throws {
        var options = LaunchOptions(language: .en, directories: .temporaryForTest())
        options.reducedMotion = true
        let application = try ExampleApplication(options: options, clock: ManualClock())
        XCTAssertTrue(application.settings.reducedMotion)
        XCTAssertTrue(application.window.reducesMotion)

        let dependencies = try makeShellDependencies()
        let viewModel = SettingsViewModel(
            settings: application.settings, coordinator: SettingsCoordinator(dependencies: dependencies))
        XCTAssertEqual(viewModel.rows.first { $0.item == .reducedMotion }?.value, R.string.settings.hapticsOn())
        viewModel.change(at: SettingsViewModel.Item.reducedMotion.rawValue)
        XCTAssertFalse(application.settings.reducedMotion)
        XCTAssertFalse(application.window.reducesMotion)
        XCTAssertEqual(viewModel.rows.first { $0.item == .reducedMotion }?.value, R.string.settings.hapticsOff())
    }
}
