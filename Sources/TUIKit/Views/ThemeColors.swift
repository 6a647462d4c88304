import TUICore

/// The semantic colors the toolkit's own views use (nav bar, tab bar, lists). An app
/// fills it from its typed color resources; the defaults suit a plain terminal.
public struct ThemeColors: Sendable {
    public var textPrimary: ColorSet
    public var textSecondary: ColorSet
    public var textInverted: ColorSet
    public var accent: ColorSet
    public var error: ColorSet
    public var background: ColorSet
    public var backgroundSecondary: ColorSet
    public var selectedBackground: ColorSet
    public var border: ColorSet
    public var navigationBarBackground: ColorSet
    public var navigationBarTitle: ColorSet
    public var tabBarBackground: ColorSet
    public var tabBarSelected: ColorSet
    public var tabBarNormal: ColorSet

    public init(
        textPrimary: ColorSet,
        textSecondary: ColorSet,
        textInverted: ColorSet,
        accent: ColorSet,
        error: ColorSet,
        background: ColorSet,
        backgroundSecondary: ColorSet,
        selectedBackground: ColorSet,
        border: ColorSet,
        navigationBarBackground: ColorSet,
        navigationBarTitle: ColorSet,
        tabBarBackground: ColorSet,
        tabBarSelected: ColorSet,
        tabBarNormal: ColorSet
    ) {
        self.textPrimary = textPrimary
        self.textSecondary = textSecondary
        self.textInverted = textInverted
        self.accent = accent
        self.error = error
        self.background = background
        self.backgroundSecondary = backgroundSecondary
        self.selectedBackground = selectedBackground
        self.border = border
        self.navigationBarBackground = navigationBarBackground
        self.navigationBarTitle = navigationBarTitle
        self.tabBarBackground = tabBarBackground
        self.tabBarSelected = tabBarSelected
        self.tabBarNormal = tabBarNormal
    }

    private static func hex(_ light: String, _ dark: String) -> ColorSet {
        ColorSet(light: Color(hex: light)!, dark: Color(hex: dark)!)
    }

    public static let standard = ThemeColors(
        textPrimary: hex("#1F2328", "#E6EDF3"),
        textSecondary: hex("#59636E", "#9198A1"),
        textInverted: hex("#FFFFFF", "#0D1117"),
        accent: hex("#0969DA", "#4493F8"),
        error: hex("#CF222E", "#F85149"),
        background: hex("#FFFFFF", "#0D1117"),
        backgroundSecondary: hex("#F6F8FA", "#151B23"),
        selectedBackground: hex("#DDF4FF", "#1F3A5F"),
        border: hex("#D1D9E0", "#3D444D"),
        navigationBarBackground: hex("#F6F8FA", "#151B23"),
        navigationBarTitle: hex("#1F2328", "#E6EDF3"),
        tabBarBackground: hex("#F6F8FA", "#151B23"),
        tabBarSelected: hex("#0969DA", "#4493F8"),
        tabBarNormal: hex("#59636E", "#9198A1")
    )
}
