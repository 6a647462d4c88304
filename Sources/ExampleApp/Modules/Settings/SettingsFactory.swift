import TUIKit

enum SettingsFactory {
    @MainActor
    static func createSettingsController(dependencies: AppDependencies) -> SettingsController {
        let coordinator = SettingsCoordinator(dependencies: dependencies)
        let viewModel = SettingsViewModel(settings: dependencies.settings, coordinator: coordinator)
        let controller = SettingsController(viewModel: viewModel)
        coordinator.router = controller
        return controller
    }
}
