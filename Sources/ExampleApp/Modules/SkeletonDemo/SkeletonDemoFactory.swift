import TUIKit

enum SkeletonDemoFactory {
    /// A feed that loads behind a shimmering skeleton.
    @MainActor
    static func createSkeletonDemoController(dependencies: AppDependencies) -> ScreenController {
        let coordinator = SkeletonDemoCoordinator(dependencies: dependencies)
        let repository = ExampleItemsRepository(clock: dependencies.clock)
        let viewModel = SkeletonDemoViewModel(repository: repository, coordinator: coordinator)
        // docs: architecture.md
        let controller = HostingController(
            rootView: SkeletonDemoView(viewModel: viewModel),
            navigationBarItem: {
                let reload = NavigationBarSideItem(
                    type: .icon(R.image.ic16.reload), key: .character("r"), id: "skeleton.reload",
                    hint: R.string.statesDemo.bindingReload(),
                    onTapAction: viewModel.onReloadButtonTapped)
                return .title(R.string.statesDemo.skeletonTitle(), rightItems: [reload])
            },
            onViewDidLoad: viewModel.onViewDidLoad)
        // docs: end
        coordinator.router = controller
        return controller
    }
}
