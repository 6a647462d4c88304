import TUICore

/// A named theme: an appearance (light or dark, which picks each `ColorSet`'s side) and
/// the colors it gives keys of its own, by `ColorSet.name` (`text.primary`). The plain
/// `light` and `dark` themes give none. An app lists its themes (built in, and a user's
/// file read with `ThemeFile`) and passes one to its window: the twin of iOS's
/// `overrideUserInterfaceStyle`, grown from two values to a named list.
public struct Theme: Hashable, Sendable, CustomStringConvertible {
    /// Which side of every `ColorSet` a key without a color of the theme's own takes.
    public enum Appearance: String, Hashable, Sendable, CaseIterable {
        case light
        case dark
    }

    /// How settings, `--theme` and snapshot names spell it (`solarized-dark`).
    public let name: String
    public let appearance: Appearance
    /// The theme's own colors by key; keys not here fall back to `appearance`.
    public let colors: [String: Color]

    public init(name: String, appearance: Appearance, colors: [String: Color] = [:]) {
        self.name = name
        self.appearance = appearance
        self.colors = colors
    }

    public static let light = Theme(name: "light", appearance: .light)
    public static let dark = Theme(name: "dark", appearance: .dark)

    /// The two base themes: the ones every snapshot matrix draws in.
    public static let allCases: [Theme] = [.light, .dark]

    public var isDark: Bool { appearance == .dark }

    /// The name, as the two-valued theme spelt it.
    public var rawValue: String { name }

    /// `light` or `dark`; nil for any other name (an app's list knows the rest).
    public init?(rawValue: String) {
        switch rawValue {
        case "light": self = .light
        case "dark": self = .dark
        default: return nil
        }
    }

    public var description: String { name }
}
