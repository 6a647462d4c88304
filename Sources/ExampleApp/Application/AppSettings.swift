import AppSupport
import Foundation
import Observation
import TUIKit

/// What the user can change in Settings: applied live, read by every frame.
@MainActor
@Observable
public final class AppSettings {
    public var language: Language {
        didSet {
            context.language = language
            didChange(self)
        }
    }
    public var theme: Theme {
        didSet { didChange(self) }
    }
    /// Every theme Settings offers: the built-in ones, and `custom` when the user's theme
    /// file is there.
    public internal(set) var themes: [Theme] = AppThemes.builtIn
    /// What was wrong with the user's theme file at launch (empty when nothing was).
    public internal(set) var themeProblems: [ThemeFile.Problem] = []
    /// Where the user's keymap file is (nil without a config folder), whether it is there,
    /// and what is wrong with it: at launch, and each clash found as a screen's bindings are
    /// gathered after (Settings › Keys and the help screen show them).
    public internal(set) var keymapPath: String?
    public internal(set) var keymapFileExists = false
    public internal(set) var keymapProblems: [KeymapProblem] = []
    /// The main tab bar's look (classic or compact).
    public var tabBarStyle: TabBarStyle = .classic {
        didSet { didChange(self) }
    }
    /// Haptic feedback (bell and flash patterns) on or off.
    public var hapticsEnabled = true {
        didSet { didChange(self) }
    }
    /// Whether analytics may leave the machine (the Settings row "Share analytics"): off,
    /// nothing is queued or sent to the collector.
    public var shareAnalytics = true {
        didSet { didChange(self) }
    }
    /// Reduced motion: screens change at once instead of sliding (the twin of iOS's
    /// Reduce Motion). Starts from `EXAMPLE_TUI_REDUCED_MOTION`.
    public var reducedMotion = false {
        didSet { didChange(self) }
    }
    /// The screen-reader mode (docs/accessibility.md): words instead of ornaments, and
    /// changes announced. Starts from `--screen-reader` or `EXAMPLE_TUI_SCREEN_READER`,
    /// else from the last choice in Settings, which is kept for the next launch.
    public var screenReader = false {
        didSet { didChange(self) }
    }
    public private(set) var instance: Instance
    /// Whether the debug panel is there (its hotkey, route and footer hint): the current
    /// environment's `IS_DEBUG_PANEL_ENABLED` (dev true, prod false).
    public var isDebugPanelEnabled: Bool { configuration.isDebugPanelEnabled }
    /// The app's environment configuration, whichever app's code runs now.
    public var configuration: Configuration {
        guard let configuration = context.configuration else {
            preconditionFailure("Environments.setup must run for the app before its settings are read")
        }
        return configuration
    }
    /// What the app does after the language, theme, tab bar style, haptics or reduced motion
    /// changed: its window applies them.
    @ObservationIgnored private let didChange: @MainActor (AppSettings) -> Void

    /// The app these settings belong to: its language follows `language`, its
    /// configuration `instance`.
    @ObservationIgnored let context: AppContext

    /// Settings of `context`'s app, which takes `language` at once; `didChange` hears of
    /// every later change.
    public init(
        language: Language, theme: Theme, instance: Instance, reducedMotion: Bool = false,
        context: AppContext = .current, didChange: @escaping @MainActor (AppSettings) -> Void = { _ in }
    ) {
        self.language = language
        self.theme = theme
        self.instance = instance
        self.reducedMotion = reducedMotion
        self.context = context
        self.didChange = didChange
        context.language = language
    }

    /// Whether `environment` asks for reduced motion: `EXAMPLE_TUI_REDUCED_MOTION` set to
    /// 1, true, yes or on (any case); anything else, or unset, leaves motion on.
    nonisolated public static func reducedMotion(fromEnvironment environment: [String: String]) -> Bool {
        isOn(environment[AppIdentity.app.environmentVariable("REDUCED_MOTION")])
    }

    /// Whether `environment` asks for the screen-reader mode: `EXAMPLE_TUI_SCREEN_READER`
    /// (the app's own prefix in a new app) set to 1, true, yes or on.
    nonisolated public static func screenReader(fromEnvironment environment: [String: String]) -> Bool {
        isOn(environment[AppIdentity.app.environmentVariable("SCREEN_READER")])
    }

    nonisolated private static func isOn(_ value: String?) -> Bool {
        guard let value else { return false }
        return ["1", "true", "yes", "on"].contains(value.trimmingCharacters(in: .whitespaces).lowercased())
    }

    /// Switches environment; the caller restarts the root so every module sees it.
    public func switchEnvironment(to instance: Instance) throws(ConfigurationError) {
        try Environments.setup(name: instance.rawValue, in: context)
        self.instance = instance
    }
}
