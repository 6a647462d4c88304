import Foundation

/// An object with its expiry, as a store returns it from `entry(forKey:)`.
public struct StorageEntry<Value: Sendable>: Sendable {
    /// The stored object.
    public let object: Value
    /// `.never`, or `.date` with the moment the object goes stale.
    public let expiry: Expiry
    /// The file the entry lives in, for stores that keep files.
    public let filePath: String?

    public init(object: Value, expiry: Expiry, filePath: String? = nil) {
        self.object = object
        self.expiry = expiry
        self.filePath = filePath
    }

    /// Whether the entry is stale at `now`.
    public func isExpired(at now: Date) -> Bool {
        guard case .date(let date) = expiry else { return false }
        return date <= now
    }
}

extension StorageEntry: Equatable where Value: Equatable {}
