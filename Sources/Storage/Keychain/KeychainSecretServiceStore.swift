import Foundation

/// A keychain store's records as items of the freedesktop Secret Service: one item a key,
/// labelled `<app> <store>: <instance>/<key>`, its secret the record's JSON (the object,
/// transformed, in base64, with the key and expiry). Nothing is written to disk by the app.
struct KeychainSecretServiceStore: KeychainRecordStore {
    /// `<app>.Keychain`: two apps' items never match each other's lookups.
    let schema: String
    /// The store's name (`KeychainConfig.name`), the items' `service` attribute.
    let service: String
    /// The app's name, at the front of every item's label.
    let appName: String
    let logger: StorageLogger

    init(config: KeychainConfig, logger: StorageLogger) {
        schema = config.secretSchemaName
        service = config.name
        appName = config.directories.appName
        self.logger = logger
    }

    func record(forKey key: UniqueStorageKey<String>) throws(StorageError) -> KeychainRecord {
        guard let secret = try SecretServiceClient.lookup(schema: schema, service: service, key: key) else {
            throw .notFound
        }
        guard let record = KeychainRecord.decoded(Data(secret.utf8)), record.key == key else {
            let item = itemName(key)
            logger.log(.tamperedEntry(path: item))
            throw .tampered(path: item)
        }
        return record
    }

    func store(_ record: KeychainRecord) throws(StorageError) {
        let secret = String(decoding: try record.encoded(), as: UTF8.self)
        try SecretServiceClient.store(
            schema: schema, service: service, key: record.key, label: "\(appName) \(itemName(record.key))",
            secret: secret)
    }

    func removeRecord(forKey key: UniqueStorageKey<String>) throws(StorageError) {
        try SecretServiceClient.clear(schema: schema, service: service, key: key)
    }

    func removeAllRecords() throws(StorageError) {
        try SecretServiceClient.clear(schema: schema, service: service, key: nil)
    }

    /// Every item whose secret is a record; a search that fails lists nothing.
    func allRecords() -> [KeychainRecord] {
        ((try? SecretServiceClient.search(schema: schema, service: service)) ?? [])
            .compactMap { KeychainRecord.decoded(Data($0.utf8)) }
    }

    func location(forKey key: UniqueStorageKey<String>) -> String? { nil }

    /// `<store>: <instance>/<key>`, what the log says instead of a path.
    private func itemName(_ key: UniqueStorageKey<String>) -> String {
        "\(service): \(key)"
    }
}
