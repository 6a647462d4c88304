/// One visible row of a tree, as a view draws it: a node, or the loading or error row in
/// place of a node's children, with what the guides to its left need.
public struct TreeRow<Node> {
    public enum Content {
        case node(Node)
        /// Children being loaded.
        case loading
        /// Children that could not be loaded, and why.
        case failed(any Error)
    }

    /// Whether a node opens, and whether it is open.
    public enum Disclosure: Sendable, Equatable {
        case leaf
        case collapsed
        case expanded
    }

    public var content: Content
    /// The node's name; empty for a loading or error row.
    public var name: String
    /// 0 for the root, 1 for its children, and so on.
    public var depth: Int
    /// Whether it is the last of its siblings: `└── ` rather than `├── `.
    public var isLast: Bool
    public var disclosure: Disclosure
    /// Which of the levels to its left still have siblings below (a `│` there), as bits.
    let guides: UInt64

    /// Whether the guide of level `level` (1 up to `depth - 1`) goes on down past this row.
    public func continuesLine(atLevel level: Int) -> Bool {
        level > 0 && level < 64 && guides & (1 << UInt64(level)) != 0
    }

    /// The node, unless it is a loading or error row.
    public var node: Node? {
        if case .node(let node) = content { node } else { nil }
    }
}

extension TreeRow.Content: Sendable where Node: Sendable {}
extension TreeRow: Sendable where Node: Sendable {}
