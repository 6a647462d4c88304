import TUIKit

/// Hosts the tree demo and tells its view model when it goes, so folders still loading
/// stop being read.
final class TreeDemoController: HostingController<TreeDemoView> {
    private let viewModel: TreeDemoViewModel

    init(viewModel: TreeDemoViewModel) {
        self.viewModel = viewModel
        super.init(
            rootView: TreeDemoView(viewModel: viewModel), navigationBarItem: { .title(R.string.treeDemo.title()) })
    }

    override func viewDidDisappear() {
        viewModel.onViewDidDisappear()
    }
}
