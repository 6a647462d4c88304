import Foundation
import Storage

extension StorageDirectories {
    /// `url`'s path with the home folder written `~`, as a demo shows where a file lives
    /// (and as tests, whose home is a fresh temporary folder, see the same text every run).
    func displayPath(_ url: URL) -> String {
        let path = url.path
        guard let home = environment["HOME"], !home.isEmpty, path.hasPrefix(home + "/") else { return path }
        return "~" + path.dropFirst(home.count)
    }
}
