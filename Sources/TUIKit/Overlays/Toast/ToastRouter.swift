/// Shows toasts (the template's `ToastRouter`). Screens and the window implement it, so a
/// coordinator holding its screen weakly as this router can show a toast from anywhere.
@MainActor
public protocol ToastRouter: AnyObject {
    func showToast(with item: ToastItem)
}
