import TUIKit

enum ButtonsDemoFactory {
    /// Button styles in every state, and three live buttons to focus, press and disable.
    @MainActor
    static func createButtonsDemoController() -> ScreenController {
        ButtonsDemoController(viewModel: ButtonsDemoViewModel())
    }
}
