import AppSupport
import TUIKit

/// What the app shows when a screen is ready, printed by `ready-marker` for the end-to-end
/// tests: they wait for these, never for a screen's words of their own, so changing the
/// screens does not break them.
public enum ReadyMarkers {
    /// The main screen's title (the first tab's root) in `language`.
    public static func mainScreen(language: Language) -> String {
        let previous = Localization.language
        Localization.language = language
        defer { Localization.language = previous }
        return R.string.home.title()
    }

    /// The launch screen's title: environment `environmentName`'s `APP_DISPLAY_NAME`.
    public static func launchScreen(environmentName: String) throws(ConfigurationError) -> String {
        try Environments.checkConfiguration(name: environmentName).appDisplayName
    }
}
