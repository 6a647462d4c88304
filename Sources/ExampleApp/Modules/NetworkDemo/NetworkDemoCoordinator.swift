import TUIKit

@MainActor
final class NetworkDemoCoordinator {
    weak var router: ToastRouter?
    weak var navigationRouter: NavigationRouter?

    /// The login form, with its secure password; `onLogin` runs once it is filled.
    func showLogin(onLogin: @escaping @MainActor () -> Void) {
        navigationRouter?.push(controller: NetworkLoginFactory.createNetworkLoginController(onLogin: onLogin))
    }

    /// A toast for what the user cannot do yet ("Log in first").
    func showWarning(_ message: String) {
        showToast(message, style: .warning)
    }

    /// A toast for what a key just did ("Access token expired").
    func showInformation(_ message: String) {
        showToast(message, style: .information)
    }

    func showFailure(_ message: String) {
        showToast(message, style: .failure)
    }

    private func showToast(_ message: String, style: ToastStyle) {
        router?.showToast(with: ToastItem(message: message, style: style))
    }
}
