import TUIKit

final class ProfileEditorController: HostingController<ProfileEditorView> {
    private let viewModel: ProfileEditorViewModel

    init(viewModel: ProfileEditorViewModel) {
        self.viewModel = viewModel
        super.init(rootView: ProfileEditorView(viewModel: viewModel))
    }

    override var navigationBarItem: NavigationBarItem {
        get { .title(R.string.eventBusDemo.editorTitle()) }
        set {}
    }

    override func viewDidDisappear() {
        viewModel.onViewDidDisappear()
    }
}
