import TUIKit

extension AppSettings {
    /// The theme's name as the settings row shows it.
    var themeTitle: String { AppThemes.title(of: theme.name) }

    /// Moves to the next (or previous) theme of `themes`, wrapping around.
    func cycleTheme(forward: Bool) {
        guard !themes.isEmpty else { return }
        let index = themes.firstIndex { $0.name == theme.name } ?? 0
        theme = themes[(index + (forward ? 1 : themes.count - 1)) % themes.count]
    }

    /// Whether the tab bar is the classic one (else the compact one).
    var isClassicTabBar: Bool { tabBarStyle == .classic }
}
