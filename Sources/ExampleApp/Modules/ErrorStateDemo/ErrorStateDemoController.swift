import TUICore
import TUIKit

final class ErrorStateDemoController: HostingController<ErrorStateDemoView> {
    private let viewModel: ErrorStateDemoViewModel

    init(viewModel: ErrorStateDemoViewModel) {
        self.viewModel = viewModel
        super.init(rootView: ErrorStateDemoView(viewModel: viewModel))
    }

    override var navigationBarItem: NavigationBarItem {
        get {
            let reload = NavigationBarSideItem(
                type: .icon(R.image.ic16.reload), key: .character("r"), hint: R.string.statesDemo.bindingReload()
            ) { [viewModel] in
                viewModel.onReloadButtonTapped()
            }
            return NavigationBarItem(
                centralItem: NavigationBarCentralItem(type: .title(R.string.statesDemo.errorStateTitle())),
                rightItems: [reload]
            )
        }
        set {}
    }

    override func viewDidLoad() {
        viewModel.onViewDidLoad()
    }
}
