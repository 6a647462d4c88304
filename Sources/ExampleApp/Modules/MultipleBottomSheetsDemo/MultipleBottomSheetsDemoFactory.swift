import TUIKit

enum MultipleBottomSheetsDemoFactory {
    /// A screen with a blue and a green bottom sheet driven by one optional item.
    @MainActor
    static func createMultipleBottomSheetsDemoController() -> ScreenController {
        HostingController(
            rootView: MultipleBottomSheetsDemoView(viewModel: MultipleBottomSheetsDemoViewModel()),
            navigationBarItem: { .title(R.string.sheetsDemo.multipleSheetsTitle()) })
    }
}
