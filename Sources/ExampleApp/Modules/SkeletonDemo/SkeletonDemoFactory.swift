import TUIKit

enum SkeletonDemoFactory {
    /// A feed that loads behind a shimmering skeleton.
    @MainActor
    static func createSkeletonDemoController(dependencies: AppDependencies) -> ScreenController {
        let coordinator = SkeletonDemoCoordinator(dependencies: dependencies)
        let repository = ExampleItemsRepository(clock: dependencies.clock)
        let viewModel = SkeletonDemoViewModel(repository: repository, coordinator: coordinator)
        let controller = SkeletonDemoController(viewModel: viewModel)
        coordinator.router = controller
        return controller
    }
}
