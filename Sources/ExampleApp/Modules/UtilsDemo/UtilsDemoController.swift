import TUIKit

final class UtilsDemoController: HostingController<UtilsDemoView> {
    private let viewModel: UtilsDemoViewModel

    init(viewModel: UtilsDemoViewModel) {
        self.viewModel = viewModel
        super.init(rootView: UtilsDemoView(viewModel: viewModel))
    }

    override var navigationBarItem: NavigationBarItem {
        get { .title(R.string.utilsDemo.title()) }
        set {}
    }

    override func viewDidLoad() {
        viewModel.onViewDidLoad()
    }
}
