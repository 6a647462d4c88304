import TUIKit

enum LaunchFactory {
    /// The launch screen; after `LaunchViewModel.duration` it hands over to the tab bar
    /// through the root router, opening `route` if one was asked for.
    @MainActor
    static func createLaunchController(dependencies: AppDependencies, route: AppRoute?) -> ScreenController {
        let coordinator = LaunchCoordinator(dependencies: dependencies, route: route)
        let viewModel = LaunchViewModel(coordinator: coordinator, clock: dependencies.clock)
        return LaunchController(viewModel: viewModel, displayName: dependencies.identity.displayName)
    }
}
