/// Why a folder's entries could not be read; described in the app's language for the
/// tree's error row.
enum FileTreeError: Error, Equatable, CustomStringConvertible {
    case notFound(String)
    case notAFolder(String)
    case unreadable(String)

    var description: String {
        switch self {
        case .notFound: R.string.treeDemo.errorNotFound()
        case .notAFolder: R.string.treeDemo.errorNotAFolder()
        case .unreadable: R.string.treeDemo.errorUnreadable()
        }
    }
}
