import TUIKit

enum PageControlDemoFactory {
    /// Bean page controls in two appearances, paged by keys or a click on a bean.
    @MainActor
    static func createPageControlDemoController() -> ScreenController {
        HostingController(
            rootView: PageControlDemoView(viewModel: PageControlDemoViewModel()),
            navigationBarItem: { .title(R.string.components.pageControlTitle()) })
    }
}
