import TUIKit

@MainActor
final class TextFieldsDemoCoordinator {
    weak var router: ToastRouter?

    func showSubmitted(message: String) {
        router?.showSuccessToast(with: message)
    }
}
