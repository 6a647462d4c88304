import TUIKit

final class BottomSheetDemoController: HostingController<BottomSheetDemoView> {
    init(viewModel: BottomSheetDemoViewModel) {
        super.init(rootView: BottomSheetDemoView(viewModel: viewModel))
    }

    override var navigationBarItem: NavigationBarItem {
        get { .title(R.string.sheetsDemo.bottomSheetTitle()) }
        set {}
    }
}
