import TUIKit

/// The Home tab's root: the list of the app's screens.
final class HomeController: HostingController<HomeView>, CustomTabBarItemProvider {
    init(viewModel: HomeViewModel) {
        super.init(rootView: HomeView(viewModel: viewModel))
    }

    var tabBarItemIcon: Icon { R.image.ic24.home }
    var tabBarItemTitle: String { R.string.tabBar.home() }

    override var navigationBarItem: NavigationBarItem {
        get { .title(R.string.home.title()) }
        set {}
    }
}
