import TUIKit

enum StylesDemoFactory {
    /// Text styles with inheritance, label styles and a `UIStyle`: a screen without state.
    @MainActor
    static func createStylesDemoController() -> ScreenController {
        HostingController(
            rootView: StylesDemoView(),
            navigationBarItem: { .title(R.string.components.stylesTitle()) })
    }
}
