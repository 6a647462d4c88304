import TUIKit

@MainActor
final class ToastsDemoCoordinator {
    weak var router: ToastRouter?

    func showToast(item: ToastItem) {
        router?.showToast(with: item)
    }

    /// A toast the view model asked for in plain words, as the toolkit's toast.
    func showToast(_ toast: ToastsDemoViewModel.Toast) {
        let viewItem = ToastViewItem(
            style: toast.style.toastStyle, message: toast.message,
            rightIcon: toast.hasChevron ? R.image.ic16.chevronRight : nil)
        showToast(
            item: ToastItem(
                viewItem: viewItem, toastType: toast.isGlobal ? .global : .local,
                direction: toast.isAtTop ? .top : .bottom, duration: .seconds(toast.seconds),
                isHideOnTap: toast.isHideOnTap, onTap: toast.onTap))
    }
}

extension ToastsDemoViewModel.Toast.Style {
    /// The toolkit's style: the toast's colors and icon.
    var toastStyle: ToastStyle {
        switch self {
        case .information: .information
        case .success: .success
        case .failure: .failure
        case .warning: .warning
        }
    }
}
