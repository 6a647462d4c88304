import AppSupport
import Foundation
import Logs
import Storage
import TUIKit

/// The app's setup (the AppDelegate twin): checks the configuration, builds the window
/// and its theme, shows the launch screen and hands over to the tab bar.
@MainActor
public final class ExampleApplication {
    public let window: Window
    public let settings: AppSettings
    /// The launch options' identity under the environment's `APP_DISPLAY_NAME`: the
    /// terminal's title and the launch screen's.
    public let identity: AppIdentity
    /// Where `Log` should write: the CLI bootstraps `LogSystem` with it before curses starts.
    public let logStore: LogStore
    let dependencies: AppDependencies

    public init(options: LaunchOptions, clock: any AppClock) throws(ConfigurationError) {
        let configuration = try Environments.setup(name: options.environmentName)
        identity = options.identity.displayed(as: configuration.appDisplayName)
        settings = AppSettings(language: options.language, theme: options.theme, instance: configuration.instance)
        settings.reducedMotion = options.reducedMotion
        window = Window(clock: clock)
        let logStore =
            options.logStore
            ?? Self.openLogStore(directories: options.directories, configuration: options.logStoreConfiguration)
        self.logStore = logStore
        dependencies = AppDependencies(
            identity: identity, settings: settings, clock: clock, directories: options.directories,
            platform: options.platform, window: window, logStore: logStore,
            services: AppServices(options: options, logStore: logStore))
        window.colors = .app
        window.toastPresenter.colors = .app
        window.minimumSize = Size(width: 40, height: 12)
        window.title = identity.displayName
        // Whether the terminal likely takes an OSC 52 copy (the debug panel's copy keys say
        // when it may not); EXAMPLE_TUI_OSC52=1 or 0 is the user's word on it.
        window.clipboard.support = ClipboardSupport.detect(
            environment: options.platform.environment,
            setting: options.platform.environment[options.identity.environmentVariable("OSC52")])
        window.toolkitStrings = {
            ToolkitStrings(
                back: R.string.common.back(),
                close: R.string.common.close(),
                ok: R.string.common.ok(),
                retry: R.string.app.errorRetry(),
                errorTitle: R.string.app.errorTitle(),
                errorMessage: R.string.app.errorMessage(),
                validation: TextValidationStrings(
                    empty: R.string.validation.empty(),
                    tooShort: { R.string.validation.tooShort($0) },
                    tooLong: { R.string.validation.tooLong($0) },
                    mismatch: R.string.validation.mismatch(),
                    invalidEmail: R.string.validation.invalidEmail(),
                    invalidPhone: R.string.validation.invalidPhone()
                ),
                hints: KeyHintStrings(
                    back: R.string.common.bindingBack(),
                    close: R.string.common.bindingClose(),
                    quit: R.string.common.bindingQuit(),
                    tabs: R.string.common.bindingTabs(),
                    or: R.string.common.bindingOr()
                )
            )
        }
        window.tooSmallText = { minimum, current in
            (
                R.string.common.terminalTooSmallTitle(),
                R.string.common.terminalTooSmallMessage(minimum.width, minimum.height, current.width, current.height)
            )
        }
        // The window and the screens in it own the app's state from here on; these hooks
        // hold them weakly so an app object need not outlive its setup.
        dependencies.restart = { [weak window, weak dependencies] route in
            guard let window, let dependencies else { return }
            dependencies.rebuildNetworkIfEnvironmentChanged()
            // Each environment has its own display name: the window title follows a switch.
            window.title = Environments.appDisplayName
            Self.showMain(route: route, in: window, dependencies: dependencies)
        }
        dependencies.restartWithLaunch = { [weak window, weak dependencies] route in
            guard let window, let dependencies else { return }
            // Nothing to wait for: the launch screen shows until the run loop's next turn, then
            // the root router replaces it again.
            Self.showLaunch(route: route, work: StartupWork {}, in: window, dependencies: dependencies)
        }
        dependencies.showDebugPanel = { [weak window, weak dependencies] in
            guard let window, let dependencies else { return }
            Self.showDebugPanel(in: window, dependencies: dependencies)
        }
        // The debug panel's deeplink tester: a bad URL throws (the panel shows why); a good
        // one closes the panel and goes through the deeplink service like any other link.
        dependencies.openDeepLink = { [weak window, weak dependencies] url in
            _ = try AppRoute(url: url)
            guard let window, let dependencies else { return }
            while !window.presentedControllers.isEmpty { window.dismiss(isAnimated: false, completion: nil) }
            dependencies.services.deepLinks.receive(url: url, source: "debug panel")
        }
        window.hotkeys = { [weak window, weak dependencies] in
            // Without the panel (prod) the hotkey does nothing at all, as shaking a release build does nothing.
            guard let window, let dependencies, dependencies.settings.isDebugPanelEnabled else { return [] }
            return [
                KeyBinding([LogsHotkey.primary, LogsHotkey.fallback], R.string.common.bindingLogs(), isShown: false) {
                    Self.showLogs(in: window, dependencies: dependencies)
                }
            ]
        }
        // A refused token refresh has already cleared the tokens: tell the user wherever they are.
        dependencies.onLogout = { [weak window] in
            window?.showToast(
                with: ToastItem(
                    viewItem: ToastViewItem(style: .warning, message: R.string.app.logoutToast()),
                    toastType: .global))
        }
        window.theme = settings.theme
        window.reducesMotion = settings.reducedMotion
        settings.onChange = { [weak window, weak settings] in
            guard let window, let settings else { return }
            window.theme = settings.theme
            window.haptics.isEnabled = settings.hapticsEnabled
            window.reducesMotion = settings.reducedMotion
            window.setNeedsDisplay()
        }
        PlatformServicesSetup.connect(dependencies, to: window)
        // The services, stores and network layer wait until the first frame is on screen,
        // unless the launch has a route: it reaches the tab bar through the deeplink service,
        // which must then be there for the first frame to show the route.
        if options.route == nil {
            window.afterNextFrame { [weak dependencies] in dependencies?.makeDeferredServices() }
        } else {
            dependencies.makeDeferredServices()
        }
        // The launch route reaches the tab bar as the launch deeplink, once it listens. The
        // launch screen shows only while start-up work the main screen needs is pending.
        if let work = options.startupWork {
            Self.showLaunch(route: nil, work: work, in: window, dependencies: dependencies)
        } else {
            Self.showMain(route: nil, in: window, dependencies: dependencies)
        }
    }

    private static func showLaunch(
        route: AppRoute?, work: StartupWork, in window: Window, dependencies: AppDependencies
    ) {
        let launch = LaunchFactory.createLaunchController(dependencies: dependencies, route: route, work: work)
        window.showApplicationRoot(controller: launch, animated: false)
    }

    private static func showMain(route: AppRoute?, in window: Window, dependencies: AppDependencies) {
        let main = MainTabBarFactory.createTabBarController(dependencies: dependencies)
        // Links open before the tab bar shows, so no screen flashes by on the way; the debug
        // panel, presented over the root, waits until the tab bar is it.
        if let route { main.router.open(DeepLink(route: route), isReported: false) }
        main.router.listen()
        window.showApplicationRoot(controller: main.tabBar, animated: true)
        main.router.tabBarDidBecomeRoot()
    }

    /// The debug panel where the environment enables it (dev); elsewhere a toast says it is not there.
    private static func showDebugPanel(in window: Window, dependencies: AppDependencies) {
        guard dependencies.settings.isDebugPanelEnabled else {
            window.showToast(with: ToastItem(message: R.string.logs.unavailable(), style: .failure))
            return
        }
        showLogs(in: window, dependencies: dependencies)
    }

    /// Presents the debug panel over everything, unless it is already open.
    private static func showLogs(in window: Window, dependencies: AppDependencies) {
        guard !window.presentedControllers.contains(where: LogsFactory.isLogsPanel) else { return }
        window.present(controller: LogsFactory.createLogsController(dependencies: dependencies), isAnimated: true)
    }

    /// Where the log store keeps its file and exports: `<state>/logs`.
    nonisolated public static func logsDirectory(in directories: StorageDirectories) throws(StorageError) -> URL {
        try directories.state().appendingPathComponent("logs", isDirectory: true)
    }

    /// The log store under `<state>/logs`, or one in memory (with the reason as its first
    /// message) when that folder cannot be opened. The CLI opens it before the app, to
    /// route swift-log into it before any logger exists.
    nonisolated public static func openLogStore(
        directories: StorageDirectories, configuration: LogStore.Configuration, loading: LogStore.Loading = .atOnce
    ) -> LogStore {
        do {
            return try LogStore(
                directory: logsDirectory(in: directories), configuration: configuration, loading: loading)
        } catch {
            let store = LogStore.inMemory(configuration: configuration)
            store.record(
                message: LogMessage(
                    date: Date(), level: .error, label: Log.app.category, subsystem: Log.subsystem,
                    text: "the log store could not open under the state directory: \(error)"))
            return store
        }
    }
}
