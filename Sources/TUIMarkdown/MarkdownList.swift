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
