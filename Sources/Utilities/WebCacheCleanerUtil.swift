import Foundation

/// Clears what a web view would leave behind, the twin of clearing URLCache,
/// HTTPCookieStorage and WKWebsiteDataStore: the HTTP cache, the cookies and the web data
/// kept under the app's own directories, which are injected. It removes what is inside
/// those folders (links themselves, never what they point to) and says what it removed.
public struct WebCacheCleanerUtil: Sendable {
    public enum Store: String, CaseIterable, Sendable {
        case httpCache
        case cookies
        case webData
    }

    /// What one clean removed from one store.
    public struct Removal: Hashable, Sendable {
        public let store: Store
        public let files: Int
        public let bytes: Int64

        public init(store: Store, files: Int, bytes: Int64) {
            self.store = store
            self.files = files
            self.bytes = bytes
        }
    }

    /// The folder of each store.
    public let locations: [Store: URL]

    public init(locations: [Store: URL]) {
        self.locations = locations
    }

    /// The app's layout: the HTTP cache in the cache directory, cookies and web data in
    /// the data directory.
    public init(cacheDirectory: URL, dataDirectory: URL) {
        self.init(locations: [
            .httpCache: cacheDirectory.appendingPathComponent("http", isDirectory: true),
            .cookies: dataDirectory.appendingPathComponent("cookies", isDirectory: true),
            .webData: dataDirectory.appendingPathComponent("web", isDirectory: true),
        ])
    }

    /// Empties every store's folder (the folders stay) and reports per store, in
    /// `Store.allCases` order. A folder that does not exist has nothing to remove.
    public func clean() throws -> [Removal] {
        try Store.allCases.map { store in
            guard let folder = locations[store] else { return Removal(store: store, files: 0, bytes: 0) }
            return try clean(store, in: folder)
        }
    }

    /// Files and bytes in each store now, without removing anything.
    public func contents() -> [Removal] {
        Store.allCases.map { store in
            let (files, bytes) = locations[store].map(Self.measure) ?? (0, 0)
            return Removal(store: store, files: files, bytes: bytes)
        }
    }

    private func clean(_ store: Store, in folder: URL) throws -> Removal {
        let manager = FileManager.default
        guard manager.fileExists(atPath: folder.path) else { return Removal(store: store, files: 0, bytes: 0) }
        let (files, bytes) = Self.measure(folder)
        for child in try manager.contentsOfDirectory(atPath: folder.path) {
            try manager.removeItem(at: folder.appendingPathComponent(child))
        }
        return Removal(store: store, files: files, bytes: bytes)
    }

    /// Regular files under `folder` and their sizes, not following links.
    private static func measure(_ folder: URL) -> (files: Int, bytes: Int64) {
        var files = 0
        var bytes: Int64 = 0
        var pending = [folder.path]
        let manager = FileManager.default
        while let directory = pending.popLast() {
            guard let children = try? manager.contentsOfDirectory(atPath: directory) else { continue }
            for child in children {
                let path = directory + "/" + child
                guard let attributes = try? manager.attributesOfItem(atPath: path),
                    let type = attributes[.type] as? FileAttributeType
                else { continue }
                if type == .typeDirectory {
                    pending.append(path)
                } else if type == .typeRegular {
                    files += 1
                    bytes += (attributes[.size] as? NSNumber)?.int64Value ?? 0
                }
            }
        }
        return (files, bytes)
    }
}
