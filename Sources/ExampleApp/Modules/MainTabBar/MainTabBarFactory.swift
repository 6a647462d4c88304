import TUIKit

enum MainTabBarFactory {
    /// The application root: Examples, Components and Settings tabs, each in its own navigation
    /// stack, and the router that opens links in them once the tab bar is the root.
    @MainActor
    static func createTabBarController(
        dependencies: AppDependencies
    ) -> (tabBar: CustomTabBarController, router: MainTabBarDeepLinkRouter) {
        let examples = NavigationController(
            rootViewController: ExamplesFactory.createExamplesController(dependencies: dependencies))
        let components = NavigationController(
            rootViewController: ComponentsFactory.createComponentsController(dependencies: dependencies))
        let settings = NavigationController(
            rootViewController: SettingsFactory.createSettingsController(dependencies: dependencies))
        let tabBar = CustomTabBarController(controllers: [examples, components, settings])
        tabBar.tabBarStyle = { [weak appSettings = dependencies.settings] in appSettings?.tabBarStyle ?? .classic }
        let router = MainTabBarDeepLinkRouter(
            tabBar: tabBar, examples: examples, components: components, dependencies: dependencies)
        return (tabBar, router)
    }
}

/// The tabs, in tab bar order.
enum MainTab: Int {
    case examples
    case components
    case settings
}
