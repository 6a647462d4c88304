import TUIKit

extension ThemeColors {
    /// The toolkit's semantic colors, taken from the app's color resources.
    public static let app = ThemeColors(
        textPrimary: R.color.text.primary,
        textSecondary: R.color.text.secondary,
        textInverted: R.color.text.inverted,
        accent: R.color.text.accent,
        error: R.color.text.error,
        background: R.color.background.primary,
        backgroundSecondary: R.color.background.secondary,
        selectedBackground: R.color.background.selected,
        border: R.color.border.primary,
        navigationBarBackground: R.color.navBar.background,
        navigationBarTitle: R.color.navBar.title,
        tabBarBackground: R.color.tabBar.background,
        tabBarSelected: R.color.tabBar.selected,
        tabBarNormal: R.color.tabBar.normal
    )
}
