/// Lets a screen hide or show the tab bar while it stays on screen (the iOS component library's
/// `TabBarVisibilityManager.setTabBar(isVisible:)`), as opposed to `isTabBarHidden`, which
/// a screen declares for as long as it is on top. Hold it weakly.
@MainActor
public protocol TabBarVisibilityManager: AnyObject {
    var isTabBarVisible: Bool { get }
    func setTabBar(isVisible: Bool)
}
