import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Keeps FoundationNetworking's own folders inside the app's.
///
/// The first session configuration made in a process creates the shared cookie store's
/// folder (`$XDG_DATA_HOME/<build folder>`: `debug` or `release`) and the shared URL
/// cache's (`$XDG_CACHE_HOME/org.swift.foundation.URLCache/<executable>`), even for an
/// ephemeral session with no cache, as this transport's is: folders outside the app's, with
/// the umask's modes, where a response could be kept without the app knowing. `confine(to:)`
/// makes those shared objects first, with the XDG variables pointing into `folder` (private
/// to the user), so whatever they create lies there.
public enum FoundationNetworkingFolders {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var confined: URL?

    /// Once per process, before the first `URLSessionTransport`; later calls change nothing
    /// (the shared objects exist by then) and return the folder of the first.
    @discardableResult
    public static func confine(to folder: URL) -> URL {
        lock.lock()
        defer { lock.unlock() }
        if let confined { return confined }
        try? FileManager.default.createDirectory(
            at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        let names = ["XDG_DATA_HOME", "XDG_CACHE_HOME"]
        let saved = names.map { name in getenv(name).map { String(cString: $0) } }
        for name in names { setenv(name, folder.path, 1) }
        _ = HTTPCookieStorage.shared
        _ = URLCache.shared
        for (name, value) in zip(names, saved) {
            if let value { setenv(name, value, 1) } else { unsetenv(name) }
        }
        // They were made with the umask's modes; nothing in them is anyone else's business.
        let made = FileManager.default.enumerator(atPath: folder.path)
        while let relative = made?.nextObject() as? String {
            try? FileManager.default.setAttributes(
                [.posixPermissions: 0o700], ofItemAtPath: folder.appendingPathComponent(relative).path)
        }
        confined = folder
        return folder
    }
}
