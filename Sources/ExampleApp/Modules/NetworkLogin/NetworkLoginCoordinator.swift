import TUIKit

@MainActor
final class NetworkLoginCoordinator {
    weak var router: NavigationRouter?
    /// Logs the demo in: called once the form is filled, after the form is gone.
    private let onLogin: @MainActor () -> Void

    init(onLogin: @escaping @MainActor () -> Void) {
        self.onLogin = onLogin
    }

    /// Back to the Network demo, which logs in.
    func finishLogin() {
        router?.pop()
        onLogin()
    }
}
