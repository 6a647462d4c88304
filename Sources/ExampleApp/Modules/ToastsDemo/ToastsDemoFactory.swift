import TUIKit

enum ToastsDemoFactory {
    /// A screen that shows toasts of every style, place and layer through `ToastRouter`.
    @MainActor
    static func createToastsDemoController() -> ScreenController {
        let coordinator = ToastsDemoCoordinator()
        let viewModel = ToastsDemoViewModel(coordinator: coordinator)
        let controller = ToastsDemoController(viewModel: viewModel)
        coordinator.router = controller
        return controller
    }
}
