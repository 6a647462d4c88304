import TUIKit

final class NavigationDemoController: HostingController<NavigationDemoView> {
    private let viewModel: NavigationDemoViewModel
    private let coordinator: NavigationDemoCoordinator

    init(viewModel: NavigationDemoViewModel, coordinator: NavigationDemoCoordinator) {
        self.viewModel = viewModel
        self.coordinator = coordinator
        super.init(rootView: NavigationDemoView(viewModel: viewModel))
        isTabBarHidden = viewModel.mode == .withoutTabBar
        isNavigationBarHidden = viewModel.mode == .withoutNavigationBar
    }

    override var navigationBarItem: NavigationBarItem {
        get {
            let title =
                viewModel.mode == .modal
                ? R.string.navigationDemo.modalTitle() : R.string.navigationDemo.title(viewModel.depth)
            let info = NavigationBarSideItem(
                type: .icon(R.image.ic16.info), key: .character("i"), id: "navigation-demo.info",
                hint: R.string.navigationDemo.bindingInfo()
            ) { [viewModel] in
                viewModel.toggleInfo()
            }
            return NavigationBarItem(centralItem: NavigationBarCentralItem(type: .title(title)), rightItems: [info])
        }
        set {}
    }

    override func viewDidLoad() { viewModel.record(.didLoad) }
    override func viewWillAppear() { viewModel.record(.willAppear) }
    override func viewDidAppear() {
        viewModel.record(.didAppear)
        // The tab bar container is known only once the screen is in the hierarchy.
        coordinator.tabBarVisibilityManager = tabBarController
    }
    override func viewWillDisappear() { viewModel.record(.willDisappear) }
    override func viewDidDisappear() { viewModel.record(.didDisappear) }
}
