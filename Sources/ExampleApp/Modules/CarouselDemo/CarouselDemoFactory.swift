import TUIKit

enum CarouselDemoFactory {
    /// Cards that scroll a whole card at a time, with a page control that follows.
    @MainActor
    static func createCarouselDemoController() -> ScreenController {
        HostingController(
            rootView: CarouselDemoView(viewModel: CarouselDemoViewModel()),
            navigationBarItem: { .title(R.string.components.carouselTitle()) })
    }
}
