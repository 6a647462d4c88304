import AppSupport
import Foundation
import Logs
import TUIKit

/// Builds `example-tui console`'s full screen: the debug panel itself (`LogsController` in
/// its navigation stack with `LogsCoordinator`: detail, views, filters, search, sessions,
/// export and copy) over a store read as a concurrent reader, or a bug report's. There is
/// no app behind it: its settings are the console's own and saved nowhere, the deeplink
/// tester hands its link to the running app, and what needs the app itself (the other tools,
/// the storage viewer, Clear) says it is not available.
public enum LogsConsoleFactory {
    /// A window for the console, in the app's colours and words, as the app of `context`
    /// (its language; tests give each their own). Exports go to `exportDirectory`; a link
    /// typed in the Tools goes to the running app through `openLink` (none over a bug report).
    @MainActor
    public static func createWindow(
        console: LogsConsole, clock: any AppClock, exportDirectory: URL?,
        openLink: (@MainActor (String) throws -> Void)? = nil, context: AppContext = .current
    ) -> Window {
        context.run {
            let window = Window(
                clock: clock, context: context, configuration: .app(title: R.string.logs.consoleTitle()))
            let environment = console.store.sessions().first { $0.id == console.query.session }?.environment
            let settings = AppSettings(
                language: context.language, theme: window.theme,
                instance: environment.flatMap(Instance.init(rawValue:)) ?? .dev, context: context)
            let coordinator = LogsCoordinator(consoleClipboard: window.clipboard, identity: .app, openLink: openLink) {
                [weak window] in window?.request(.quit)
            }
            let viewModel = LogsViewModel(
                store: console.store, settings: settings, stores: { [] }, exportDirectory: exportDirectory,
                coordinator: coordinator)
            console.start(viewModel: viewModel, coordinator: coordinator, context: context)
            let controller = LogsController(viewModel: viewModel) {
                console.title
            }
            let navigation = NavigationController(rootViewController: controller)
            coordinator.router = navigation
            window.showApplicationRoot(controller: navigation, animated: false)
            return window
        }
    }
}
