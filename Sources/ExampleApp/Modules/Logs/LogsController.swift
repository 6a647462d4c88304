import AppSupport
import TUIKit

final class LogsController: HostingController<LogsView> {
    private let viewModel: LogsViewModel
    /// The bar's title, read each frame: the console's says what it shows and whether it follows.
    private let title: @MainActor () -> String

    init(viewModel: LogsViewModel, title: @escaping @MainActor () -> String = { R.string.logs.title() }) {
        self.viewModel = viewModel
        self.title = title
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
        get { .title(title()) }
        set {}
    }
}
