import TUIKit

enum MainTabBarFactory {
    /// The application root: Examples, Components and Settings tabs, each in its own navigation stack,
    /// opened at `route`.
    @MainActor
    static func createTabBarController(dependencies: AppDependencies, route: AppRoute?) -> CustomTabBarController {
        let examples = NavigationController(
            rootViewController: ExamplesFactory.createExamplesController(dependencies: dependencies))
        let components = NavigationController(
            rootViewController: ComponentsFactory.createComponentsController(dependencies: dependencies))
        let settings = NavigationController(
            rootViewController: SettingsFactory.createSettingsController(dependencies: dependencies))
        let tabBar = CustomTabBarController(controllers: [examples, components, settings])
        tabBar.tabBarStyle = { [weak appSettings = dependencies.settings] in appSettings?.tabBarStyle ?? .classic }
        switch route {
        case .settings:
            tabBar.selectTab(index: MainTab.settings.rawValue)
        case .example(let id):
            if let demo = DemoCatalog.demo(id: id) {
                examples.push(controller: demo.makeController(dependencies), isAnimated: false)
            }
        case .components:
            tabBar.selectTab(index: MainTab.components.rawValue)
        case .component(let id):
            tabBar.selectTab(index: MainTab.components.rawValue)
            if let component = ComponentCatalog.component(id: id) {
                components.push(controller: component.makeController(dependencies), isAnimated: false)
            }
        case .examples, .logs, nil:
            break
        }
        return tabBar
    }
}

/// The tabs, in tab bar order.
enum MainTab: Int {
    case examples
    case components
    case settings
}
