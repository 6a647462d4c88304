import TUIKit

final class TextFieldsDemoController: HostingController<TextFieldsDemoView> {
    init(viewModel: TextFieldsDemoViewModel) {
        super.init(rootView: TextFieldsDemoView(viewModel: viewModel))
    }

    override var navigationBarItem: NavigationBarItem {
        get { .title(R.string.textFieldsDemo.demoTitle()) }
        set {}
    }
}
