import TUIKit

enum ButtonsDemoFactory {
    /// Button styles in every state, and three live buttons to focus, press and disable.
    @MainActor
    static func createButtonsDemoController() -> ScreenController {
        HostingController(
            rootView: ButtonsDemoView(viewModel: ButtonsDemoViewModel()),
            navigationBarItem: { .title(R.string.components.buttonsTitle()) })
    }
}
