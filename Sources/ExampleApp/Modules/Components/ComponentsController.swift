import TUIKit

/// The Components tab's root: the list of component demos.
final class ComponentsController: HostingController<ComponentsView>, CustomTabBarItemProvider {
    init(viewModel: ComponentsViewModel) {
        super.init(rootView: ComponentsView(viewModel: viewModel))
    }

    var tabBarItemIcon: Icon { R.image.ic24.components }
    var tabBarItemTitle: String { R.string.tabBar.components() }

    override var navigationBarItem: NavigationBarItem {
        get { .title(R.string.components.componentsTitle()) }
        set {}
    }
}
