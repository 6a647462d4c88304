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
            Localization.language = language
            onChange?()
        }
    }
    public var theme: Theme {
        didSet { onChange?() }
    }
    /// The main tab bar's look (classic or compact).
    public var tabBarStyle: TabBarStyle = .classic {
        didSet { onChange?() }
    }
    /// Haptic feedback (bell and flash patterns) on or off.
    public var hapticsEnabled = true {
        didSet { onChange?() }
    }
    /// Reduced motion: screens change at once instead of sliding (the twin of iOS's
    /// Reduce Motion). Starts from `EXAMPLE_TUI_REDUCED_MOTION`.
    public var reducedMotion = false {
        didSet { onChange?() }
    }
    public private(set) var instance: Instance
    /// Whether the debug panel is there (its hotkey, route and footer hint): the current
    /// environment's `IS_DEBUG_PANEL_ENABLED` (dev true, prod false).
    public var isDebugPanelEnabled: Bool { Environments.configuration.isDebugPanelEnabled }
    /// Called after the language, theme, tab bar style, haptics or reduced motion changed.
    @ObservationIgnored var onChange: (@MainActor () -> Void)?

    public init(language: Language, theme: Theme, instance: Instance) {
        self.language = language
        self.theme = theme
        self.instance = instance
        Localization.language = language
    }

    /// Whether `environment` asks for reduced motion: `EXAMPLE_TUI_REDUCED_MOTION` set to
    /// 1, true, yes or on (any case); anything else, or unset, leaves motion on.
    nonisolated public static func reducedMotion(fromEnvironment environment: [String: String]) -> Bool {
        guard let value = environment[AppIdentity.app.environmentVariable("REDUCED_MOTION")] else { return false }
        return ["1", "true", "yes", "on"].contains(value.trimmingCharacters(in: .whitespaces).lowercased())
    }

    /// Switches environment; the caller restarts the root so every module sees it.
    public func switchEnvironment(to instance: Instance) throws(ConfigurationError) {
        try Environments.setup(name: instance.rawValue)
        self.instance = instance
    }
}
