import TUIKit

final class PushDemoController: HostingController<PushDemoView> {
    init(viewModel: PushDemoViewModel) {
        super.init(rootView: PushDemoView(viewModel: viewModel))
    }

    override var navigationBarItem: NavigationBarItem {
        get { .title(R.string.pushDemo.title()) }
        set {}
    }
}
