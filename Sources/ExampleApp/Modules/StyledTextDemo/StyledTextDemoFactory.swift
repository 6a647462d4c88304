import TUIKit

enum StyledTextDemoFactory {
    /// A `StringBuilder` text in a box whose width the keys change, to watch it wrap.
    @MainActor
    static func createStyledTextDemoController() -> ScreenController {
        StyledTextDemoController(viewModel: StyledTextDemoViewModel())
    }
}
