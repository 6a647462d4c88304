import TUIKit

final class AlertsDemoController: HostingController<AlertsDemoView> {
    init(viewModel: AlertsDemoViewModel) {
        super.init(rootView: AlertsDemoView(viewModel: viewModel))
    }

    override var navigationBarItem: NavigationBarItem {
        get { .title(R.string.alertsDemo.title()) }
        set {}
    }
}
