import TUIKit

enum ComponentsFactory {
    @MainActor
    static func createComponentsController(dependencies: AppDependencies) -> ComponentsController {
        let coordinator = ComponentsCoordinator(dependencies: dependencies)
        let viewModel = ComponentsViewModel(
            coordinator: coordinator)
        let controller = ComponentsController(viewModel: viewModel)
        coordinator.router = controller
        return controller
    }
}
