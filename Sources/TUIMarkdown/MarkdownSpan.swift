/// How a run of inline text is marked up in the source.
public struct MarkdownSpanStyle: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8

    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    public static let emphasis = MarkdownSpanStyle(rawValue: 1 << 0)
    public static let strong = MarkdownSpanStyle(rawValue: 1 << 1)
    public static let code = MarkdownSpanStyle(rawValue: 1 << 2)
    public static let strikethrough = MarkdownSpanStyle(rawValue: 1 << 3)
    public static let link = MarkdownSpanStyle(rawValue: 1 << 4)
    /// An image's alt text; an image span with no text stands for the image's marker.
    public static let image = MarkdownSpanStyle(rawValue: 1 << 5)
}

/// A run of inline text with one style: a word in bold, a link's text, inline code.
public struct MarkdownSpan: Hashable, Sendable {
    public var text: String
    public var style: MarkdownSpanStyle
    /// Where a link (or an image) points.
    public var url: String?

    public init(_ text: String, style: MarkdownSpanStyle = [], url: String? = nil) {
        self.text = text
        self.style = style
        self.url = url
    }
}
