import AppSupport
import Logs
import TUIKit

/// Builds `console`'s full screen over a store (the running app's, read only, or a bug
/// report's). No coordinator: it navigates nowhere, and q quits (the window's own key).
public enum LogConsoleFactory {
    @MainActor
    public static func createConsoleController(viewModel: LogConsoleViewModel) -> ScreenController {
        HostingController(rootView: LogConsoleView(viewModel: viewModel))
    }

    /// A window for the console, in the app's colours and words, as the app of `context`
    /// (its language; tests give each their own).
    @MainActor
    public static func createWindow(
        viewModel: LogConsoleViewModel, clock: any AppClock, context: AppContext = .current
    ) -> Window {
        context.run {
            let window = Window(
                clock: clock, context: context, configuration: .app(title: R.string.logs.consoleTitle()))
            window.showApplicationRoot(controller: createConsoleController(viewModel: viewModel), animated: false)
            return window
        }
    }
}
