import TUIKit

/// Turns the app's screen-reader mode on and off (the Settings row's setting, kept) and
/// shows the demo's toast.
@MainActor
final class ScreenReaderDemoCoordinator {
    weak var router: ToastRouter?
    private let settings: AppSettings

    init(settings: AppSettings) {
        self.settings = settings
    }

    var isScreenReaderOn: Bool { settings.screenReader }

    func toggleScreenReader() {
        settings.screenReader.toggle()
    }

    func showToast(_ message: String) {
        router?.showToast(
            with: ToastItem(
                viewItem: ToastViewItem(style: .success, message: message), toastType: .local, direction: .bottom,
                duration: .seconds(3)))
    }
}
