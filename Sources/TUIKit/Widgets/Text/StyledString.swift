import TUICore

/// One attribute of a span of styled text (the iOS utilities' `StringAttribute`).
public enum StringAttribute: Hashable, Sendable {
    case bold
    case italic
    case dim
    case underline
    case foregroundColor(ColorSet)
    case backgroundColor(ColorSet)
    /// A link: shown underlined in the accent colour; a click reports the URL.
    case link(String)
}

/// Text made of spans, each with its own attributes (the terminal's `NSAttributedString`).
public struct StyledString: Hashable, Sendable {
    public struct Span: Hashable, Sendable {
        public var text: String
        public var attributes: [StringAttribute]

        public init(_ text: String, attributes: [StringAttribute] = []) {
            self.text = text
            self.attributes = attributes
        }

        /// The URL of a `.link` attribute, if any.
        public var link: String? {
            for case .link(let url) in attributes { return url }
            return nil
        }
    }

    public var spans: [Span]

    public init(_ spans: [Span] = []) {
        // The array as given when no span is empty (a table makes one a cell): no copy.
        self.spans = spans.contains { $0.text.isEmpty } ? spans.filter { !$0.text.isEmpty } : spans
    }

    /// The text without attributes.
    public var string: String { spans.map(\.text).joined() }

    public static func + (lhs: StyledString, rhs: StyledString) -> StyledString {
        StyledString(lhs.spans + rhs.spans)
    }

    /// Lines no wider than `width`, each a list of spans. Lines break at spaces and line
    /// breaks only, never where one span meets another, so "bold," stays whole even when
    /// its comma has another style; a word longer than a line is cut between graphemes,
    /// never inside a wide one. A span cut by a break keeps its attributes on both lines.
    public func wrapped(toWidth width: Int) -> [[Span]] {
        guard width > 0 else { return [] }
        var layout = StyledLineBreaker(width: width, spans: spans)
        for (index, span) in spans.enumerated() {
            for character in span.text { layout.take(character, span: index) }
        }
        return layout.finish()
    }
}

extension String {
    /// This string as one span with `attributes` (the iOS utilities' `.with(attributes:)`).
    public func with(attributes: [StringAttribute]) -> StyledString {
        StyledString([StyledString.Span(self, attributes: attributes)])
    }
}
