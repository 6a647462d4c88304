// docs: tree.md
/// Where a tree's nodes come from, asked for one node's children at a time, when the user
/// opens it (the data source of AppKit's `NSOutlineView`, the loader behind Textual's
/// `DirectoryTree`): a tree over a disk or a server reads only what is opened. Loading runs
/// off the main actor, so it is `Sendable`; a load that fails throws, and the tree shows an
/// error row with the reason under the node.
public protocol TreeNodeSource<Node>: Sendable {
    associatedtype Node: Sendable

    /// The children of `node`, in the order they show. It may take its time: the tree shows
    /// a loading row meanwhile, and cancels the task when the node is closed.
    func children(of node: Node) async throws -> [Node]

    /// Whether `node` can have children (a folder, even an empty one): it gets a disclosure
    /// marker and opens.
    func isExpandable(_ node: Node) -> Bool

    /// The text of `node`: what its row shows unless the view is given a label, and what
    /// the filter matches.
    func name(of node: Node) -> String
}
// docs: end
