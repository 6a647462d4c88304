import TUICore

/// A named color with a value per appearance, as an asset catalog's Color Set has for Any
/// and Dark appearances.
///
/// `name` is its key in the app's colors (`text.primary`): a named `Theme` can give that
/// key a color of its own; without one (or without a name) the theme's appearance picks
/// `light` or `dark`.
public struct ColorSet: Hashable, Sendable {
    public let light: Color
    public let dark: Color
    public let name: String?

    public init(light: Color, dark: Color, name: String? = nil) {
        self.light = light
        self.dark = dark
        self.name = name
    }

    public init(_ both: Color, name: String? = nil) {
        self.init(light: both, dark: both, name: name)
    }

    public func color(for theme: Theme) -> Color {
        if !theme.colors.isEmpty, let name, let color = theme.colors[name] { return color }
        return theme.appearance == .dark ? dark : light
    }
}
