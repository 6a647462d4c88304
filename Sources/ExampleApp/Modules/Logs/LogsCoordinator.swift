import Logs
import TUIKit

@MainActor
final class LogsCoordinator {
    weak var router: (NavigationRouter & PresentationRouter & ToastRouter)?
    private let dependencies: AppDependencies

    init(dependencies: AppDependencies) {
        self.dependencies = dependencies
    }

    /// The record in full; `copy` runs on the detail's `y` (false) and `Y` (true, as curl).
    func showDetail(of record: LogRecord, copy: @escaping @MainActor (_ asCurl: Bool) -> Void) {
        router?.push(
            controller: LogDetailFactory.createLogDetailController(record: record, copy: copy), isAnimated: true)
    }

    func close() {
        router?.dismiss(isAnimated: true, completion: nil)
    }

    func showSuccess(_ message: String) {
        router?.showToast(with: ToastItem(message: message, style: .success))
    }

    func showFailure(_ message: String) {
        router?.showToast(with: ToastItem(message: message, style: .failure))
    }

    /// A toast whose tap (a click, Ctrl-T) runs `onTap` as it hides.
    func showToast(_ message: String, style: ToastStyle, onTap: (@MainActor () -> Void)? = nil) {
        router?.showToast(with: ToastItem(viewItem: ToastViewItem(style: style, message: message), onTap: onTap))
    }

    /// A new environment means new services: rebuild the root, with the panel open again.
    func restartApplication() {
        dependencies.send(.restart(.logs))
    }

    /// Closes the panel and opens `url` as a deeplink; throws when it names no place (the
    /// panel shows why), before anything closes.
    func openDeepLink(_ url: String) throws {
        _ = try AppRoute(url: url)
        dependencies.send(.openDeepLink(url))
    }
}
