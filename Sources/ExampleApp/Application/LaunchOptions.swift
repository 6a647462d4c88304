import Analytics
import AppSupport
import DeepLinks
import Foundation
import Logs
import Storage
import TUIKit

/// How the app was started: from flags, the environment variables and the launch URL.
public struct LaunchOptions: Sendable {
    /// Who the app is; its display name is replaced by the environment's `APP_DISPLAY_NAME`.
    public var identity: AppIdentity = .app
    public var language: Language
    public var theme: Theme
    /// Whether the theme chosen in Settings last time replaces `theme` (the CLI without
    /// `--theme`); tests, `render` and previews keep `theme`.
    public var usesSavedTheme = false
    public var environmentName: String
    public var route: AppRoute?
    /// Where the app keeps caches, secrets, logs and state. No default on purpose: the CLI
    /// passes the user's XDG directories, tests and benchmarks `StorageDirectories.temporary()`.
    public var directories: StorageDirectories
    /// The machine as the app reads it: wall clock, time zone, environment, users, network.
    public var platform: PlatformEnvironment
    /// The log store's caps, maximum age and clock (tests fix the clock); the session's
    /// version and environment are the launch's.
    public var logStoreConfiguration = LogDatabase.Configuration()
    /// An already open log store to use instead of opening `<state>/logs` (tests write into
    /// the app's store through it).
    public var logStore: LogDatabase?
    /// The socket `example-tui open` and `push` reach this instance through; nil in tests
    /// and previews, which deliver links and pushes to the app's services directly.
    public var instanceServer: InstanceSocketServer?
    /// The analytics service the app configures and reports to (a test's, to read what was
    /// sent); nil gives each app one of its own. Either way it is the app's
    /// `AnalyticsService.shared`, so code that reports through `.shared` (as
    /// docs/analytics.md shows) reaches the app's providers, and apps in one process never
    /// share their events.
    public var analytics: AnalyticsService?
    /// Work the main screen waits for behind the launch screen; nil shows the main screen
    /// in the first frame.
    public var startupWork: StartupWork?
    /// Whether screens change at once instead of sliding: the Settings row's start value
    /// (`EXAMPLE_TUI_REDUCED_MOTION` in the CLI).
    public var reducedMotion = false
    /// The screen-reader mode: on or off, or nil for the choice last made in Settings (the
    /// CLI without `--screen-reader` or `EXAMPLE_TUI_SCREEN_READER`); tests and `render`
    /// say which.
    public var screenReader: Bool? = false
    /// Whether the window keeps the session so far in memory for the debug panel's bug
    /// report (`SessionRecorder`): on, unless a benchmark compares without it.
    public var recordsSession = true
    /// Where the whole session goes as well, as it happens (`record`); nil for none.
    public var sessionStream: (any SessionStream)?
    /// Whether events go to the environment's collector (`ANALYTICS_URL`): the CLI turns it
    /// on; tests never send unless they ask.
    public var deliversAnalytics = false
    /// Whether the app registers its push token and opens the environment's push channel
    /// (`PUSH_CHANNEL_URL`) while mocks are off: the CLI turns it on; tests never connect
    /// unless they ask.
    public var connectsPushChannel = false

    public init(
        language: Language, theme: Theme = .dark, environmentName: String = Instance.dev.rawValue,
        route: AppRoute? = nil, directories: StorageDirectories,
        platform: PlatformEnvironment = .current(environment: ProcessInfo.processInfo.environment),
        instanceServer: InstanceSocketServer? = nil
    ) {
        self.language = language
        self.theme = theme
        self.environmentName = environmentName
        self.route = route
        self.directories = directories
        self.platform = platform
        self.instanceServer = instanceServer
    }
}

extension LaunchOptions {
    /// The log store's configuration with this launch's session: the app's version and environment.
    public func logStoreConfiguration(identity: AppIdentity) -> LogDatabase.Configuration {
        var configuration = logStoreConfiguration
        if configuration.version.isEmpty { configuration.version = identity.version }
        if configuration.environment.isEmpty { configuration.environment = environmentName }
        return configuration
    }
}
