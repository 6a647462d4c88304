import TUIKit

enum ExamplesFactory {
    @MainActor
    static func createExamplesController(dependencies: AppDependencies) -> ExamplesController {
        let coordinator = ExamplesCoordinator(dependencies: dependencies)
        let viewModel = ExamplesViewModel(
            coordinator: coordinator)
        let controller = ExamplesController(viewModel: viewModel)
        coordinator.router = controller
        return controller
    }
}
