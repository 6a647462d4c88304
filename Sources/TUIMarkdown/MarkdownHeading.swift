/// A heading in the laid-out document: the table of contents' entry and where it jumps.
public struct MarkdownHeading: Hashable, Sendable {
    public var title: String
    public var level: Int
    public var line: Int
}
