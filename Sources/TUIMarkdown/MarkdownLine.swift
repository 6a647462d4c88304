/// One laid-out line of a document: spans, each with the role that decides its look.
public struct MarkdownLine: Hashable, Sendable {
    public struct Span: Hashable, Sendable {
        /// What a span is, for its look.
        public enum Role: Hashable, Sendable {
            /// Body text (paragraphs, list items, table cells).
            case text
            /// A heading's text, by level (1-6).
            case heading(Int)
            /// A table's header cell.
            case tableHeader
            /// A code block's or raw HTML's text.
            case code
            /// Frames, bars, rules, bullets: drawn in the border or secondary colour.
            case decoration
            /// A list's bullet or number, a task's box.
            case marker
            /// A done task's box.
            case doneMarker
            /// `›`: the line goes on past the edge (a code block is never wrapped).
            case clipped
        }

        public var text: String
        public var role: Role
        public var style: MarkdownSpanStyle
        public var url: String?

        public init(_ text: String, role: Role = .text, style: MarkdownSpanStyle = [], url: String? = nil) {
            self.text = text
            self.role = role
            self.style = style
            self.url = url
        }
    }

    public var spans: [Span]

    public init(_ spans: [Span] = []) {
        self.spans = spans
    }

    /// The text without styles.
    public var text: String { spans.map(\.text).joined() }
}
