import TUIKit

enum BottomSheetDemoFactory {
    /// A screen that shows one bottom sheet from a Bool, in three presentations.
    @MainActor
    static func createBottomSheetDemoController(dependencies: AppDependencies) -> ScreenController {
        let coordinator = BottomSheetDemoCoordinator(dependencies: dependencies)
        let viewModel = BottomSheetDemoViewModel(coordinator: coordinator, clock: dependencies.clock)
        let controller = BottomSheetDemoController(viewModel: viewModel)
        coordinator.router = controller
        return controller
    }
}
