import TUIKit

@MainActor
final class SettingsCoordinator {
    weak var router: NavigationRouter?
    private let dependencies: AppDependencies

    init(dependencies: AppDependencies) {
        self.dependencies = dependencies
    }

    /// Analytics hear of every row the user changes.
    func reportTap(on row: String) {
        dependencies.services.analytics.report(event: .rowTap, params: [.screen: "settings", .title: .string(row)])
    }

    /// Every theme, each with a swatch, to pick one from.
    func showThemePicker() {
        router?.push(controller: ThemePickerFactory.createThemePickerController(dependencies: dependencies))
    }

    /// The help screen: the keymap file, its problems, and the keys in force here.
    func showKeyHelp() {
        router?.push(
            controller: KeyHelpFactory.createKeyHelpController(
                chain: dependencies.keyBindingsInForce, settings: dependencies.settings))
    }

    /// A new environment means new services: rebuild the root, back on Settings.
    func restartApplication() {
        dependencies.send(.restart(.settings))
    }
}
