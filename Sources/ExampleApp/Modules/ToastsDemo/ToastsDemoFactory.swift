import TUIKit

enum ToastsDemoFactory {
    /// A screen that shows toasts of every style, place and layer through `ToastRouter`.
    @MainActor
    static func createToastsDemoController() -> ScreenController {
        let coordinator = ToastsDemoCoordinator()
        let viewModel = ToastsDemoViewModel(coordinator: coordinator)
        let controller = HostingController(
            rootView: ToastsDemoView(viewModel: viewModel),
            navigationBarItem: { .title(R.string.toastsDemo.title()) })
        coordinator.router = controller
        return controller
    }
}
