import TUIKit

/// What the accessibility audit needs to know of an app's colours in one theme: what a
/// cell without colours of its own shows, which colours say "selected", "disabled" and
/// "error" (`StateCueCheck` looks for a mark beside each), which colours WCAG does not hold
/// to a contrast (disabled controls, decoration), which glyphs are icons (3:1 rather than
/// text's 4.5:1), and every colour's name for the messages.
///
/// `AccessibilityPalette(theme: .dark)` reads the toolkit's `ThemeColors`; an app adds its
/// own colour resources (`R.color.all.map(\.value)`) for their names, and its own state
/// colours.
public struct AccessibilityPalette: Sendable {
    public var theme: Theme
    /// The text colour and background of a cell that sets none.
    public var defaultForeground: Color
    public var defaultBackground: Color
    public var selected: Set<Color>
    public var disabled: Set<Color>
    public var error: Set<Color>
    /// The names of foregrounds not held to a contrast: disabled controls and decoration. A
    /// colour is exempt when each of its names is (a grey that is also body text is not).
    public var exempt: Set<String>
    /// Glyphs that are icons, held to 3:1.
    public var iconGlyphs: Set<String>
    /// Each colour's names (`text.primary`), for the messages.
    public var names: [Color: Set<String>]

    /// The palette of `theme` from the toolkit's colours, with the app's own on top: `named`
    /// gives colours their names, `disabled`, `error` and `selected` add state colours,
    /// `exempt` the colours WCAG exempts.
    public init(
        theme: Theme,
        colors: ThemeColors = .standard,
        named: [ColorSet] = [],
        selected: [ColorSet] = [],
        disabled: [ColorSet] = [],
        error: [ColorSet] = [],
        exempt: [ColorSet] = [],
        iconGlyphs: Set<String> = []
    ) {
        self.theme = theme
        defaultForeground = colors.textPrimary.color(for: theme)
        defaultBackground = colors.background.color(for: theme)
        self.selected = Set(([colors.selectedBackground] + selected).map { $0.color(for: theme) })
        self.disabled = Set(disabled.map { $0.color(for: theme) })
        self.error = Set(([colors.error] + error).map { $0.color(for: theme) })
        self.exempt = Set(exempt.compactMap(\.name))
        self.iconGlyphs = iconGlyphs
        let toolkit: [(String, ColorSet)] = [
            ("textPrimary", colors.textPrimary), ("textSecondary", colors.textSecondary),
            ("textInverted", colors.textInverted), ("accent", colors.accent), ("error", colors.error),
            ("background", colors.background), ("backgroundSecondary", colors.backgroundSecondary),
            ("selectedBackground", colors.selectedBackground), ("border", colors.border),
            ("navigationBarBackground", colors.navigationBarBackground),
            ("navigationBarTitle", colors.navigationBarTitle), ("tabBarBackground", colors.tabBarBackground),
            ("tabBarSelected", colors.tabBarSelected), ("tabBarNormal", colors.tabBarNormal),
        ]
        var names: [Color: Set<String>] = [:]
        let all = toolkit.map { ($0.1.name ?? $0.0, $0.1) } + named.map { ($0.name ?? "\($0.color(for: theme))", $0) }
        for (name, set) in all { names[set.color(for: theme), default: []].insert(name) }
        self.names = names
    }

    /// The colour's names (`text.primary|navBar.title`), or its value.
    public func name(of color: Color) -> String {
        names[color].map { $0.sorted().joined(separator: "|") } ?? color.description
    }

    /// Whether WCAG exempts text in `color` (each of its names is exempt).
    public func isExempt(_ color: Color) -> Bool {
        guard let names = names[color], !names.isEmpty else { return false }
        return names.isSubset(of: exempt)
    }

    /// The palette `StateCueCheck` reads.
    public var stateCues: StateCueCheck.Palette {
        StateCueCheck.Palette(
            defaultBackground: defaultBackground, selected: selected, disabled: disabled, error: error)
    }
}
