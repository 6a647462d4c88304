/// The template's standard toasts, one call each: the local toast at the bottom for three
/// seconds in the style the name says. A coordinator calls `router?.showErrorToast(with:)`
/// instead of building a `ToastItem`; anything else still goes through `showToast(with:)`.
extension ToastRouter {
    public func showErrorToast(with message: String) {
        showToast(with: ToastItem(message: message, style: .failure))
    }

    /// An error's own description (`CustomStringConvertible`), as an error toast.
    public func showErrorToast(with error: any Error) {
        showErrorToast(with: String(describing: error))
    }

    public func showSuccessToast(with message: String) {
        showToast(with: ToastItem(message: message, style: .success))
    }

    public func showInfoToast(with message: String) {
        showToast(with: ToastItem(message: message, style: .information))
    }

    public func showWarningToast(with message: String) {
        showToast(with: ToastItem(message: message, style: .warning))
    }
}
