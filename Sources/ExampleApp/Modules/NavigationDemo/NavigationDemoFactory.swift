import TUIKit

enum NavigationDemoFactory {
    /// A screen that runs every router, `depth` screens deep into its stack.
    @MainActor
    static func createNavigationDemoController(
        dependencies: AppDependencies,
        depth: Int,
        mode: NavigationDemoViewModel.Mode = .standard
    ) -> ScreenController {
        let coordinator = NavigationDemoCoordinator(dependencies: dependencies)
        let viewModel = NavigationDemoViewModel(depth: depth, mode: mode, coordinator: coordinator)
        let controller = NavigationDemoController(viewModel: viewModel, coordinator: coordinator)
        coordinator.router = controller
        return controller
    }
}
