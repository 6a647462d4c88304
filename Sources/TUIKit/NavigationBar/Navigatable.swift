/// A screen that configures the navigation bar above it (the template's `Navigatable`).
/// `ScreenController` conforms with defaults: a bar with no title, a back item whenever
/// there is somewhere to go back to.
@MainActor
public protocol Navigatable: AnyObject {
    var navigationBarItem: NavigationBarItem { get }
    var isNavigationBarHidden: Bool { get }
    var isBackButtonHidden: Bool { get }
}
