import TUIKit

@MainActor
final class SettingsCoordinator {
    private let dependencies: AppDependencies

    init(dependencies: AppDependencies) {
        self.dependencies = dependencies
    }

    /// A new environment means new services: rebuild the root, back on Settings.
    func restartApplication() {
        dependencies.restart(.settings)
    }
}
