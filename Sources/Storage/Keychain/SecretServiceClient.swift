import CSecretService
import Synchronization

/// The Secret Service calls the keychain makes, over `CSecretService` (libsecret, loaded on
/// first use). Items are found by their schema (`<app>.Keychain`) and the attributes
/// `service` (the store's name), `instance` and `key` (the `UniqueStorageKey`'s parts).
enum SecretServiceClient {
    /// How long the first look waits for the bus and for a service D-Bus starts on demand.
    static let probeTimeoutMilliseconds: Int32 = 2_000

    /// Set once a probe succeeded: the service stays for the process's life as far as the
    /// choice goes (a later failure is an operation's error, not a silent switch of backend).
    private static let knownAvailable = Atomic<Bool>(false)

    /// Nil when a Secret Service is usable on this process's session bus; else why not.
    static func unavailabilityReason() -> String? {
        if knownAvailable.load(ordering: .acquiring) { return nil }
        var error: UnsafeMutablePointer<CChar>?
        guard css_service_available(probeTimeoutMilliseconds, &error) == 1 else {
            return take(error) ?? "unknown error"
        }
        knownAvailable.store(true, ordering: .releasing)
        return nil
    }

    static func store(
        schema: String, service: String, key: UniqueStorageKey<String>, label: String, secret: String
    ) throws(StorageError) {
        var error: UnsafeMutablePointer<CChar>?
        guard css_store(schema, service, key.instance, key.value, label, secret, &error) == 1 else {
            throw .secretService(take(error) ?? "store failed")
        }
    }

    /// The secret of `key`, or nil when there is none.
    static func lookup(schema: String, service: String, key: UniqueStorageKey<String>) throws(StorageError) -> String? {
        var error: UnsafeMutablePointer<CChar>?
        var found: Int32 = 0
        let secret = css_lookup(schema, service, key.instance, key.value, &found, &error)
        if let reason = take(error) { throw .secretService(reason) }
        guard found == 1, let secret else { return nil }
        defer { css_free_secret(secret) }
        return String(cString: secret)
    }

    /// Removes `key`'s item, or every item of `service` when `key` is nil.
    static func clear(schema: String, service: String, key: UniqueStorageKey<String>?) throws(StorageError) {
        var error: UnsafeMutablePointer<CChar>?
        guard css_clear(schema, service, key?.instance, key?.value, &error) == 1 else {
            throw .secretService(take(error) ?? "clear failed")
        }
    }

    /// Every secret of `service`.
    static func search(schema: String, service: String) throws(StorageError) -> [String] {
        var error: UnsafeMutablePointer<CChar>?
        var secrets: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
        var count = 0
        guard css_search(schema, service, &secrets, &count, &error) == 1 else {
            throw .secretService(take(error) ?? "search failed")
        }
        defer { css_free_secrets(secrets, count) }
        return (0..<count).compactMap { index in secrets?[index].map { String(cString: $0) } }
    }

    /// The C string in `error`, freed.
    private static func take(_ error: UnsafeMutablePointer<CChar>?) -> String? {
        guard let error else { return nil }
        defer { css_free_string(error) }
        return String(cString: error)
    }
}
