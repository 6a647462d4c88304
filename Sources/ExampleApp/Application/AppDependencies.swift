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
    /// Analytics, deeplinks and push, configured at launch.
    let services: AppServices
    /// Builds the main tab bar root and opens a route in it (Settings restart, deeplinks).
    var restart: (_ route: AppRoute?) -> Void = { _ in }
    /// Shows the launch screen again, then the tab bar at `route` (RootRouter demo).
    var restartWithLaunch: (_ route: AppRoute?) -> Void = { _ in }

    init(settings: AppSettings, clock: any AppClock, directories: StorageDirectories, services: AppServices) {
        self.settings = settings
        self.clock = clock
        self.directories = directories
        self.services = services
    }
}
