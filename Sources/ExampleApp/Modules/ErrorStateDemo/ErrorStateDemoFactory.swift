import TUIKit

enum ErrorStateDemoFactory {
    /// A feed whose first load fails, so the error view and Retry show.
    @MainActor
    static func createErrorStateDemoController(dependencies: AppDependencies) -> ScreenController {
        let coordinator = ErrorStateDemoCoordinator(dependencies: dependencies)
        let repository = ExampleItemsRepository(clock: dependencies.clock, failingLoads: 1)
        let viewModel = ErrorStateDemoViewModel(repository: repository, coordinator: coordinator)
        let controller = HostingController(
            rootView: ErrorStateDemoView(viewModel: viewModel),
            navigationBarItem: {
                let reload = NavigationBarSideItem(
                    type: .icon(R.image.ic16.reload), key: .character("r"), id: "error-state.reload",
                    hint: R.string.statesDemo.bindingReload(),
                    onTapAction: viewModel.onReloadButtonTapped)
                return .title(R.string.statesDemo.errorStateTitle(), rightItems: [reload])
            },
            onViewDidLoad: viewModel.onViewDidLoad)
        coordinator.router = controller
        return controller
    }
}
