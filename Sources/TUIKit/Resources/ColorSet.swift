import TUICore

/// A named color with a value per theme, as an asset catalog's Color Set has for Any and
/// Dark appearances.
public struct ColorSet: Hashable, Sendable {
    public let light: Color
    public let dark: Color

    public init(light: Color, dark: Color) {
        self.light = light
        self.dark = dark
    }

    public init(_ both: Color) {
        self.init(light: both, dark: both)
    }

    public func color(for theme: Theme) -> Color {
        theme == .dark ? dark : light
    }
}

/// The app's appearance.
public enum Theme: String, Sendable, CaseIterable {
    case light
    case dark
}
