import TUIKit

final class LaunchController: HostingController<LaunchView> {
    private let viewModel: LaunchViewModel

    init(viewModel: LaunchViewModel, displayName: String) {
        self.viewModel = viewModel
        super.init(rootView: LaunchView(viewModel: viewModel, displayName: displayName))
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
