import TUIKit

enum LaunchFactory {
    /// The launch screen; once `work` ends it hands over to the tab bar through the root
    /// router, opening `route` if one was asked for.
    @MainActor
    static func createLaunchController(
        dependencies: AppDependencies, route: AppRoute?, work: StartupWork
    ) -> ScreenController {
        let coordinator = LaunchCoordinator(dependencies: dependencies, route: route)
        let viewModel = LaunchViewModel(coordinator: coordinator, clock: dependencies.clock, work: work)
        return LaunchController(viewModel: viewModel, displayName: dependencies.identity.displayName)
    }
}
