import TUIKit

@MainActor
final class NavigationDemoCoordinator {
    typealias Router = NavigationRouter & PresentationRouter & TabBarRouter
    weak var router: Router?
    weak var tabBarVisibilityManager: TabBarVisibilityManager?
    private let dependencies: AppDependencies

    init(dependencies: AppDependencies) {
        self.dependencies = dependencies
    }

    func push(depth: Int, mode: NavigationDemoViewModel.Mode, completion: @escaping @MainActor () -> Void) {
        let controller = NavigationDemoFactory.createNavigationDemoController(
            dependencies: dependencies, depth: depth, mode: mode)
        router?.push(controller: controller, isAnimated: true, completion: completion)
    }

    func pop(completion: @escaping @MainActor () -> Void) {
        router?.pop(isAnimated: true, completion: completion)
    }

    func popToRoot(completion: @escaping @MainActor () -> Void) {
        router?.popToRoot(isAnimated: true, completion: completion)
    }

    func popToExamples(completion: @escaping @MainActor () -> Void) {
        router?.pop(to: ExamplesController.self, isAnimated: true, completion: completion)
    }

    func present(completion: @escaping @MainActor () -> Void) {
        let screen = NavigationDemoFactory.createNavigationDemoController(
            dependencies: dependencies, depth: 1, mode: .modal)
        router?.present(
            controller: NavigationController(rootViewController: screen), isAnimated: true, completion: completion)
    }

    func dismiss(completion: @escaping @MainActor () -> Void) {
        router?.dismiss(isAnimated: true, completion: completion)
    }

    func toggleTabBar() {
        guard let manager = tabBarVisibilityManager else { return }
        manager.setTabBar(isVisible: !manager.isTabBarVisible)
    }

    func selectSettingsTab() {
        router?.selectTab(index: MainTab.settings.rawValue)
    }

    func restart() {
        dependencies.send(.restartWithLaunch(.example("navigation")))
    }
}
