import TUIKit

final class PageControlDemoController: HostingController<PageControlDemoView> {
    init(viewModel: PageControlDemoViewModel) {
        super.init(rootView: PageControlDemoView(viewModel: viewModel))
    }

    override var navigationBarItem: NavigationBarItem {
        get { .title(R.string.components.pageControlTitle()) }
        set {}
    }
}
