import TUIKit

final class MultipleBottomSheetsDemoController: HostingController<MultipleBottomSheetsDemoView> {
    init(viewModel: MultipleBottomSheetsDemoViewModel) {
        super.init(rootView: MultipleBottomSheetsDemoView(viewModel: viewModel))
    }

    override var navigationBarItem: NavigationBarItem {
        get { .title(R.string.sheetsDemo.multipleSheetsTitle()) }
        set {}
    }
}
