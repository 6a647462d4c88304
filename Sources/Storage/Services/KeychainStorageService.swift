import Foundation
import Synchronization

/// Where a `KeychainStorageService` keeps its secrets.
public struct KeychainConfig: Sendable, Hashable {
    /// The store's folder name under `location`, and its items' `service` attribute in the
    /// Secret Service.
    public var name: String
    /// `.data` (the default), `.cache`, or an exact folder: where the encrypted files live.
    public var location: StorageLocation
    /// The XDG directories `.cache` and `.data` resolve against; their environment's
    /// `DBUS_SESSION_BUS_ADDRESS` names the session bus the Secret Service is looked for on.
    public var directories: StorageDirectories
    /// The expiry of objects stored with a nil expiry.
    public var expiry: Expiry
    /// The Secret Service when one is running (`.automatic`), or always one backend.
    public var backend: KeychainBackendPreference

    public init(
        name: String = "Keychain",
        location: StorageLocation = .data,
        directories: StorageDirectories,
        expiry: Expiry = .never,
        backend: KeychainBackendPreference = .automatic
    ) {
        self.name = name
        self.location = location
        self.directories = directories
        self.expiry = expiry
        self.backend = backend
    }

    /// The HKDF labels the files' keys are derived under, named after the app
    /// (`directories.appName`), so two apps' stores never share a key. An app that renames
    /// itself can no longer open what its old name sealed.
    var derivationLabels: (entries: String, fileNames: String) {
        ("\(directories.appName) keychain entries v1", "\(directories.appName) keychain file names v1")
    }

    /// The Secret Service schema of the app's items, `<app>.Keychain`: a new app made from
    /// the template has its own, so it never sees this app's secrets.
    public var secretSchemaName: String { "\(directories.appName).Keychain" }

    /// The session bus the environment names, if any.
    var sessionBusAddress: String? {
        directories.environment["DBUS_SESSION_BUS_ADDRESS"].flatMap { $0.isEmpty ? nil : $0 }
    }
}

/// Secrets kept by the system's keyring or encrypted at rest, the terminal's keychain (the
/// template's `KeychainStorageService`; keys are `UniqueStorageKey<String>`).
///
/// - With a freedesktop Secret Service running on the session bus (GNOME Keyring, KWallet,
///   KeePassXC), each entry is an item there (`KeychainSecretServiceStore`): the system
///   guards it, as the iOS Keychain does. The service is looked for on the first call, not
///   when the store opens, so opening costs no D-Bus round trip and loads no library.
/// - Otherwise (a server, SSH, CI) each entry is a file sealed with AES-256-GCM beside a
///   0600 key file (`KeychainFileStore`). A tampered file throws `StorageError.tampered`.
/// - When the Secret Service is chosen and the store's folder still holds files, they are
///   moved into the service once, each read back, and then deleted (`KeychainMigration`).
/// - Which backend a store uses is logged once (`StorageEvent.keychainBackend`) and shown in
///   the storage viewer (`backend`). Secrets are never logged.
/// - Decrypted objects are not cached, so `removeInMemoryObject` has nothing to drop.
public final class KeychainStorageService<Value: Sendable>: Storable {
    public typealias Key = UniqueStorageKey<String>

    /// The backend, once chosen.
    private enum State {
        /// The Secret Service is still to be looked for (the first call does it).
        case undecided
        case ready(any KeychainRecordStore, KeychainBackend)
        /// Neither backend could be opened; every call throws this.
        case unusable(StorageError)
    }

    public let config: KeychainConfig
    /// The folder of the encrypted files (absent while the Secret Service keeps the secrets).
    public let directory: URL
    private let transformer: Transformer<Value>
    private let clock: StorageClock
    private let logger: StorageLogger
    /// The backend, behind the lock that serializes every operation of this instance.
    private let state: Mutex<State>

    /// Opens the store. Without a session bus (or with `.encryptedFiles`) it opens the
    /// encrypted files at once, checking every file's owner and mode, and throws
    /// `StorageError.invalidKeyFile` or `.insecureFile` when they are unusable; with
    /// `.secretService` it throws `.secretServiceUnavailable` when none answers.
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
        var state = State.undecided
        if let reason = Self.filesWithoutAsking(config) {
            let files = try KeychainFileStore(directory: directory, config: config, logger: logger)
            logger.log(.keychainBackend(store: config.name, backend: .encryptedFiles, reason: reason))
            state = .ready(files, .encryptedFiles)
        } else if config.backend == .secretService {
            state = Self.choose(config: config, directory: directory, logger: logger)
            switch state {
            case .ready(_, .encryptedFiles):
                throw StorageError.secretServiceUnavailable(
                    SecretServiceClient.unavailabilityReason() ?? "the store's files could not be moved into it")
            case .unusable(let error): throw error
            case .ready, .undecided: break
            }
        }
        self.state = Mutex(state)
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

    /// Where the secrets live; the first call looks for the Secret Service. Nil when neither
    /// backend could be opened.
    public var backend: KeychainBackend? {
        state.withLock { state in
            guard case .ready(_, let backend) = resolve(&state) else { return nil }
            return backend
        }
    }

    // MARK: - Storable

    /// Every key whose entry opens; a tampered one is logged and left out.
    public var allKeys: [Key] {
        (try? withRecords { $0.allRecords().map(\.key) }) ?? []
    }

    /// Every object whose entry opens and decodes.
    public var allObjects: [Value] {
        ((try? withRecords { $0.allRecords() }) ?? []).compactMap { try? transformer.fromData($0.payload) }
    }

    public func object(forKey key: Key) throws -> Value {
        try entry(forKey: key).object
    }

    public func entry(forKey key: Key) throws -> StorageEntry<Value> {
        let (record, location) = try withRecords { store throws(StorageError) in
            (try store.record(forKey: key), store.location(forKey: key))
        }
        return StorageEntry(
            object: try transformer.fromData(record.payload),
            expiry: .resolved(record.expiresAt),
            filePath: location
        )
    }

    public func removeObject(forKey key: Key) throws {
        try withRecords { store throws(StorageError) in try store.removeRecord(forKey: key) }
    }

    public func setObject(_ object: Value?, forKey key: Key, expiry: Expiry?) throws {
        guard let object else { return try removeObject(forKey: key) }
        let record = KeychainRecord(
            key: key,
            expiresAt: (expiry ?? config.expiry).expirationDate(from: clock.now()),
            payload: try transformer.toData(object)
        )
        try withRecords { store throws(StorageError) in try store.store(record) }
    }

    public func objectExists(forKey key: Key) -> Bool {
        (try? entry(forKey: key)) != nil
    }

    /// Removes every entry; the encrypted files' key stays.
    public func removeAll() throws {
        try withRecords { store throws(StorageError) in try store.removeAllRecords() }
    }

    /// Removes every entry that opens and has expired; tampered ones are left for inspection.
    public func removeExpiredObjects() throws {
        let now = clock.now()
        try withRecords { store throws(StorageError) in
            for record in store.allRecords() {
                guard let expiresAt = record.expiresAt, expiresAt <= now else { continue }
                try store.removeRecord(forKey: record.key)
            }
        }
    }

    public func isExpiredObject(forKey key: Key) throws -> Bool {
        let expiresAt = try withRecords { store throws(StorageError) in try store.record(forKey: key).expiresAt }
        return expiresAt.map { $0 <= clock.now() } ?? false
    }

    /// Secrets are never cached in memory; nothing to drop.
    public func removeInMemoryObject(forKey key: Key) throws {}

    // MARK: - Choosing the backend

    /// Runs `body` on the backend, choosing it first if this is the first call.
    private func withRecords<Result>(
        _ body: (any KeychainRecordStore) throws(StorageError) -> Result
    ) throws(StorageError) -> Result {
        try state.withLock { state throws(StorageError) -> Result in
            switch resolve(&state) {
            case .ready(let store, _): return try body(store)
            case .unusable(let error): throw error
            case .undecided: preconditionFailure("resolve always decides")
            }
        }
    }

    private func resolve(_ state: inout State) -> State {
        if case .undecided = state {
            state = Self.choose(config: config, directory: directory, logger: logger)
        }
        return state
    }

    /// Why the store uses its files without asking the bus, or nil when the bus must be asked.
    private static func filesWithoutAsking(_ config: KeychainConfig) -> String? {
        switch config.backend {
        case .encryptedFiles: return "chosen by the configuration"
        case .secretService: return nil
        case .automatic:
            guard let address = config.sessionBusAddress else {
                return "no session bus (DBUS_SESSION_BUS_ADDRESS is not set)"
            }
            // libsecret talks to this process's bus; a store told of another one keeps files.
            guard address == ProcessInfo.processInfo.environment["DBUS_SESSION_BUS_ADDRESS"] else {
                return "the configured session bus is not this process's"
            }
            return nil
        }
    }

    /// Looks for the Secret Service: it, after moving any files into it, or the files.
    private static func choose(config: KeychainConfig, directory: URL, logger: StorageLogger) -> State {
        let name = config.name
        if let reason = SecretServiceClient.unavailabilityReason() {
            return openFiles(
                config: config, directory: directory, logger: logger, reason: "no Secret Service: \(reason)")
        }
        let service = KeychainSecretServiceStore(config: config, logger: logger)
        if KeychainFileStore.exists(in: directory) {
            do {
                let files = try KeychainFileStore(directory: directory, config: config, logger: logger)
                do {
                    let count = try KeychainMigration.move(from: files, to: service)
                    logger.log(.keychainMigrated(store: name, count: count))
                } catch {
                    logger.log(.keychainMigrationFailed(store: name, reason: String(describing: error)))
                    logger.log(
                        .keychainBackend(store: name, backend: .encryptedFiles, reason: "its files could not be moved"))
                    return .ready(files, .encryptedFiles)
                }
            } catch {
                logger.log(.keychainMigrationFailed(store: name, reason: String(describing: error)))
                return .unusable(error)
            }
        }
        logger.log(
            .keychainBackend(
                store: name, backend: .secretService, reason: "a Secret Service answers on the session bus"))
        return .ready(service, .secretService)
    }

    private static func openFiles(
        config: KeychainConfig, directory: URL, logger: StorageLogger, reason: String
    ) -> State {
        do {
            let files = try KeychainFileStore(directory: directory, config: config, logger: logger)
            logger.log(.keychainBackend(store: config.name, backend: .encryptedFiles, reason: reason))
            return .ready(files, .encryptedFiles)
        } catch {
            return .unusable(error)
        }
    }
}

extension KeychainStorageService: StorageInspectable {
    public var inspectionName: String { "Keychain: \(config.name)" }

    /// The viewer says where the secrets live.
    public var inspectionKeychainBackend: KeychainBackend? { backend }

    public var holdsSecrets: Bool { true }

    /// Each record's key and expiry; the sealed payload is only counted.
    public func inspectionEntries() -> [StorageInspectionEntry] {
        ((try? withRecords { $0.allRecords() }) ?? []).map { record in
            StorageInspectionEntry(key: record.key.description, expiresAt: record.expiresAt, size: record.payload.count)
        }
    }
}
