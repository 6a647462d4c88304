import TUIKit

/// The Settings tab's root.
final class SettingsController: HostingController<SettingsView>, CustomTabBarItemProvider {
    init(viewModel: SettingsViewModel) {
        super.init(rootView: SettingsView(viewModel: viewModel))
    }

    var tabBarItemIcon: Icon { R.image.ic24.settings }
    var tabBarItemTitle: String { R.string.tabBar.settings() }

    override var navigationBarItem: NavigationBarItem {
        get { .title(R.string.settings.title()) }
        set {}
    }
}
