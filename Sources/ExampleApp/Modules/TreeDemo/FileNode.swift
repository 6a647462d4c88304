/// One entry of a folder as the tree demo shows it: what `FileTreeSource` read with
/// `lstat`, so a symbolic link is a link and never the folder it names.
struct FileNode: Sendable, Hashable {
    enum Kind: Sendable, Hashable {
        case folder
        case file
        /// A link, shown and never followed, so a link back up the tree makes no loop.
        case symlink(target: String)
        /// A socket, a device, a pipe, or an entry that vanished while it was read.
        case other
    }

    /// Where it is on disk.
    let path: String
    /// The path from the tree's root folder, starting with the root's name.
    let relativePath: String
    let name: String
    let kind: Kind
    /// A file's size in bytes.
    let size: Int?
}
