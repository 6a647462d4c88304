import TUIKit

extension AppSettings {
    /// Whether the dark theme is on: the settings rows name the theme without the toolkit.
    var isDarkTheme: Bool { theme == .dark }

    /// Whether the tab bar is the classic one (else the compact one).
    var isClassicTabBar: Bool { tabBarStyle == .classic }
}
