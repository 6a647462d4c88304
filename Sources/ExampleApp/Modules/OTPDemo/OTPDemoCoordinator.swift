import TUIKit

@MainActor
final class OTPDemoCoordinator {
    weak var router: ToastRouter?

    func showAccepted(message: String) {
        router?.showToast(with: ToastItem(message: message, style: .success))
    }
}
