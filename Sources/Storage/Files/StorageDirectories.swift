import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The per-user folders the stores live in: the XDG base directories plus the app's folder,
/// the terminal's Application Support and Caches.
///
/// `cache` is `$XDG_CACHE_HOME/<app>` (else `~/.cache/<app>`) and `data` is
/// `$XDG_DATA_HOME/<app>` (else `~/.local/share/<app>`). A relative `XDG_*` path is ignored,
/// as the specification requires. Pass another `environment` to move everything, as tests do.
public struct StorageDirectories: Sendable, Hashable {
    /// The folder name under each base directory.
    public var appName: String
    /// The variables read: `HOME`, `XDG_CACHE_HOME`, `XDG_CONFIG_HOME`, `XDG_DATA_HOME`, `XDG_STATE_HOME`.
    public var environment: [String: String]

    /// `appName` is the app identity's name: two apps never share a folder.
    public init(appName: String, environment: [String: String] = ProcessInfo.processInfo.environment) {
        self.appName = appName
        self.environment = environment
    }

    /// Non-essential data that may be deleted at any time: caches.
    public func cache() throws(StorageError) -> URL {
        try base(variable: "XDG_CACHE_HOME", fallback: ".cache").appendingPathComponent(appName, isDirectory: true)
    }

    /// Data that must persist: secrets, saved models.
    public func data() throws(StorageError) -> URL {
        try base(variable: "XDG_DATA_HOME", fallback: ".local/share").appendingPathComponent(appName, isDirectory: true)
    }

    /// What the user writes by hand to configure the app (a theme file, the settings file the
    /// Utils demo opens in `$EDITOR`): `$XDG_CONFIG_HOME/<app>`, else `~/.config/<app>`. The
    /// app reads it and never writes there.
    public func config() throws(StorageError) -> URL {
        try base(variable: "XDG_CONFIG_HOME", fallback: ".config").appendingPathComponent(appName, isDirectory: true)
    }

    /// State that should survive restarts but is not worth backing up: logs, history.
    public func state() throws(StorageError) -> URL {
        try base(variable: "XDG_STATE_HOME", fallback: ".local/state").appendingPathComponent(
            appName, isDirectory: true)
    }

    /// A fresh, empty home of its own under the system's temporary directory, for tests,
    /// benchmarks and previews: nothing read or written through it touches the user's files.
    public static func temporary(appName: String = "app") -> StorageDirectories {
        let home = FileManager.default.temporaryDirectory
            .appendingPathComponent("\(appName)-\(UUID().uuidString)", isDirectory: true)
        return StorageDirectories(appName: appName, environment: ["HOME": home.path])
    }

    private func base(variable: String, fallback: String) throws(StorageError) -> URL {
        if let path = environment[variable], path.hasPrefix("/") {
            return URL(fileURLWithPath: path, isDirectory: true)
        }
        return try home().appendingPathComponent(fallback, isDirectory: true)
    }

    private func home() throws(StorageError) -> URL {
        if let home = environment["HOME"], home.hasPrefix("/") {
            return URL(fileURLWithPath: home, isDirectory: true)
        }
        if let home = Self.passwordDatabaseHome() {
            return URL(fileURLWithPath: home, isDirectory: true)
        }
        throw .noHomeDirectory
    }

    private static func passwordDatabaseHome() -> String? {
        var record = passwd()
        var result: UnsafeMutablePointer<passwd>?
        var buffer = [CChar](repeating: 0, count: 4096)
        guard getpwuid_r(geteuid(), &record, &buffer, buffer.count, &result) == 0, result != nil,
            let directory = record.pw_dir
        else { return nil }
        let home = String(cString: directory)
        return home.hasPrefix("/") ? home : nil
    }
}

/// Where a store keeps its folder.
public enum StorageLocation: Sendable, Hashable {
    /// Under the XDG cache directory.
    case cache
    /// Under the XDG data directory.
    case data
    /// Exactly this folder (tests pass a temporary one).
    case directory(URL)

    /// The folder for a store named `name`.
    public func url(name: String, directories: StorageDirectories) throws(StorageError) -> URL {
        switch self {
        case .cache: try directories.cache().appendingPathComponent(name, isDirectory: true)
        case .data: try directories.data().appendingPathComponent(name, isDirectory: true)
        case .directory(let url): url
        }
    }
}
