/// Text attributes a terminal can show; they read without color too.
public struct TextAttributes: OptionSet, Hashable, Sendable, CustomStringConvertible {
    public let rawValue: UInt8

    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    public static let bold = TextAttributes(rawValue: 1 << 0)
    public static let dim = TextAttributes(rawValue: 1 << 1)
    public static let italic = TextAttributes(rawValue: 1 << 2)
    public static let underline = TextAttributes(rawValue: 1 << 3)
    public static let reverse = TextAttributes(rawValue: 1 << 4)

    static let named: [(TextAttributes, String)] = [
        (.bold, "bold"), (.dim, "dim"), (.italic, "italic"), (.underline, "underline"),
        (.reverse, "reverse"),
    ]

    public init?(name: String) {
        guard let match = Self.named.first(where: { $0.1 == name }) else { return nil }
        self = match.0
    }

    public var description: String {
        Self.named.filter { contains($0.0) }.map(\.1).joined(separator: "+")
    }
}

/// How a cell looks: foreground, background (nil: the terminal's default) and attributes.
public struct Style: Hashable, Sendable, CustomStringConvertible {
    public var foreground: Color?
    public var background: Color?
    public var attributes: TextAttributes

    public init(
        foreground: Color? = nil,
        background: Color? = nil,
        attributes: TextAttributes = []
    ) {
        self.foreground = foreground
        self.background = background
        self.attributes = attributes
    }

    public static let plain = Style()

    /// This style with `other` laid over it: other's colors win where it has them, and
    /// its attributes are added.
    public func patched(with other: Style) -> Style {
        Style(
            foreground: other.foreground ?? foreground,
            background: other.background ?? background,
            attributes: attributes.union(other.attributes)
        )
    }

    public var description: String {
        var parts: [String] = []
        if let foreground { parts.append("fg=\(foreground)") }
        if let background { parts.append("bg=\(background)") }
        if !attributes.isEmpty { parts.append(attributes.description) }
        return parts.isEmpty ? "plain" : parts.joined(separator: " ")
    }
}
