import TUIKit

enum StylesDemoFactory {
    /// Text styles with inheritance, label styles and a `UIStyle`: a screen without state.
    @MainActor
    static func createStylesDemoController() -> ScreenController {
        StylesDemoController()
    }
}
