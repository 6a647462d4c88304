import TUIKit

enum MainTabBarFactory {
    /// The application root: Examples and Settings tabs, each in its own navigation stack,
    /// opened at `route`.
    @MainActor
    static func createTabBarController(dependencies: AppDependencies, route: AppRoute?) -> CustomTabBarController {
        let examples = NavigationController(
            rootViewController: ExamplesFactory.createExamplesController(dependencies: dependencies))
        let settings = NavigationController(
            rootViewController: SettingsFactory.createSettingsController(dependencies: dependencies))
        let tabBar = CustomTabBarController(controllers: [examples, settings])
        switch route {
        case .settings:
            tabBar.selectTab(index: MainTab.settings.rawValue)
        case .example(let id):
            if let demo = DemoCatalog.demo(id: id) {
                examples.push(controller: demo.makeController(dependencies), isAnimated: false)
            }
        case .examples, nil:
            break
        }
        let router = MainTabBarDeepLinkRouter(tabBar: tabBar, examples: examples, dependencies: dependencies)
        router.listen()
        return tabBar
    }
}

/// The tabs, in tab bar order.
enum MainTab: Int {
    case examples
    case settings
}
