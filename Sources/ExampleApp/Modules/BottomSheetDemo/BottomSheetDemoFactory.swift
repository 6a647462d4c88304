import TUIKit

enum BottomSheetDemoFactory {
    /// A screen that shows one bottom sheet from a Bool, in three presentations.
    @MainActor
    static func createBottomSheetDemoController(dependencies: AppDependencies) -> ScreenController {
        let coordinator = BottomSheetDemoCoordinator(dependencies: dependencies)
        let viewModel = BottomSheetDemoViewModel(coordinator: coordinator, clock: dependencies.clock)
        let controller = HostingController(
            rootView: BottomSheetDemoView(viewModel: viewModel),
            navigationBarItem: { .title(R.string.sheetsDemo.bottomSheetTitle()) })
        coordinator.router = controller
        return controller
    }
}
