/// Something a store noticed and recovered from, for the log.
public enum StorageEvent: Sendable, Hashable {
    /// An entry file could not be read back; it was removed and reads as missing.
    case corruptedEntry(path: String, reason: String)
    /// An encrypted entry failed authentication; it was left in place.
    case tamperedEntry(path: String)
    /// A least recently used entry was removed to keep the store under its size limit.
    case evictedEntry(path: String, size: Int)
    /// A file or directory had looser permissions than it must; they were tightened.
    case repairedPermissions(path: String, from: UInt32, to: UInt32)
    /// A temporary file left by an interrupted write was removed.
    case removedTemporaryFile(path: String)
    /// A keychain store chose where its secrets live, and why (once per opened store).
    case keychainBackend(store: String, backend: KeychainBackend, reason: String)
    /// A keychain store's files were moved into the Secret Service and deleted.
    case keychainMigrated(store: String, count: Int)
    /// Moving a keychain store's files into the Secret Service failed; the files were kept
    /// and the store uses them for this run.
    case keychainMigrationFailed(store: String, reason: String)

    /// How much the event matters.
    public var level: StorageEventLevel {
        switch self {
        case .evictedEntry, .removedTemporaryFile: .debug
        case .keychainBackend, .keychainMigrated: .info
        case .corruptedEntry, .repairedPermissions: .warning
        case .tamperedEntry, .keychainMigrationFailed: .error
        }
    }
}

/// The severity of a `StorageEvent`.
public enum StorageEventLevel: Int, Sendable, Comparable {
    case debug
    case info
    case warning
    case error

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}

extension StorageEvent: CustomStringConvertible {
    public var description: String {
        switch self {
        case .corruptedEntry(let path, let reason): "corrupted entry removed: \(path): \(reason)"
        case .tamperedEntry(let path): "encrypted entry failed authentication: \(path)"
        case .evictedEntry(let path, let size): "evicted \(size) bytes: \(path)"
        case .repairedPermissions(let path, let from, let to):
            "permissions of \(path) tightened from \(String(from, radix: 8)) to \(String(to, radix: 8))"
        case .removedTemporaryFile(let path): "removed an interrupted write: \(path)"
        case .keychainBackend(let store, let backend, let reason):
            "keychain \(store) keeps its secrets in \(backend): \(reason)"
        case .keychainMigrated(let store, let count):
            "keychain \(store): moved \(count) entries into the Secret Service and deleted its files"
        case .keychainMigrationFailed(let store, let reason):
            "keychain \(store) stays in its encrypted files, nothing lost: \(reason)"
        }
    }
}

/// Where stores report what they noticed. The app routes it to its log store; the default
/// drops events, since nothing may write to the terminal while it draws.
public struct StorageLogger: Sendable {
    private let handler: @Sendable (StorageEvent) -> Void

    public init(_ handler: @escaping @Sendable (StorageEvent) -> Void) {
        self.handler = handler
    }

    public func log(_ event: StorageEvent) {
        handler(event)
    }

    /// Drops every event.
    public static let silent = StorageLogger { _ in }
}
