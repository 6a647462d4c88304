import Foundation

/// A read-only look into a store, for the debug panel's storage viewer: its name, whether
/// its values are secrets, and its entries' keys, expiry and size. Values are never exposed.
public protocol StorageInspectable: Sendable {
    /// What the viewer calls the store.
    var inspectionName: String { get }
    /// Whether values are secrets (the keychain): the viewer masks the keys' values too.
    var holdsSecrets: Bool { get }
    /// Where a keychain keeps its secrets, once chosen; nil for other stores. The viewer
    /// names it in the app's language.
    var inspectionKeychainBackend: KeychainBackend? { get }
    /// The entries, in no promised order.
    func inspectionEntries() -> [StorageInspectionEntry]
}

extension StorageInspectable {
    public var inspectionKeychainBackend: KeychainBackend? { nil }
}

/// One entry as the storage viewer lists it.
public struct StorageInspectionEntry: Sendable, Hashable {
    /// The key, described as the key type describes itself.
    public var key: String
    /// When the entry goes stale; nil for never.
    public var expiresAt: Date?
    /// Bytes on disk, or the cost given to the memory store; nil when unknown.
    public var size: Int?

    public init(key: String, expiresAt: Date?, size: Int?) {
        self.key = key
        self.expiresAt = expiresAt
        self.size = size
    }
}
