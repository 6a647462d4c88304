import TUIKit

enum MainTabBarFactory {
    /// The application root: Examples, Components and Settings tabs, each in its own navigation
    /// stack, and the router that opens links in them once the tab bar is the root.
    @MainActor
    static func createTabBarController(
        dependencies: AppDependencies
    ) -> (tabBar: CustomTabBarController, router: MainTabBarDeepLinkRouter) {
        let examples = ExamplesFactory.createExamplesSplit(dependencies: dependencies)
        let components = NavigationController(
            rootViewController: ComponentsFactory.createComponentsController(dependencies: dependencies))
        let settings = NavigationController(
            rootViewController: SettingsFactory.createSettingsController(dependencies: dependencies))
        let tabBar = CustomTabBarController(controllers: [examples, components, settings])
        tabBar.tabBarStyle = { [weak appSettings = dependencies.settings] in appSettings?.tabBarStyle ?? .classic }
        // Every switch by key or click, in one place for all tabs; links switch tabs too,
        // but they are reported as `deeplink_opened`.
        tabBar.onUserSelectTab = { [weak dependencies] index in
            guard let tab = MainTab(rawValue: index) else { return }
            dependencies?.services.analytics.report(
                event: .tabSelect, params: [.screen: "tab_bar", .title: .string(tab.analyticsName)])
        }
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

    /// The tab's name in analytics events.
    var analyticsName: String {
        switch self {
        case .examples: "examples"
        case .components: "components"
        case .settings: "settings"
        }
    }
}
