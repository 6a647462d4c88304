import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Keeps FoundationNetworking's own folders inside the app's.
///
/// The first session configuration made in a process creates the shared cookie store's
/// folder (`$XDG_DATA_HOME/<build folder>`: `debug` or `release`) and the shared URL
/// cache's (`$XDG_CACHE_HOME/org.swift.foundation.URLCache/<executable>`), even for a
/// session with no cache, as `URLSessionTransport`'s is: folders outside the app's, with the
/// umask's modes, where a response could be kept without the app knowing. An app names its
/// folder with `confine(to:)` at launch; the transport, before its first session, makes
/// those shared objects with the XDG variables pointing there, so whatever they create lies
/// in that folder, private to the user.
public enum FoundationNetworkingFolders {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var folder: URL?
    nonisolated(unsafe) private static var isMade = false

    /// Where FoundationNetworking's folders go; the first call in a process wins (the
    /// shared objects are made once), and its folder is returned.
    @discardableResult
    public static func confine(to folder: URL) -> URL {
        lock.lock()
        defer { lock.unlock() }
        if let confined = self.folder { return confined }
        self.folder = folder
        return folder
    }

    /// Makes the shared cookie store and URL cache inside the confined folder, once, before
    /// any session configuration exists; without a folder, leaves them to Foundation. Code
    /// that makes a `URLSession` of its own (the HTTP analytics provider) calls it first.
    public static func makeSharedObjects() {
        lock.lock()
        defer { lock.unlock() }
        guard !isMade, let folder else { return }
        isMade = true
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
    }
}
