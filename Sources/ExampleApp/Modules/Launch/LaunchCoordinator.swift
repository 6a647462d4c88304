import TUIKit

@MainActor
final class LaunchCoordinator {
    private let dependencies: AppDependencies
    private let route: AppRoute?

    init(dependencies: AppDependencies, route: AppRoute?) {
        self.dependencies = dependencies
        self.route = route
    }

    func showMain() {
        dependencies.send(.restart(route))
    }
}
