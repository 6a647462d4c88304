import TUICore
import TUIKit

final class SkeletonDemoController: HostingController<SkeletonDemoView> {
    private let viewModel: SkeletonDemoViewModel

    init(viewModel: SkeletonDemoViewModel) {
        self.viewModel = viewModel
        super.init(rootView: SkeletonDemoView(viewModel: viewModel))
    }

    override var navigationBarItem: NavigationBarItem {
        get {
            let reload = NavigationBarSideItem(
                type: .icon(R.image.ic16.reload), key: .character("r"), hint: R.string.statesDemo.bindingReload()
            ) { [viewModel] in
                viewModel.onReloadButtonTapped()
            }
            return NavigationBarItem(
                centralItem: NavigationBarCentralItem(type: .title(R.string.statesDemo.skeletonTitle())),
                rightItems: [reload]
            )
        }
        set {}
    }

    override func viewDidLoad() {
        viewModel.onViewDidLoad()
    }
}
