import TUIKit

enum TextFieldsDemoFactory {
    /// A sign-up form of floating-hint fields with masks and validators.
    @MainActor
    static func createTextFieldsDemoController() -> ScreenController {
        let coordinator = TextFieldsDemoCoordinator()
        let fields = TextFieldsDemoFields()
        let viewModel = TextFieldsDemoViewModel(
            phone: fields.phone, email: fields.email, name: fields.name, coordinator: coordinator)
        let controller = HostingController(
            rootView: TextFieldsDemoView(viewModel: viewModel, form: fields),
            navigationBarItem: { .title(R.string.textFieldsDemo.demoTitle()) })
        coordinator.router = controller
        return controller
    }
}
