import TUIKit

final class DeepLinksDemoController: HostingController<DeepLinksDemoView> {
    init(viewModel: DeepLinksDemoViewModel) {
        super.init(rootView: DeepLinksDemoView(viewModel: viewModel))
    }

    override var navigationBarItem: NavigationBarItem {
        get { .title(R.string.deepLinksDemo.title()) }
        set {}
    }
}
