import TUIKit

@MainActor
final class LogsDemoCoordinator {
    weak var router: (PresentationRouter & ToastRouter)?
    private let dependencies: AppDependencies

    init(dependencies: AppDependencies) {
        self.dependencies = dependencies
    }

    func showLogs() {
        router?.present(controller: LogsFactory.createLogsController(dependencies: dependencies), isAnimated: true)
    }

    func showToast(_ item: ToastItem) {
        router?.showToast(with: item)
    }
}
