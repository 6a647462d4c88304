import AppSupport
import Observation

/// The tree demo's state: a folder's tree, read from disk as it opens, and the line about
/// the selected entry (its path from the root, its kind and a file's size).
@MainActor
@Observable
final class TreeDemoViewModel {
    let tree: TreeModel<FileTreeSource>
    /// The last file activated (Enter or a double click) and its row: the detail line says
    /// so until the selection moves.
    private(set) var opened: (path: String, row: Int)?

    init(path: String, clock: any AppClock) {
        tree = TreeModel(source: FileTreeSource(), root: FileTreeSource.root(at: path), clock: clock)
        tree.onActivate = { [weak self] node in
            guard let self else { return }
            opened = (node.relativePath, tree.selection.selectedIndex)
        }
    }

    /// The line above the tree.
    var intro: String {
        R.string.treeDemo.intro(tree.rowCount > 0 ? tree.row(at: 0).name : "")
    }

    /// The line below the tree: what is selected, or what was just opened.
    var detail: String {
        if let opened, opened.row == tree.selection.selectedIndex { return R.string.treeDemo.opened(opened.path) }
        guard let row = tree.selectedRow, let node = tree.selectedNode else { return "" }
        switch row.content {
        case .loading: return R.string.treeDemo.detailLoading(node.relativePath)
        case .failed(let error): return node.relativePath + " — " + R.string.treeDemo.failed(String(describing: error))
        case .node: break
        }
        var parts = [node.relativePath, Self.kind(of: node)]
        if let size = node.size { parts.append(R.string.treeDemo.size(String(size))) }
        return parts.joined(separator: " — ")
    }

    private static func kind(of node: FileNode) -> String {
        switch node.kind {
        case .folder: R.string.treeDemo.kindFolder()
        case .file: R.string.treeDemo.kindFile()
        case .symlink(let target): R.string.treeDemo.kindSymlink(target)
        case .other: R.string.treeDemo.kindOther()
        }
    }

    /// The screen went away: loads under way stop.
    func onViewDidDisappear() {
        tree.cancelLoading()
    }
}
