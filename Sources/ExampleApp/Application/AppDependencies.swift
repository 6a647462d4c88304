import Logs
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
    /// The messages and requests the debug panel shows, under `directories.state()/logs`.
    let logStore: LogStore
    /// Where the stores report what they noticed: into the log store, category Storage.
    let storageLogger: StorageLogger
    /// The stores the debug panel's storage viewer lists (the app's stores, and the Logs
    /// demo's sample stores once it has filled them).
    var inspectableStores: () -> [any StorageInspectable] = { [] }
    /// Opens an `exampletui://` URL typed into the debug panel's deeplink tester.
    var openDeepLink: (_ url: String) throws -> Void = { _ in }
    /// Builds the main tab bar root and opens a route in it (Settings restart, deeplinks).
    var restart: (_ route: AppRoute?) -> Void = { _ in }
    /// Shows the launch screen again, then the tab bar at `route` (RootRouter demo).
    var restartWithLaunch: (_ route: AppRoute?) -> Void = { _ in }

    init(settings: AppSettings, clock: any AppClock, directories: StorageDirectories, logStore: LogStore) {
        self.settings = settings
        self.clock = clock
        self.directories = directories
        self.logStore = logStore
        storageLogger = .logs(Log.storage)
    }
}
