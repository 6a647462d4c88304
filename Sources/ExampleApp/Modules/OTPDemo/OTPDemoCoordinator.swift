import TUIKit

@MainActor
final class OTPDemoCoordinator {
    weak var router: ToastRouter?

    func showAccepted(message: String) {
        router?.showSuccessToast(with: message)
    }
}
