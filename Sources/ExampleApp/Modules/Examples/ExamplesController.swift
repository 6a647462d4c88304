import TUIKit

/// The Examples tab's root: the list of demos.
final class ExamplesController: HostingController<ExamplesView>, CustomTabBarItemProvider {
    init(viewModel: ExamplesViewModel) {
        super.init(rootView: ExamplesView(viewModel: viewModel))
    }

    var tabBarItemIcon: Icon { R.image.ic24.examples }
    var tabBarItemTitle: String { R.string.tabBar.examples() }

    override var navigationBarItem: NavigationBarItem {
        get { .title(R.string.examples.examplesTitle()) }
        set {}
    }
}
