import TUIKit

enum __NAME__Factory {
    /// Builds the __TITLE_LOWER__ screen: its coordinator, view model and controller.
    @MainActor
    static func create__NAME__Controller(dependencies: AppDependencies) -> ScreenController {
        let coordinator = __NAME__Coordinator(dependencies: dependencies)
        let viewModel = __NAME__ViewModel(coordinator: coordinator)
        let controller = __NAME__Controller(viewModel: viewModel)
        coordinator.router = controller
        return controller
    }
}
