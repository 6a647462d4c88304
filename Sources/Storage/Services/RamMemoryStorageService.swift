import Foundation
import Synchronization

/// Limits and default expiry of a `RamMemoryStorageService` (the template's `MemoryConfig`).
public struct MemoryConfig: Sendable, Hashable {
    /// What the debug panel's storage viewer calls the store.
    public var name: String
    /// The expiry of objects stored with a nil expiry.
    public var expiry: Expiry
    /// The most objects kept; 0 for no limit.
    public var countLimit: Int
    /// The most total cost kept, as the service's `cost` function measures it; 0 for no limit.
    public var totalCostLimit: Int

    public init(
        name: String = "RamMemoryStorage", expiry: Expiry = .never, countLimit: Int = 0, totalCostLimit: Int = 0
    ) {
        self.name = name
        self.expiry = expiry
        self.countLimit = countLimit
        self.totalCostLimit = totalCostLimit
    }

    public static let `default` = MemoryConfig()
}

/// Objects kept in memory for the life of the process (the template's
/// `RamMemoryStorageService`).
///
/// Over its count or cost limit the service evicts the least recently used objects; reading
/// an object (`object`, `entry`) counts as a use. `allKeys` lists keys from the least to the
/// most recently used. All state sits behind one `Mutex`, so the service is safe to share.
///
/// ```swift
/// let cities = RamMemoryStorageService<UniqueStorageKey<String>, [City]>(
///     config: MemoryConfig(countLimit: 100, totalCostLimit: 1_000_000), cost: { $0.count }
/// )
/// ```
public final class RamMemoryStorageService<Key: Hashable & Sendable, Value: Sendable>: Storable {
    private struct Item {
        let object: Value
        let expiresAt: Date?
    }

    public let config: MemoryConfig
    private let clock: StorageClock
    private let cost: @Sendable (Value) -> Int
    private let items = Mutex(LRUCache<Key, Item>())

    /// - Parameter cost: what an object weighs against `config.totalCostLimit` (bytes, rows…).
    public init(
        config: MemoryConfig = .default,
        clock: StorageClock = .system,
        cost: @escaping @Sendable (Value) -> Int = { _ in 0 }
    ) {
        self.config = config
        self.clock = clock
        self.cost = cost
    }

    public var allKeys: [Key] {
        items.withLock { $0.keys }
    }

    public var allObjects: [Value] {
        items.withLock { items in items.keys.compactMap { items.peek(forKey: $0)?.object } }
    }

    /// How many objects are kept.
    public var count: Int { items.withLock { $0.count } }

    /// The total cost of the objects kept.
    public var totalCost: Int { items.withLock { $0.totalCost } }

    public func object(forKey key: Key) throws -> Value {
        try entry(forKey: key).object
    }

    public func entry(forKey key: Key) throws -> StorageEntry<Value> {
        guard let item = items.withLock({ $0.value(forKey: key) }) else { throw StorageError.notFound }
        return StorageEntry(object: item.object, expiry: .resolved(item.expiresAt))
    }

    public func removeObject(forKey key: Key) throws {
        items.withLock { _ = $0.removeValue(forKey: key) }
    }

    public func setObject(_ object: Value?, forKey key: Key, expiry: Expiry?) throws {
        guard let object else { return try removeObject(forKey: key) }
        let cost = cost(object)
        if config.totalCostLimit > 0, cost > config.totalCostLimit {
            throw StorageError.objectTooLarge(size: cost, limit: config.totalCostLimit)
        }
        let item = Item(object: object, expiresAt: (expiry ?? config.expiry).expirationDate(from: clock.now()))
        items.withLock { items in
            items.setValue(item, forKey: key, cost: cost)
            while (config.countLimit > 0 && items.count > config.countLimit)
                || (config.totalCostLimit > 0 && items.totalCost > config.totalCostLimit)
            {
                _ = items.removeLeastRecentlyUsed()
            }
        }
    }

    public func objectExists(forKey key: Key) -> Bool {
        items.withLock { $0.peek(forKey: key) != nil }
    }

    public func removeAll() throws {
        items.withLock { $0.removeAll() }
    }

    public func removeExpiredObjects() throws {
        let now = clock.now()
        items.withLock { items in
            for key in items.keys {
                if let expiresAt = items.peek(forKey: key)?.expiresAt, expiresAt <= now {
                    items.removeValue(forKey: key)
                }
            }
        }
    }

    public func isExpiredObject(forKey key: Key) throws -> Bool {
        guard let item = items.withLock({ $0.peek(forKey: key) }) else { throw StorageError.notFound }
        return item.expiresAt.map { $0 <= clock.now() } ?? false
    }

    /// The whole store is in memory, so this removes the object.
    public func removeInMemoryObject(forKey key: Key) throws {
        try removeObject(forKey: key)
    }
}

extension RamMemoryStorageService: StorageInspectable {
    public var inspectionName: String { "Memory: \(config.name)" }
    public var holdsSecrets: Bool { false }

    public func inspectionEntries() -> [StorageInspectionEntry] {
        items.withLock { items in
            items.keys.compactMap { key in
                guard let item = items.peek(forKey: key) else { return nil }
                let weight = cost(item.object)
                return StorageInspectionEntry(
                    key: String(describing: key), expiresAt: item.expiresAt, size: weight > 0 ? weight : nil)
            }
        }
    }
}
