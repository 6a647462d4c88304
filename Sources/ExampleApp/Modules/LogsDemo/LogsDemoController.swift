import TUIKit

final class LogsDemoController: HostingController<LogsDemoView> {
    init(viewModel: LogsDemoViewModel) {
        super.init(rootView: LogsDemoView(viewModel: viewModel))
    }

    override var navigationBarItem: NavigationBarItem {
        get { .title(R.string.logsDemo.title()) }
        set {}
    }
}
