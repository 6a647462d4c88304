import AppSupport
import Foundation

/// A folder on disk as a tree's nodes (the source behind Textual's `DirectoryTree`): it
/// reads a folder when the tree opens it, off the main actor, folders first and then by
/// name as Finder sorts them. Links are read with `lstat` and never followed, so a link to
/// a folder above makes no loop; a folder that cannot be read throws `FileTreeError`, which
/// the tree shows as an error row.
struct FileTreeSource: TreeNodeSource {
    /// How many entries are read between checks that the load is still wanted.
    private static let cancellationStride = 256

    /// The node of the folder at `path` (relative to the current folder unless absolute).
    /// It opens even when it does not exist: its error row then says so.
    static func root(at path: String) -> FileNode {
        let absolute =
            path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        let standard = (absolute as NSString).standardizingPath
        let name = standard == "/" ? "/" : (standard as NSString).lastPathComponent
        return FileNode(path: standard, relativePath: name, name: name, kind: .folder, size: nil)
    }

    func children(of node: FileNode) async throws -> [FileNode] {
        let manager = FileManager.default
        var isFolder: ObjCBool = false
        guard manager.fileExists(atPath: node.path, isDirectory: &isFolder) else {
            throw FileTreeError.notFound(node.path)
        }
        guard isFolder.boolValue else { throw FileTreeError.notAFolder(node.path) }
        let names: [String]
        do {
            names = try manager.contentsOfDirectory(atPath: node.path)
        } catch {
            throw FileTreeError.unreadable(node.path)
        }
        var nodes: [FileNode] = []
        nodes.reserveCapacity(names.count)
        for (index, name) in names.enumerated() {
            if index % Self.cancellationStride == 0 { try Task.checkCancellation() }
            nodes.append(Self.entry(named: name, in: node))
        }
        return nodes.sorted(by: Self.precedes)
    }

    func isExpandable(_ node: FileNode) -> Bool { node.kind == .folder }

    func name(of node: FileNode) -> String { node.name }

    /// The entry `name` of `folder`, as `lstat` sees it.
    private static func entry(named name: String, in folder: FileNode) -> FileNode {
        let path = folder.path == "/" ? "/" + name : folder.path + "/" + name
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        let kind: FileNode.Kind
        var size: Int?
        switch attributes?[.type] as? FileAttributeType {
        case .typeDirectory?:
            kind = .folder
        case .typeSymbolicLink?:
            kind = .symlink(target: (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) ?? "?")
        case .typeRegular?:
            kind = .file
            size = (attributes?[.size] as? NSNumber)?.intValue
        default:
            kind = .other
        }
        return FileNode(
            path: path, relativePath: folder.relativePath + "/" + name, name: name, kind: kind, size: size)
    }

    /// Folders first, then names as people sort them (`file2` before `file10`), then bytes.
    private static func precedes(_ first: FileNode, _ second: FileNode) -> Bool {
        let firstIsFolder = first.kind == .folder
        if firstIsFolder != (second.kind == .folder) { return firstIsFolder }
        switch first.name.localizedStandardCompare(second.name) {
        case .orderedAscending: return true
        case .orderedDescending: return false
        case .orderedSame: return first.name < second.name
        }
    }
}
