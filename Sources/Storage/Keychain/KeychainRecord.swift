import Foundation

/// One keychain entry as both backends keep it: the key, the expiry and the transformed
/// object. Its JSON is what an encrypted file seals and what the Secret Service holds as the
/// item's secret, so the two backends store exactly the same thing.
struct KeychainRecord: Codable, Hashable, Sendable {
    let key: UniqueStorageKey<String>
    let expiresAt: Date?
    let payload: Data

    func encoded() throws(StorageError) -> Data {
        do {
            return try JSONEncoder().encode(self)
        } catch {
            throw .encodingFailed(String(describing: error))
        }
    }

    static func decoded(_ data: Data) -> KeychainRecord? {
        try? JSONDecoder().decode(KeychainRecord.self, from: data)
    }
}

/// Where a `KeychainStorageService` keeps its records: the encrypted files or the Secret
/// Service. Called only under the service's lock, one call at a time.
protocol KeychainRecordStore: Sendable {
    /// The record of `key`; `.notFound` when there is none, `.tampered` when it does not open.
    func record(forKey key: UniqueStorageKey<String>) throws(StorageError) -> KeychainRecord
    /// Stores `record`, replacing the one of its key.
    func store(_ record: KeychainRecord) throws(StorageError)
    /// Removes the record of `key`; removing nothing is no error.
    func removeRecord(forKey key: UniqueStorageKey<String>) throws(StorageError)
    /// Removes every record of the store.
    func removeAllRecords() throws(StorageError)
    /// Every record that opens; the others are logged and left out.
    func allRecords() -> [KeychainRecord]
    /// The file of `key`'s record, for stores that keep files.
    func location(forKey key: UniqueStorageKey<String>) -> String?
}
