import TUICore
import TUIKit

final class CacheDemoController: HostingController<CacheDemoView> {
    private let viewModel: CacheDemoViewModel

    init(viewModel: CacheDemoViewModel) {
        self.viewModel = viewModel
        super.init(rootView: CacheDemoView(viewModel: viewModel))
    }

    override var navigationBarItem: NavigationBarItem {
        get { NavigationBarItem(centralItem: NavigationBarCentralItem(type: .title(R.string.cacheDemo.title()))) }
        set {}
    }

    override func viewDidLoad() {
        viewModel.onViewDidLoad()
    }
}
