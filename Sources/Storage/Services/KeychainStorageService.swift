import Crypto
import Foundation
import Synchronization

/// Where a `KeychainStorageService` keeps its key and entries.
public struct KeychainConfig: Sendable, Hashable {
    /// The store's folder name under `location`.
    public var name: String
    /// `.data` (the default), `.cache`, or an exact folder.
    public var location: StorageLocation
    /// The XDG directories `.cache` and `.data` resolve against.
    public var directories: StorageDirectories
    /// The expiry of objects stored with a nil expiry.
    public var expiry: Expiry

    public init(
        name: String = "Keychain",
        location: StorageLocation = .data,
        directories: StorageDirectories,
        expiry: Expiry = .never
    ) {
        self.name = name
        self.location = location
        self.directories = directories
        self.expiry = expiry
    }

    /// The HKDF labels the store's keys are derived under, named after the app
    /// (`directories.appName`), so two apps' stores never share a key. An app that renames
    /// itself can no longer open what its old name sealed.
    var derivationLabels: (entries: String, fileNames: String) {
        ("\(directories.appName) keychain entries v1", "\(directories.appName) keychain file names v1")
    }
}

/// Secrets encrypted at rest, the terminal's keychain (the template's
/// `KeychainStorageService`; keys are `UniqueStorageKey<String>`).
///
/// - Each entry is one file sealed with AES-256-GCM. The file's name is bound into the
///   authenticated data, so an altered, truncated or swapped file throws
///   `StorageError.tampered`: never a crash, never a wrong value.
/// - The 256-bit key lives in the `key` file beside the entries; encryption and file-name keys
///   are derived from it with HKDF. File names are HMACs of the keys, so a listing of the
///   folder does not reveal which keys exist; the keys themselves are inside the ciphertext,
///   which is how `allKeys` lists them.
/// - The folder is 0700 and every file 0600, owned by the user: checked (and tightened, with a
///   log event) whenever the store is opened; a symbolic link or another owner is refused.
/// - Decrypted objects are not cached, so `removeInMemoryObject` has nothing to drop.
///
/// The protection is against other users and against files copied without the key file; a
/// process running as the same user can read the key, as it could read the user's keyring.
public final class KeychainStorageService<Value: Sendable>: Storable {
    public typealias Key = UniqueStorageKey<String>

    private struct Record: Codable {
        let key: Key
        let expiresAt: Date?
        let payload: Data
    }

    private static var magic: Data { Data("ETK1".utf8) }
    static var keyFileName: String { "key" }

    public let config: KeychainConfig
    /// The folder holding the key file and the entries.
    public let directory: URL
    private let path: String
    private let transformer: Transformer<Value>
    private let clock: StorageClock
    private let logger: StorageLogger
    /// The derived keys, behind the lock that serializes every operation of this instance
    /// (`SymmetricKey` is not `Sendable`, so it is only reached through the lock).
    private let keys: Mutex<Keys>

    private struct Keys {
        /// Seals the entries.
        let entry: SymmetricKey
        /// Names the entry files.
        let name: SymmetricKey
    }

    /// Opens (creating if needed) the store's folder and key, and checks every file's owner
    /// and mode. Throws `StorageError.invalidKeyFile` or `.insecureFile` when they are unusable.
    public init(
        config: KeychainConfig,
        transformer: Transformer<Value>,
        clock: StorageClock = .system,
        logger: StorageLogger = .silent
    ) throws {
        self.config = config
        self.transformer = transformer
        self.clock = clock
        self.logger = logger
        directory = try config.location.url(name: config.name, directories: config.directories)
        path = directory.path
        try FileSystem.makePrivateDirectory(path, logger: logger)
        let master = try Self.loadOrCreateKey(at: path + "/" + Self.keyFileName, logger: logger)
        keys = Mutex(
            Keys(
                entry: HKDF<SHA256>.deriveKey(
                    inputKeyMaterial: master,
                    info: Data(config.derivationLabels.entries.utf8),
                    outputByteCount: 32
                ),
                name: HKDF<SHA256>.deriveKey(
                    inputKeyMaterial: master,
                    info: Data(config.derivationLabels.fileNames.utf8),
                    outputByteCount: 32
                )
            )
        )
        for name in try FileSystem.names(in: path) where DiskEntryFormat.isEntryName(name) {
            try FileSystem.requirePrivate(filePath(name), mode: 0o600, directory: false, logger: logger)
        }
    }

    /// A store of `Codable` secrets as JSON.
    public convenience init(
        config: KeychainConfig,
        clock: StorageClock = .system,
        logger: StorageLogger = .silent
    ) throws where Value: Codable {
        try self.init(
            config: config,
            transformer: KeychainTransformerFactory.forCodable(ofType: Value.self),
            clock: clock,
            logger: logger
        )
    }

    // MARK: - Storable

    /// Every key whose file decrypts; a tampered file is logged and left out.
    public var allKeys: [Key] {
        keys.withLock { keys in entryNames().compactMap { try? readRecord(name: $0, key: nil, keys: keys).key } }
    }

    /// Every object whose file decrypts and decodes.
    public var allObjects: [Value] {
        keys.withLock { keys in
            entryNames().compactMap { name in
                guard let record = try? readRecord(name: name, key: nil, keys: keys) else { return nil }
                return try? transformer.fromData(record.payload)
            }
        }
    }

    public func object(forKey key: Key) throws -> Value {
        try entry(forKey: key).object
    }

    public func entry(forKey key: Key) throws -> StorageEntry<Value> {
        let (name, record) = try keys.withLock { keys throws(StorageError) -> (String, Record) in
            let name = try fileName(for: key, keys: keys)
            return (name, try readRecord(name: name, key: key, keys: keys))
        }
        return StorageEntry(
            object: try transformer.fromData(record.payload),
            expiry: .resolved(record.expiresAt),
            filePath: filePath(name)
        )
    }

    public func removeObject(forKey key: Key) throws {
        try keys.withLock { keys throws(StorageError) in
            try FileSystem.remove(filePath(fileName(for: key, keys: keys)))
        }
    }

    public func setObject(_ object: Value?, forKey key: Key, expiry: Expiry?) throws {
        guard let object else { return try removeObject(forKey: key) }
        let record = Record(
            key: key,
            expiresAt: (expiry ?? config.expiry).expirationDate(from: clock.now()),
            payload: try transformer.toData(object)
        )
        let plaintext: Data
        do {
            plaintext = try JSONEncoder().encode(record)
        } catch {
            throw StorageError.encodingFailed(String(describing: error))
        }
        try keys.withLock { keys throws(StorageError) in
            let name = try fileName(for: key, keys: keys)
            let sealed: AES.GCM.SealedBox
            do {
                sealed = try AES.GCM.seal(plaintext, using: keys.entry, authenticating: authenticatedData(name))
            } catch {
                throw .encodingFailed("AES-GCM: \(error)")
            }
            guard let combined = sealed.combined else { throw .encodingFailed("AES-GCM: no combined box") }
            try FileSystem.writeAtomically(Self.magic + combined, to: filePath(name), mode: 0o600)
        }
    }

    public func objectExists(forKey key: Key) -> Bool {
        (try? entry(forKey: key)) != nil
    }

    public func removeAll() throws {
        try keys.withLock { _ throws(StorageError) in
            for name in entryNames() { try FileSystem.remove(filePath(name)) }
        }
    }

    /// Removes every entry that decrypts and has expired; tampered files are left for
    /// inspection.
    public func removeExpiredObjects() throws {
        let now = clock.now()
        try keys.withLock { keys throws(StorageError) in
            for name in entryNames() {
                guard let expiresAt = (try? readRecord(name: name, key: nil, keys: keys))?.expiresAt, expiresAt <= now
                else { continue }
                try FileSystem.remove(filePath(name))
            }
        }
    }

    public func isExpiredObject(forKey key: Key) throws -> Bool {
        let expiresAt = try keys.withLock { keys throws(StorageError) in
            try readRecord(name: fileName(for: key, keys: keys), key: key, keys: keys).expiresAt
        }
        return expiresAt.map { $0 <= clock.now() } ?? false
    }

    /// Secrets are never cached in memory; nothing to drop.
    public func removeInMemoryObject(forKey key: Key) throws {}

    // MARK: - Files

    private func filePath(_ name: String) -> String {
        path + "/" + name
    }

    private func entryNames() -> [String] {
        ((try? FileSystem.names(in: path)) ?? []).filter(DiskEntryFormat.isEntryName)
    }

    /// HMAC-SHA256 of the key's JSON under the file-name key.
    private func fileName(for key: Key, keys: borrowing Keys) throws(StorageError) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let data: Data
        do {
            data = try encoder.encode(key)
        } catch {
            throw .encodingFailed("key: \(error)")
        }
        return HMAC<SHA256>.authenticationCode(for: data, using: keys.name).map { String(format: "%02x", $0) }.joined()
    }

    private func authenticatedData(_ name: String) -> Data {
        Self.magic + Data(name.utf8)
    }

    /// Decrypts the entry named `name`; with a `key`, it must hold that key.
    private func readRecord(name: String, key: Key?, keys: borrowing Keys) throws(StorageError) -> Record {
        let path = filePath(name)
        guard let file = try OpenFile(readingAt: path) else { throw .notFound }
        let data = try file.readAll()
        guard data.starts(with: Self.magic),
            let box = try? AES.GCM.SealedBox(combined: data.dropFirst(Self.magic.count)),
            let plaintext = try? AES.GCM.open(box, using: keys.entry, authenticating: authenticatedData(name)),
            let record = try? JSONDecoder().decode(Record.self, from: plaintext),
            key == nil || record.key == key
        else {
            logger.log(.tamperedEntry(path: path))
            throw .tampered(path: path)
        }
        return record
    }

    /// Reads the key file, or creates it with a fresh random key. Two processes racing to
    /// create it agree on one key: the file appears atomically and is never replaced.
    private static func loadOrCreateKey(at path: String, logger: StorageLogger) throws(StorageError) -> SymmetricKey {
        if try FileSystem.status(path) == nil {
            let key = SymmetricKey(size: .bits256)
            let bytes = key.withUnsafeBytes { Data($0) }
            if try FileSystem.createExclusively(bytes, at: path, mode: 0o600) { return key }
        }
        try FileSystem.requirePrivate(path, mode: 0o600, directory: false, logger: logger)
        guard let file = try OpenFile(readingAt: path) else {
            throw .invalidKeyFile(path: path, reason: "removed while opening")
        }
        let bytes = try file.readAll()
        guard bytes.count == 32 else {
            throw .invalidKeyFile(path: path, reason: "\(bytes.count) bytes, expected 32")
        }
        return SymmetricKey(data: bytes)
    }
}

extension KeychainStorageService: StorageInspectable {
    public var inspectionName: String { "Keychain: \(config.name)" }
    public var holdsSecrets: Bool { true }

    /// Decrypts each record for its key and expiry; the sealed payload is only counted.
    public func inspectionEntries() -> [StorageInspectionEntry] {
        keys.withLock { keys in
            entryNames().compactMap { name in
                guard let record = try? readRecord(name: name, key: nil, keys: keys) else { return nil }
                return StorageInspectionEntry(
                    key: record.key.description, expiresAt: record.expiresAt, size: record.payload.count)
            }
        }
    }
}
