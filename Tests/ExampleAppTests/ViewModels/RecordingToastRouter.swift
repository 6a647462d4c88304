import TUIKit

/// Keeps the toasts a coordinator shows, in order, instead of drawing them.
@MainActor
final class RecordingToastRouter: ToastRouter {
    private(set) var toasts: [ToastItem] = []

    /// What each toast says.
    var items: [ToastViewItem] { toasts.map(\.viewItem) }

    func showToast(with item: ToastItem) {
        toasts.append(item)
    }
}
