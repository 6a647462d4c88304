import TUIKit

@MainActor
final class SettingsCoordinator {
    private let dependencies: AppDependencies

    init(dependencies: AppDependencies) {
        self.dependencies = dependencies
    }

    /// Analytics hear of every row the user changes.
    func reportTap(on row: String) {
        dependencies.services.analytics.report(event: .rowTap, params: [.screen: "settings", .title: .string(row)])
    }

    /// A new environment means new services: rebuild the root, back on Settings.
    func restartApplication() {
        dependencies.send(.restart(.settings))
    }
}
