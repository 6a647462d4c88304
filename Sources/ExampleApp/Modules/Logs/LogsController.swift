import AppSupport
import TUIKit

final class LogsController: HostingController<LogsView> {
    init(viewModel: LogsViewModel) {
        super.init(rootView: LogsView(viewModel: viewModel, storageScroll: StateBox(ScrollState())))
    }

    override var navigationBarItem: NavigationBarItem {
        get { .title(R.string.logs.title()) }
        set {}
    }
}
