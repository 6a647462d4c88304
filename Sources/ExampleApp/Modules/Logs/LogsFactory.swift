import TUIKit

enum LogsFactory {
    /// The debug panel in its own navigation stack (the detail is pushed onto it), built on
    /// the app's log store.
    @MainActor
    static func createLogsController(dependencies: AppDependencies) -> ScreenController {
        let coordinator = LogsCoordinator(dependencies: dependencies)
        let viewModel = LogsViewModel(
            store: dependencies.logStore, settings: dependencies.settings,
            stores: { [weak dependencies] in dependencies?.inspectableStores ?? [] },
            exportDirectory: (try? ExampleApplication.logsDirectory(in: dependencies.directories))?
                .appendingPathComponent("exports", isDirectory: true),
            coordinator: coordinator)
        let controller = LogsController(viewModel: viewModel)
        let navigation = NavigationController(rootViewController: controller)
        coordinator.router = navigation
        return navigation
    }

    /// Whether `controller` is a panel this factory built.
    @MainActor
    static func isLogsPanel(_ controller: ScreenController) -> Bool {
        (controller as? NavigationController)?.viewControllers.first is LogsController
    }
}
