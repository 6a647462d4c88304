import TUIKit

final class ButtonsDemoController: HostingController<ButtonsDemoView> {
    init(viewModel: ButtonsDemoViewModel) {
        super.init(rootView: ButtonsDemoView(viewModel: viewModel))
    }

    override var navigationBarItem: NavigationBarItem {
        get { .title(R.string.components.buttonsTitle()) }
        set {}
    }
}
