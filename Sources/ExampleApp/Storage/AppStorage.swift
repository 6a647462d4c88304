import Foundation
import Network
import Storage

/// The app's stores, opened once under `AppDependencies.directories` (a temporary home in
/// tests): what the Cache demo shows, where the session's tokens and the profile cache live.
///
/// Each store is a separate property, so a storage viewer can list them by name. Keys are
/// `UniqueStorageKey`s of the current environment.
final class AppStorage: Sendable {
    typealias Key = UniqueStorageKey<String>

    /// Objects for the life of the process, up to 100 of them.
    let ram: RamMemoryStorageService<Key, String>
    /// Strings in `$XDG_CACHE_HOME/example-tui/PersistentStorage`.
    let disk: DiskStorageService<Key, String>
    /// Secrets in the Secret Service, else in `$XDG_DATA_HOME/example-tui/Keychain`, encrypted.
    let keychain: KeychainStorageService<String>
    /// The session's tokens, likewise (`AuthKeychain`).
    let authKeychain: KeychainStorageService<AuthTokens>
    /// The cached profile in `$XDG_CACHE_HOME/example-tui/ProfileCache`.
    let profileCache: DiskStorageService<Key, ProfileModel>
    /// Why the user's folders could not be used, when they could not: the stores then live
    /// in a temporary folder for this run, and the Cache demo says so.
    let openingError: String?

    /// `logger` hears what the stores notice (a corrupted file removed, a mode tightened):
    /// the app sends it to the log store.
    init(directories: StorageDirectories, clock: StorageClock = .system, logger: StorageLogger = .silent) {
        let opened: Stores
        do {
            opened = try Stores(directories: directories, clock: clock, logger: logger)
            openingError = nil
        } catch {
            do {
                opened = try Stores(directories: .temporary(), clock: clock, logger: logger)
            } catch let fallbackError {
                preconditionFailure("no store can be opened, not even in a temporary folder: \(fallbackError)")
            }
            openingError = String(describing: error)
        }
        ram = opened.ram
        disk = opened.disk
        keychain = opened.keychain
        authKeychain = opened.authKeychain
        profileCache = opened.profileCache
    }

    /// Has both keychains choose their backend `delay` after launch, off the main actor: with
    /// a Secret Service running, the one that has not been used yet moves its files into it
    /// then (no secret stays on disk), while the first frame never waits on D-Bus.
    func settleKeychains(after delay: Duration = .seconds(1)) {
        let (keychain, authKeychain) = (keychain, authKeychain)
        Task.detached(priority: .utility) {
            try? await Task.sleep(for: delay)
            _ = keychain.backend
            _ = authKeychain.backend
        }
    }

    /// Every store, for the debug panel's storage viewer (keys, expiry and sizes; no values).
    var inspectable: [any StorageInspectable] { [ram, disk, keychain, authKeychain, profileCache] }

    private struct Stores {
        let ram: RamMemoryStorageService<Key, String>
        let disk: DiskStorageService<Key, String>
        let keychain: KeychainStorageService<String>
        let authKeychain: KeychainStorageService<AuthTokens>
        let profileCache: DiskStorageService<Key, ProfileModel>

        init(directories: StorageDirectories, clock: StorageClock, logger: StorageLogger) throws {
            ram = RamMemoryStorageService(
                config: MemoryConfig(countLimit: 100), clock: clock, cost: { $0.utf8.count })
            disk = try DiskStorageService(
                config: DiskStorageConfig(directories: directories), transformer: TransformerFactory.forString(),
                clock: clock, logger: logger)
            keychain = try KeychainStorageService(
                config: KeychainConfig(directories: directories), transformer: KeychainTransformerFactory.forString(),
                clock: clock, logger: logger)
            authKeychain = try KeychainStorageService(
                config: KeychainConfig(name: "AuthKeychain", directories: directories), clock: clock,
                logger: logger)
            profileCache = try DiskStorageService(
                config: DiskStorageConfig(name: "ProfileCache", directories: directories),
                transformer: TransformerFactory.forCodable(ofType: ProfileModel.self), clock: clock,
                logger: logger)
        }
    }
}
