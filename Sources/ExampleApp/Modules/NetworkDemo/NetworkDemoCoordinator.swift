import TUIKit

@MainActor
final class NetworkDemoCoordinator {
    weak var router: ToastRouter?

    func showToast(_ message: String, style: ToastStyle) {
        router?.showToast(with: ToastItem(message: message, style: style))
    }
}
