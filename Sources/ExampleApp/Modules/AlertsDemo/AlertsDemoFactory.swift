import TUIKit

enum AlertsDemoFactory {
    /// Alerts are the screen's own state, shown and closed by its view model; the screen
    /// makes no transition beyond back, so it needs no coordinator.
    @MainActor
    static func createAlertsDemoController() -> ScreenController {
        HostingController(
            rootView: AlertsDemoView(viewModel: AlertsDemoViewModel()),
            navigationBarItem: { .title(R.string.alertsDemo.title()) })
    }
}
