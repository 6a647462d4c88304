/// Something the focus can rest on, in document order: a heading, or a link where it shows
/// (a link wrapped over two lines is one target, at its first part).
public struct MarkdownTarget: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        /// The heading's index in `MarkdownLayout.headings`.
        case heading(Int)
        case link(String)
    }

    public var kind: Kind
    public var line: Int
    public var column: Int
    public var width: Int
}
