import TUIKit

enum MainTabBarFactory {
    /// The application root: the Home and Settings tabs, each in its own navigation stack,
    /// and the router that opens links in them once the tab bar is the root.
    @MainActor
    static func createTabBarController(
        dependencies: AppDependencies
    ) -> (tabBar: CustomTabBarController, router: MainTabBarDeepLinkRouter) {
        let home = NavigationController(
            rootViewController: HomeFactory.createHomeController(dependencies: dependencies))
        let settings = NavigationController(
            rootViewController: SettingsFactory.createSettingsController(dependencies: dependencies))
        let tabBar = CustomTabBarController(controllers: [home, settings])
        tabBar.tabBarStyle = { [weak appSettings = dependencies.settings] in appSettings?.tabBarStyle ?? .classic }
        // Every switch by key or click, in one place for all tabs; links switch tabs too,
        // but they are reported as `deeplink_opened`.
        tabBar.onUserSelectTab = { [weak dependencies] index in
            guard let tab = MainTab(rawValue: index) else { return }
            dependencies?.services.analytics.report(
                event: .tabSelect, params: [.screen: "tab_bar", .title: .string(tab.analyticsName)])
        }
        let router = MainTabBarDeepLinkRouter(tabBar: tabBar, home: home, dependencies: dependencies)
        return (tabBar, router)
    }
}

/// The tabs, in tab bar order.
enum MainTab: Int {
    case home
    case settings

    /// The tab's name in analytics events.
    var analyticsName: String {
        switch self {
        case .home: "home"
        case .settings: "settings"
        }
    }
}
