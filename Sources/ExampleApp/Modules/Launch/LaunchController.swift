import TUIKit

final class LaunchController: HostingController<LaunchView> {
    private let viewModel: LaunchViewModel

    init(viewModel: LaunchViewModel) {
        self.viewModel = viewModel
        super.init(rootView: LaunchView(viewModel: viewModel))
        isNavigationBarHidden = true
        isTabBarHidden = true
    }

    override func viewDidAppear() {
        viewModel.start()
    }

    override func viewWillDisappear() {
        viewModel.stop()
    }
}
