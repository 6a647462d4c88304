import TUIKit

enum ErrorStateDemoFactory {
    /// A feed whose first load fails, so the error view and Retry show.
    @MainActor
    static func createErrorStateDemoController(dependencies: AppDependencies) -> ScreenController {
        let coordinator = ErrorStateDemoCoordinator(dependencies: dependencies)
        let repository = ExampleItemsRepository(clock: dependencies.clock, failingLoads: 1)
        let viewModel = ErrorStateDemoViewModel(repository: repository, coordinator: coordinator)
        let controller = ErrorStateDemoController(viewModel: viewModel)
        coordinator.router = controller
        return controller
    }
}
