/// A screen that appears as a tab: its icon and title in the tab bar.
@MainActor
public protocol CustomTabBarItemProvider: AnyObject {
    var tabBarItemIcon: Icon { get }
    var tabBarItemTitle: String { get }
}
