import TUIKit

final class StyledTextDemoController: HostingController<StyledTextDemoView> {
    init(viewModel: StyledTextDemoViewModel) {
        super.init(rootView: StyledTextDemoView(viewModel: viewModel))
    }

    override var navigationBarItem: NavigationBarItem {
        get { .title(R.string.components.styledTextTitle()) }
        set {}
    }
}
