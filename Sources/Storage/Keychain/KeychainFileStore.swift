import Crypto
import Foundation

/// A keychain store's records as files sealed with AES-256-GCM, beside the 0600 `key` file
/// they are sealed under (the backend when no Secret Service is running).
///
/// - The file's name is bound into the authenticated data, so an altered, truncated or
///   swapped file throws `StorageError.tampered`: never a crash, never a wrong value.
/// - Encryption and file-name keys are derived from the key file with HKDF under labels
///   named after the app. File names are HMACs of the keys, so a listing of the folder does
///   not reveal which keys exist; the keys themselves are inside the ciphertext.
/// - The folder is 0700 and every file 0600, owned by the user: checked (and tightened, with
///   a log event) whenever the store is opened; a symbolic link or another owner is refused.
///
/// Unchecked `Sendable`: every property but the derived keys is a constant set in `init`
/// (`SymmetricKey` is an immutable value that swift-crypto does not mark), those are set once
/// under their own lock, and the keychain calls it under its lock.
final class KeychainFileStore: KeychainRecordStore, @unchecked Sendable {
    static var keyFileName: String { "key" }
    private static var magic: Data { Data("ETK1".utf8) }

    let path: String
    private let logger: StorageLogger
    /// The key file's key, which the two below are derived from.
    private let master: SymmetricKey
    private let labels: (entries: String, fileNames: String)
    /// Guards `derivedKeys`.
    private let derivation = NSLock()
    /// Derived on the first entry read or written, not at open: the app opens three
    /// keychains before its first frame, and their HKDF took about 1 ms of it.
    private var derivedKeys: (entry: SymmetricKey, name: SymmetricKey)?
    /// Seals the entries.
    private var entryKey: SymmetricKey { keys.entry }
    /// Names the entry files.
    private var nameKey: SymmetricKey { keys.name }

    /// Whether `directory` holds a file store (its key file).
    static func exists(in directory: URL) -> Bool {
        ((try? FileSystem.status(directory.path + "/" + keyFileName)) ?? nil) != nil
    }

    /// Opens (creating if needed) the folder and key, and checks every file's owner and mode.
    init(directory: URL, config: KeychainConfig, logger: StorageLogger) throws(StorageError) {
        path = directory.path
        self.logger = logger
        try FileSystem.makePrivateDirectory(path, logger: logger)
        master = try Self.loadOrCreateKey(at: path + "/" + Self.keyFileName, logger: logger)
        labels = config.derivationLabels
        for name in try FileSystem.names(in: path) where DiskEntryFormat.isEntryName(name) {
            try FileSystem.requirePrivate(filePath(name), mode: 0o600, directory: false, logger: logger)
        }
    }

    /// The entry and file-name keys, derived from the key file's under the app's labels.
    private var keys: (entry: SymmetricKey, name: SymmetricKey) {
        derivation.withLock {
            if let derivedKeys { return derivedKeys }
            let keys = (
                entry: HKDF<SHA256>.deriveKey(
                    inputKeyMaterial: master, info: Data(labels.entries.utf8), outputByteCount: 32),
                name: HKDF<SHA256>.deriveKey(
                    inputKeyMaterial: master, info: Data(labels.fileNames.utf8), outputByteCount: 32)
            )
            derivedKeys = keys
            return keys
        }
    }

    // MARK: - KeychainRecordStore

    func record(forKey key: UniqueStorageKey<String>) throws(StorageError) -> KeychainRecord {
        try readRecord(name: fileName(for: key), key: key)
    }

    func store(_ record: KeychainRecord) throws(StorageError) {
        let plaintext = try record.encoded()
        let name = try fileName(for: record.key)
        let sealed: AES.GCM.SealedBox
        do {
            sealed = try AES.GCM.seal(plaintext, using: entryKey, authenticating: authenticatedData(name))
        } catch {
            throw .encodingFailed("AES-GCM: \(error)")
        }
        guard let combined = sealed.combined else { throw .encodingFailed("AES-GCM: no combined box") }
        try FileSystem.writeAtomically(Self.magic + combined, to: filePath(name), mode: 0o600)
    }

    func removeRecord(forKey key: UniqueStorageKey<String>) throws(StorageError) {
        try FileSystem.remove(filePath(fileName(for: key)))
    }

    /// Removes every entry; the key stays.
    func removeAllRecords() throws(StorageError) {
        for name in entryNames() { try FileSystem.remove(filePath(name)) }
    }

    /// Every record whose file decrypts; a tampered file is logged and left out.
    func allRecords() -> [KeychainRecord] {
        entryNames().compactMap { try? readRecord(name: $0, key: nil) }
    }

    func location(forKey key: UniqueStorageKey<String>) -> String? {
        (try? fileName(for: key)).map(filePath)
    }

    // MARK: - Files

    /// The entry files' names (64 hex digits).
    func entryNames() -> [String] {
        ((try? FileSystem.names(in: path)) ?? []).filter(DiskEntryFormat.isEntryName)
    }

    /// Every record, or the error of the first file that does not open: for a move that must
    /// lose nothing.
    func readEveryRecord() throws(StorageError) -> [KeychainRecord] {
        var records: [KeychainRecord] = []
        for name in try FileSystem.names(in: path) where DiskEntryFormat.isEntryName(name) {
            records.append(try readRecord(name: name, key: nil))
        }
        return records
    }

    /// Deletes the entries, interrupted writes, the key file and then the folder (when
    /// nothing else is in it): no secret stays on disk, sealed or not.
    func deleteEverything() throws(StorageError) {
        for name in try FileSystem.names(in: path)
        where DiskEntryFormat.isEntryName(name) || FileSystem.isTemporaryName(name) {
            try FileSystem.remove(filePath(name))
        }
        try FileSystem.remove(filePath(Self.keyFileName))
        rmdir(path)
    }

    private func filePath(_ name: String) -> String {
        path + "/" + name
    }

    /// HMAC-SHA256 of the key's JSON under the file-name key.
    private func fileName(for key: UniqueStorageKey<String>) throws(StorageError) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let data: Data
        do {
            data = try encoder.encode(key)
        } catch {
            throw .encodingFailed("key: \(error)")
        }
        return HMAC<SHA256>.authenticationCode(for: data, using: nameKey).map { String(format: "%02x", $0) }.joined()
    }

    private func authenticatedData(_ name: String) -> Data {
        Self.magic + Data(name.utf8)
    }

    /// Decrypts the entry named `name`; with a `key`, it must hold that key.
    private func readRecord(name: String, key: UniqueStorageKey<String>?) throws(StorageError) -> KeychainRecord {
        let path = filePath(name)
        guard let file = try OpenFile(readingAt: path) else { throw .notFound }
        let data = try file.readAll()
        guard data.starts(with: Self.magic),
            let box = try? AES.GCM.SealedBox(combined: data.dropFirst(Self.magic.count)),
            let plaintext = try? AES.GCM.open(box, using: entryKey, authenticating: authenticatedData(name)),
            let record = KeychainRecord.decoded(plaintext),
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
