import TUIKit

@MainActor
final class ToastsDemoCoordinator {
    weak var router: ToastRouter?

    func showToast(item: ToastItem) {
        router?.showToast(with: item)
    }
}
