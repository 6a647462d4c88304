import Analytics
import AppSupport
import Foundation
import Logs
import Storage
import TUIKit

/// The app as a value (the twin of the iOS template's `AppDelegate`): what it reads (its
/// `context`), its settings, window and dependencies, made in that order from the launch
/// options; then the first screen, sent as a command like every later change of root.
@MainActor
public final class ExampleApplication {
    public let window: Window
    public let settings: AppSettings
    /// The launch options' identity under the environment's `APP_DISPLAY_NAME`: the
    /// terminal's title and the launch screen's.
    public let identity: AppIdentity
    /// Where `Log` should write: the CLI bootstraps `LogSystem` with it before curses starts.
    public let logStore: LogDatabase
    /// What this app's code reads wherever it runs (language, configuration, log routing,
    /// haptics, task executor): its own, so apps in one process never share them.
    public let context: AppContext
    let dependencies: AppDependencies

    /// An app in `context` (a new one by default; a pilot passes one whose tasks run on the
    /// main queue from the first).
    public init(options launch: LaunchOptions, clock: any AppClock, context: AppContext = AppContext())
        throws(ConfigurationError)
    {
        self.context = context
        var options = launch
        // `AnalyticsService.shared` is this app's from the first report on.
        options.analytics = launch.analytics ?? AnalyticsService()
        context.analytics = options.analytics
        let configuration = try Environments.setup(name: options.environmentName, in: context)
        identity = options.identity.displayed(as: configuration.appDisplayName)
        let window = Window(clock: clock, context: context, configuration: .app(title: identity.displayName))
        self.window = window
        if options.recordsSession {
            window.sessionRecorder = SessionRecorder(start: clock.now, stream: options.sessionStream)
        }
        let (themes, themeProblems) = AppThemes.available(directories: options.directories)
        let themeName =
            (options.usesSavedTheme ? AppThemes.savedName(directories: options.directories) : nil)
            ?? options.theme.name
        let directories = options.directories
        var savedTheme = themeName
        let screenReader = options.screenReader ?? ScreenReaderChoice.saved(directories: directories) ?? false
        var savedScreenReader = screenReader
        settings = AppSettings(
            language: options.language, theme: themes.first { $0.name == themeName } ?? .dark,
            instance: configuration.instance, reducedMotion: options.reducedMotion, context: context
        ) { [weak window] settings in
            window?.apply(settings)
            // The theme chosen in Settings is the next launch's, whichever way it was chosen.
            if settings.theme.name != savedTheme {
                savedTheme = settings.theme.name
                AppThemes.save(name: savedTheme, directories: directories)
            }
            // So is the screen-reader mode, once changed there.
            if settings.screenReader != savedScreenReader {
                savedScreenReader = settings.screenReader
                ScreenReaderChoice.save(savedScreenReader, directories: directories)
            }
        }
        settings.screenReader = screenReader
        settings.themes = themes
        settings.themeProblems = themeProblems
        let keymap = AppKeymap.load(directories: options.directories)
        settings.keymapPath = keymap.path
        settings.keymapFileExists = keymap.exists
        settings.keymapProblems = keymap.problems
        window.keymap = keymap.keymap
        // A clash found only when a screen's bindings are gathered (a state the launch check
        // does not see) is logged and shown the same way; that screen keeps its defaults.
        window.keymapConflictHandler = { [weak settings] problem in
            guard let settings, !settings.keymapProblems.contains(problem) else { return }
            settings.keymapProblems.append(problem)
            Log.app.error(logEntry: .detailed("Keymap problem", ["problem": problem.description]))
        }
        let logStore =
            options.logStore
            ?? Self.openLogStore(
                directories: options.directories, configuration: options.logStoreConfiguration(identity: identity))
        self.logStore = logStore
        dependencies = AppDependencies(
            identity: identity, settings: settings, clock: clock, directories: options.directories,
            platform: options.platform, window: window, logStore: logStore,
            services: { [settings] in
                AppServices(
                    options: options, logStore: logStore, shareAnalytics: { settings.shareAnalytics }, send: $0)
            })
        dependencies.sessionLaunch = Self.launchFields(options)
        context.run { start(options: options) }
    }

    /// Readies the window and shows the first screen, as this app's code.
    private func start(options: LaunchOptions) {
        window.apply(settings)
        window.toastPresenter.colors = .app
        window.commandPalette.recents = PaletteRecentsStore(directories: options.directories)
        for problem in settings.themeProblems {
            Log.app.error(logEntry: .detailed("Theme file problem", ["problem": problem.description]))
        }
        for problem in settings.keymapProblems {
            Log.app.error(logEntry: .detailed("Keymap problem", ["problem": problem.description]))
        }
        if !settings.keymapProblems.isEmpty {
            window.showToast(
                with: ToastItem(message: R.string.common.keysToast(settings.keymapProblems.count), style: .warning))
        }
        context.haptics = window.haptics
        // Whether the terminal likely takes an OSC 52 copy (the debug panel's copy keys say
        // when it may not); EXAMPLE_TUI_OSC52=1 or 0 is the user's word on it.
        window.clipboard.support = ClipboardSupport.detect(
            environment: options.platform.environment,
            setting: options.platform.environment[options.identity.environmentVariable("OSC52")])
        PlatformServicesSetup.connect(dependencies, to: window)
        // Pushes from the backend while the app runs; with mocks on they come from `.apns` files.
        if options.connectsPushChannel {
            dependencies.whenServicesMade { [weak dependencies] _ in
                guard let dependencies, dependencies.settings.configuration.pushChannelUrl != nil,
                    !dependencies.network.isMockEnabled
                else { return }
                dependencies.pushServer.connect()
            }
        }
        // `console --scenario NAME` switches the mock backend from another terminal.
        options.instanceServer?.answerScenarios { [weak dependencies] name in
            guard let dependencies else { return .rejected("the app is closing") }
            return dependencies.switchScenario(named: name)
        }
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
        dependencies.send(options.startupWork.map { .launch($0) } ?? .restart(nil))
    }

    /// The names `console --scenario` takes (the mock backend's scenarios).
    nonisolated public static var scenarioNames: [String] { MockServerScenario.names }

    /// The server this session is served from is shutting down (`serve` sends SIGUSR2 a
    /// moment before it ends the session): says so in a toast.
    public func serverWillShutDown() {
        dependencies.send(.showServerShutdown)
    }

    /// What a replay of this session builds the same app from (`assertReplay`), as
    /// `record` writes it: the route, language, theme and environment it started with.
    static func launchFields(_ options: LaunchOptions) -> [String: String] {
        var fields = [
            "lang": options.language.rawValue, "theme": options.theme.rawValue, "env": options.environmentName,
        ]
        if let route = options.route { fields["route"] = route.url }
        return fields
    }

    /// Where the log store keeps its file and exports: `<state>/logs`.
    nonisolated public static func logsDirectory(in directories: StorageDirectories) throws(StorageError) -> URL {
        try directories.state().appendingPathComponent("logs", isDirectory: true)
    }

    /// The log store under `<state>/logs` (a damaged, locked or read-only file: see
    /// `LogDatabase.problem`, which the panel shows), or one in memory (with the reason as its
    /// first message) when there is no state directory. The CLI opens it before the app, to
    /// route swift-log into it before any logger exists.
    nonisolated public static func openLogStore(
        directories: StorageDirectories, configuration: LogDatabase.Configuration
    ) -> LogDatabase {
        do {
            return LogDatabase(directory: try logsDirectory(in: directories), configuration: configuration)
        } catch {
            let store = LogDatabase.inMemory(configuration: configuration)
            store.record(
                message: LogMessage(
                    date: Date(), level: .error, label: Log.app.category, subsystem: Log.subsystem,
                    text: "the log store could not open under the state directory: \(error)"))
            return store
        }
    }
}
