/// A GitHub table: a header row, body rows, and each column's alignment.
public struct MarkdownTable: Hashable, Sendable {
    public enum Alignment: Hashable, Sendable {
        case leading
        case center
        case trailing
    }

    public var alignments: [Alignment]
    public var header: [[MarkdownSpan]]
    public var rows: [[[MarkdownSpan]]]

    public init(alignments: [Alignment], header: [[MarkdownSpan]], rows: [[[MarkdownSpan]]]) {
        self.alignments = alignments
        self.header = header
        self.rows = rows
    }

    public var columnCount: Int { max(alignments.count, header.count, rows.map(\.count).max() ?? 0) }
}
