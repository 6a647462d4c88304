import TUICore
import TUIKit

final class NetworkDemoController: HostingController<NetworkDemoView> {
    private let viewModel: NetworkDemoViewModel

    init(viewModel: NetworkDemoViewModel) {
        self.viewModel = viewModel
        super.init(rootView: NetworkDemoView(viewModel: viewModel))
    }

    override var navigationBarItem: NavigationBarItem {
        get {
            let reload = NavigationBarSideItem(
                type: .icon(R.image.ic16.reload), key: .character("r"), hint: R.string.networkDemo.bindingReload()
            ) { [viewModel] in
                viewModel.onReloadButtonTapped()
            }
            return NavigationBarItem(
                centralItem: NavigationBarCentralItem(type: .title(R.string.networkDemo.title())),
                rightItems: [reload]
            )
        }
        set {}
    }

    override func viewDidLoad() {
        viewModel.onViewDidLoad()
    }
}
