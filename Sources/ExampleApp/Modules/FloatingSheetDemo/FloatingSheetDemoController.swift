import TUIKit

final class FloatingSheetDemoController: HostingController<FloatingSheetDemoView> {
    init(viewModel: FloatingSheetDemoViewModel) {
        super.init(rootView: FloatingSheetDemoView(viewModel: viewModel))
    }

    override var navigationBarItem: NavigationBarItem {
        get { .title(R.string.sheetsDemo.floatingSheetTitle()) }
        set {}
    }
}
