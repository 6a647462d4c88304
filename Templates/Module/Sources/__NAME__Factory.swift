import TUIKit

enum __NAME__Factory {
    /// Builds the __TITLE_LOWER__ screen: its coordinator, view model and the screen that
    /// hosts its view under the navigation bar's title.
    @MainActor
    static func create__NAME__Controller(dependencies: AppDependencies) -> ScreenController {
        let coordinator = __NAME__Coordinator(dependencies: dependencies)
        let viewModel = __NAME__ViewModel(coordinator: coordinator)
        let controller = HostingController(
            rootView: __NAME__View(viewModel: viewModel),
            navigationBarItem: { .title(R.string.__TABLE__.title()) })
        coordinator.router = controller
        return controller
    }
}
