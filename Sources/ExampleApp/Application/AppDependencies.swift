import Storage
import TUICore
import TUIKit

/// What modules need from the app, handed to every factory.
@MainActor
final class AppDependencies {
    let settings: AppSettings
    let clock: any AppClock
    /// The XDG folders every store, log and state file lives under (temporary in tests).
    let directories: StorageDirectories
    /// The time the stores read: the wall clock, or the test clock's time.
    let storageTime: StorageTime
    /// The RAM, disk and keychain stores, opened under `directories`.
    let storage: AppStorage
    /// The network services, the session's tokens and the request log.
    let network: AppNetwork
    /// Builds the main tab bar root and opens a route in it (Settings restart, deeplinks).
    var restart: (_ route: AppRoute?) -> Void = { _ in }
    /// Shows the launch screen again, then the tab bar at `route` (RootRouter demo).
    var restartWithLaunch: (_ route: AppRoute?) -> Void = { _ in }

    init(settings: AppSettings, clock: any AppClock, directories: StorageDirectories) {
        self.settings = settings
        self.clock = clock
        self.directories = directories
        storageTime = StorageTime(clock: clock)
        storage = AppStorage(directories: directories, clock: storageTime.storageClock)
        network = AppNetwork(configuration: Environments.configuration, storage: storage, clock: clock)
    }
}
