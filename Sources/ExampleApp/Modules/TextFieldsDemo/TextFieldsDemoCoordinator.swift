import TUIKit

@MainActor
final class TextFieldsDemoCoordinator {
    weak var router: ToastRouter?

    func showSubmitted(message: String) {
        router?.showToast(with: ToastItem(message: message, style: .success))
    }
}
