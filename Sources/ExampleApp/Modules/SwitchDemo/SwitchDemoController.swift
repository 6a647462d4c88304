import TUIKit

final class SwitchDemoController: HostingController<SwitchDemoView> {
    init(viewModel: SwitchDemoViewModel) {
        super.init(rootView: SwitchDemoView(viewModel: viewModel))
    }

    override var navigationBarItem: NavigationBarItem {
        get { .title(R.string.components.switchTitle()) }
        set {}
    }
}
