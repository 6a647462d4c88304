import Foundation
import Synchronization

/// Where a `CryptoBox` keeps its sealed record (the utilities' `SecureStore`).
public protocol SecureStore: Sendable {
    func setData(_ data: Data, forKey key: String) throws
    /// The data under `key`, or nil if there is none.
    func data(forKey key: String) throws -> Data?
    /// Removes the data under `key`; a missing key is not an error.
    func removeData(forKey key: String) throws
}

/// Secrets kept in memory for the life of the process (the utilities' `InMemorySecureStore`).
public final class InMemorySecureStore: SecureStore {
    private let storage = Mutex<[String: Data]>([:])

    public init() {}

    public func setData(_ data: Data, forKey key: String) throws {
        storage.withLock { $0[key] = data }
    }

    public func data(forKey key: String) throws -> Data? {
        storage.withLock { $0[key] }
    }

    public func removeData(forKey key: String) throws {
        storage.withLock { _ = $0.removeValue(forKey: key) }
    }
}

/// Secrets kept in a `KeychainStorageService`, under keys of one environment instance (the
/// utilities' `KeyChainSecureStore`).
public struct KeychainSecureStore: SecureStore {
    private let keychain: KeychainStorageService<Data>
    private let instance: String

    /// - Parameter keychain: a keychain of raw bytes, such as
    ///   `KeychainStorageService(config: KeychainConfig(directories: directories),
    ///   transformer: TransformerFactory.forData())`.
    public init(keychain: KeychainStorageService<Data>, instance: String) {
        self.keychain = keychain
        self.instance = instance
    }

    public func setData(_ data: Data, forKey key: String) throws {
        try keychain.setObject(data, forKey: storageKey(key), expiry: .never)
    }

    public func data(forKey key: String) throws -> Data? {
        do {
            return try keychain.object(forKey: storageKey(key))
        } catch StorageError.notFound {
            return nil
        }
    }

    public func removeData(forKey key: String) throws {
        try keychain.removeObject(forKey: storageKey(key))
    }

    private func storageKey(_ key: String) -> UniqueStorageKey<String> {
        UniqueStorageKey(value: key, instance: instance)
    }
}
