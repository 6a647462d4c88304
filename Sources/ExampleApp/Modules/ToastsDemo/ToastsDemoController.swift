import TUIKit

final class ToastsDemoController: HostingController<ToastsDemoView> {
    init(viewModel: ToastsDemoViewModel) {
        super.init(rootView: ToastsDemoView(viewModel: viewModel))
    }

    override var navigationBarItem: NavigationBarItem {
        get { .title(R.string.toastsDemo.title()) }
        set {}
    }
}
