import TUIKit

/// One terminal the accessibility audit draws a screen on: the language, theme and size of
/// a snapshot, and what the terminal shows (colour or none, Unicode or ASCII). An app's
/// `render` closure turns it into its launch options.
public struct AuditTerminal: Sendable, Hashable {
    public var language: Language
    public var theme: Theme
    public var size: Size
    public var colorDepth: ColorDepth
    public var unicode: Bool

    public init(
        language: Language, theme: Theme, size: Size, colorDepth: ColorDepth = .trueColor, unicode: Bool = true
    ) {
        self.language = language
        self.theme = theme
        self.size = size
        self.colorDepth = colorDepth
        self.unicode = unicode
    }

    /// `en dark 80x24`, `en dark 80x24 no colour ASCII`: what a failure names.
    public var name: String {
        var name = "\(language.rawValue) \(theme.name) \(size)"
        if colorDepth == .none { name += " no colour" }
        if !unicode { name += " ASCII" }
        return name
    }
}
