import AppSupport
import TUIKit

final class LogsController: HostingController<LogsView> {
    private let viewModel: LogsViewModel

    init(viewModel: LogsViewModel) {
        self.viewModel = viewModel
        super.init(rootView: LogsView(viewModel: viewModel, storageScroll: StateBox(ScrollState())))
    }

    /// The view model learns the size class when the panel shows and on every change after.
    override func viewWillAppear() {
        viewModel.sizeClass = sizeClass
    }

    override func sizeClassDidChange(_ sizeClass: SizeClass) {
        viewModel.sizeClass = sizeClass
    }

    override var navigationBarItem: NavigationBarItem {
        get { .title(R.string.logs.title()) }
        set {}
    }
}
