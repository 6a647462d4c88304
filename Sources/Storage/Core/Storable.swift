/// A key-value store of objects with expiry (the template's `Storable`).
///
/// Implemented by `RamMemoryStorageService`, `DiskStorageService` and
/// `KeychainStorageService`; `CacheStorable` builds read-through caching on top of any of them.
///
/// Every store is `Sendable` and safe to call from many tasks at once. Calls are synchronous:
/// each store serializes its operations with a `Mutex`, so a call never interleaves with
/// another on the same store, and file I/O happens on the caller's thread. Call the file-backed
/// stores from a task rather than the main actor when values are large.
public protocol Storable<Key, Value>: Sendable {
    associatedtype Key: Hashable & Sendable
    associatedtype Value: Sendable

    /// Every key with an entry, expired ones included.
    var allKeys: [Key] { get }
    /// Every readable object, expired ones included.
    var allObjects: [Value] { get }

    /// The object for `key`, even if expired; throws `StorageError.notFound` if there is none.
    func object(forKey key: Key) throws -> Value
    /// The object for `key` with its expiry; throws `StorageError.notFound` if there is none.
    func entry(forKey key: Key) throws -> StorageEntry<Value>
    /// Removes the entry for `key`; removing a missing entry is not an error.
    func removeObject(forKey key: Key) throws
    /// Stores `object` for `key`, expiring per `expiry` (nil: the store's default expiry).
    /// A nil `object` removes the entry.
    func setObject(_ object: Value?, forKey key: Key, expiry: Expiry?) throws
    /// Whether a readable entry exists for `key`, expired or not.
    func objectExists(forKey key: Key) -> Bool
    /// Removes every entry.
    func removeAll() throws
    /// Removes every entry whose expiry has passed.
    func removeExpiredObjects() throws
    /// Whether the entry for `key` has expired; throws `StorageError.notFound` if there is none.
    func isExpiredObject(forKey key: Key) throws -> Bool
    /// Drops the in-memory copy of `key`'s object, keeping the persisted one.
    func removeInMemoryObject(forKey key: Key) throws
}

extension Storable {
    /// Stores `object` for `key` with the store's default expiry.
    public func setObject(_ object: Value?, forKey key: Key) throws {
        try setObject(object, forKey: key, expiry: nil)
    }
}
