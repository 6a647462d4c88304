import TUIKit

enum NetworkLoginFactory {
    /// The Network demo's login form; `onLogin` runs once it is filled and gone.
    @MainActor
    static func createNetworkLoginController(onLogin: @escaping @MainActor () -> Void) -> ScreenController {
        let coordinator = NetworkLoginCoordinator(onLogin: onLogin)
        let fields = NetworkLoginFields()
        let viewModel = NetworkLoginViewModel(user: fields.user, password: fields.password, coordinator: coordinator)
        let controller = HostingController(
            rootView: NetworkLoginView(viewModel: viewModel, form: fields),
            navigationBarItem: { .title(R.string.networkDemo.loginTitle()) })
        coordinator.router = controller
        return controller
    }
}
