import Foundation
import Storage

/// The Cache demo's view of one store: the same few calls, whichever store it is.
struct CacheStoreAccess {
    let kind: CacheStoreKind
    let storage: AppStorage

    /// The current environment's entries, sorted by key.
    func entries() -> [CacheEntryViewItem] {
        keys().compactMap { key in
            guard let entry = try? entry(key) else { return nil }
            return CacheEntryViewItem(
                key: key.value, size: entry.object.utf8.count, expiresAt: Self.date(entry.expiry),
                isSecret: kind == .keychain)
        }
        .sorted { $0.key.localizedStandardCompare($1.key) == .orderedAscending }
    }

    /// The bytes the store holds.
    var size: Int {
        switch kind {
        case .ram: storage.ram.totalCost
        case .disk: storage.disk.totalSize
        case .keychain: entries().reduce(0) { $0 + $1.size }
        }
    }

    func get(_ key: String) throws -> String {
        switch kind {
        case .ram: try storage.ram.object(forKey: UniqueStorageKey(value: key))
        case .disk: try storage.disk.object(forKey: UniqueStorageKey(value: key))
        case .keychain: try storage.keychain.object(forKey: UniqueStorageKey(value: key))
        }
    }

    func set(_ value: String, key: String, expiry: Expiry) throws {
        switch kind {
        case .ram: try storage.ram.setObject(value, forKey: UniqueStorageKey(value: key), expiry: expiry)
        case .disk: try storage.disk.setObject(value, forKey: UniqueStorageKey(value: key), expiry: expiry)
        case .keychain: try storage.keychain.setObject(value, forKey: UniqueStorageKey(value: key), expiry: expiry)
        }
    }

    func remove(_ key: String) throws {
        switch kind {
        case .ram: try storage.ram.removeObject(forKey: UniqueStorageKey(value: key))
        case .disk: try storage.disk.removeObject(forKey: UniqueStorageKey(value: key))
        case .keychain: try storage.keychain.removeObject(forKey: UniqueStorageKey(value: key))
        }
    }

    func removeExpired() throws {
        switch kind {
        case .ram: try storage.ram.removeExpiredObjects()
        case .disk: try storage.disk.removeExpiredObjects()
        case .keychain: try storage.keychain.removeExpiredObjects()
        }
    }

    /// Removes this environment's entries only; the other environment's stay.
    func removeAll() throws {
        for key in keys() { try remove(key.value) }
    }

    private func keys() -> [UniqueStorageKey<String>] {
        let instance = Environments.instance.rawValue
        let all =
            switch kind {
            case .ram: storage.ram.allKeys
            case .disk: storage.disk.allKeys
            case .keychain: storage.keychain.allKeys
            }
        return all.filter { $0.instance == instance }
    }

    private func entry(_ key: UniqueStorageKey<String>) throws -> StorageEntry<String> {
        switch kind {
        case .ram: try storage.ram.entry(forKey: key)
        case .disk: try storage.disk.entry(forKey: key)
        case .keychain: try storage.keychain.entry(forKey: key)
        }
    }

    private static func date(_ expiry: Expiry) -> Date? {
        if case .date(let date) = expiry { return date }
        return nil
    }
}
