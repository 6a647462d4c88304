import TUIKit

@MainActor
final class LogsDemoCoordinator {
    weak var router: (PresentationRouter & ToastRouter)?
    private let dependencies: AppDependencies
    private var sampleStores: LogsDemoSampleStores?

    init(dependencies: AppDependencies) {
        self.dependencies = dependencies
    }

    func showLogs() {
        router?.present(controller: LogsFactory.createLogsController(dependencies: dependencies), isAnimated: true)
    }

    /// Creates the sample stores once, fills them, and adds them to the storage viewer.
    func fillSampleStores() throws {
        let stores: LogsDemoSampleStores
        if let sampleStores {
            stores = sampleStores
        } else {
            stores = try LogsDemoSampleStores(
                directories: dependencies.directories, now: dependencies.logStore.configuration.now,
                logger: dependencies.storageLogger)
            dependencies.addSampleStores(stores.all)
            sampleStores = stores
        }
        try stores.fill(instance: dependencies.settings.instance.rawValue)
    }

    func showSuccess(_ message: String) {
        router?.showSuccessToast(with: message)
    }

    func showFailure(_ message: String) {
        router?.showToast(with: ToastItem(message: message, style: .failure))
    }
}
