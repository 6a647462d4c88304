import TUIKit

enum TextFieldsDemoFactory {
    /// A sign-up form of floating-hint fields with masks and validators.
    @MainActor
    static func createTextFieldsDemoController() -> ScreenController {
        let coordinator = TextFieldsDemoCoordinator()
        let viewModel = TextFieldsDemoViewModel(coordinator: coordinator)
        let controller = HostingController(
            rootView: TextFieldsDemoView(viewModel: viewModel),
            navigationBarItem: { .title(R.string.textFieldsDemo.demoTitle()) })
        coordinator.router = controller
        return controller
    }
}
