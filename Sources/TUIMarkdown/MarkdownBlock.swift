/// One block of a Markdown document, as CommonMark and GitHub's extensions define them.
public indirect enum MarkdownBlock: Hashable, Sendable {
    case heading(level: Int, [MarkdownSpan])
    case paragraph([MarkdownSpan])
    /// A fenced or indented code block: its info string's first word and its lines.
    case code(language: String, lines: [String])
    /// Raw HTML, shown as its source.
    case html(lines: [String])
    case quote([MarkdownBlock])
    case list(MarkdownList)
    case table(MarkdownTable)
    case rule
}

/// A bulleted, numbered or task list.
public struct MarkdownList: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        case bulleted
        /// Numbered from `start`.
        case ordered(start: Int)
    }

    public var kind: Kind
    /// A tight list has no blank lines between its items.
    public var isTight: Bool
    public var items: [MarkdownListItem]

    public init(kind: Kind, isTight: Bool, items: [MarkdownListItem]) {
        self.kind = kind
        self.isTight = isTight
        self.items = items
    }
}

/// One item of a list: its blocks, and whether it is a task (`- [ ]`, `- [x]`).
public struct MarkdownListItem: Hashable, Sendable {
    public enum Task: Hashable, Sendable {
        case open
        case done
    }

    public var task: Task?
    public var blocks: [MarkdownBlock]

    public init(task: Task? = nil, blocks: [MarkdownBlock]) {
        self.task = task
        self.blocks = blocks
    }
}

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
