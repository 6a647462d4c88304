import TUIKit

enum LogsDemoFactory {
    /// A screen that writes sample messages and requests into the app's log store and opens
    /// the debug panel, so the panel has something to show before there is a network.
    @MainActor
    static func createLogsDemoController(dependencies: AppDependencies) -> ScreenController {
        let coordinator = LogsDemoCoordinator(dependencies: dependencies)
        let viewModel = LogsDemoViewModel(
            store: dependencies.logStore, isPanelAvailable: dependencies.settings.isDebugPanelEnabled,
            coordinator: coordinator)
        let controller = HostingController(
            rootView: LogsDemoView(viewModel: viewModel),
            navigationBarItem: { .title(R.string.logsDemo.title()) })
        coordinator.router = controller
        return controller
    }
}
