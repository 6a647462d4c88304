import TUIKit

final class ResourcesDemoController: HostingController<ResourcesDemoView> {
    init(viewModel: ResourcesDemoViewModel) {
        super.init(rootView: ResourcesDemoView(viewModel: viewModel))
    }

    override var navigationBarItem: NavigationBarItem {
        get { .title(R.string.examples.resourcesTitle()) }
        set {}
    }
}
