import TUIKit

enum HomeFactory {
    @MainActor
    static func createHomeController(dependencies: AppDependencies) -> HomeController {
        let coordinator = HomeCoordinator(dependencies: dependencies)
        let viewModel = HomeViewModel(coordinator: coordinator)
        let controller = HomeController(viewModel: viewModel)
        coordinator.router = controller
        return controller
    }
}
