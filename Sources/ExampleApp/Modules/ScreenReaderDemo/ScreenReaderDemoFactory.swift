import TUIKit

enum ScreenReaderDemoFactory {
    /// A screen to try the screen-reader mode on: it turns the mode on and off and makes each
    /// kind of change the mode announces (a toast, a value, a loading state that ends).
    @MainActor
    static func createScreenReaderDemoController(dependencies: AppDependencies) -> ScreenController {
        let coordinator = ScreenReaderDemoCoordinator(settings: dependencies.settings)
        let viewModel = ScreenReaderDemoViewModel(coordinator: coordinator, clock: dependencies.clock)
        let controller = HostingController(
            rootView: ScreenReaderDemoView(viewModel: viewModel),
            navigationBarItem: { .title(R.string.screenReaderDemo.title()) })
        coordinator.router = controller
        return controller
    }
}
