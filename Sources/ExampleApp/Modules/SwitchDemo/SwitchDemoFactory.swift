import TUIKit

enum SwitchDemoFactory {
    /// Three switches: two live ones and a disabled one.
    @MainActor
    static func createSwitchDemoController() -> ScreenController {
        HostingController(
            rootView: SwitchDemoView(viewModel: SwitchDemoViewModel()),
            navigationBarItem: { .title(R.string.components.switchTitle()) })
    }
}
