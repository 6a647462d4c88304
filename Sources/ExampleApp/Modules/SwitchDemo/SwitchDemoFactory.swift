import TUIKit

enum SwitchDemoFactory {
    /// Three switches: two live ones and a disabled one.
    @MainActor
    static func createSwitchDemoController() -> ScreenController {
        SwitchDemoController(viewModel: SwitchDemoViewModel())
    }
}
