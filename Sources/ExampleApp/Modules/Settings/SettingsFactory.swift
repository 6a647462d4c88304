import TUIKit

enum SettingsFactory {
    @MainActor
    static func createSettingsController(dependencies: AppDependencies) -> SettingsController {
        let coordinator = SettingsCoordinator(dependencies: dependencies)
        let remoteUser = dependencies.platform.environment[dependencies.identity.environmentVariable("REMOTE_USER")]
        let viewModel = SettingsViewModel(
            settings: dependencies.settings, coordinator: coordinator,
            remoteUser: remoteUser.flatMap { $0.isEmpty ? nil : $0 })
        let controller = SettingsController(viewModel: viewModel)
        coordinator.router = controller
        return controller
    }
}
