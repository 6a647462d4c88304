import AppSupport
import EventBus
import Foundation
import Logs
import Network
import Storage
import TUICore
import TUIKit

/// What modules need from the app, handed to every factory.
@MainActor
final class AppDependencies {
    /// Who the app is (the display name is the environment's).
    let identity: AppIdentity
    let settings: AppSettings
    let clock: any AppClock
    /// The XDG folders every store, log and state file lives under (temporary in tests).
    let directories: StorageDirectories
    /// The machine as the app reads it (fixed in tests): wall clock, zone, users, network.
    let platform: PlatformEnvironment
    /// The app's own event bus registry, so two apps in one test process stay apart.
    let eventBus = EventBusRegistry()
    /// The window's haptic feedback (bell and flash) and lifecycle reports.
    let haptics: HapticFeedbackGenerator
    let lifecycle: ApplicationLifecycle
    /// The system clipboard, through the terminal (OSC 52): the debug panel's copy keys.
    let clipboard: Clipboard
    /// The messages and requests the debug panel shows, under `directories.state()/logs`.
    let logStore: LogStore
    /// Where the stores report what they noticed: into the log store, category Storage.
    let storageLogger: StorageLogger
    /// The stores the debug panel's storage viewer lists (the app's stores, and the Logs
    /// demo's sample stores once it has filled them).
    var inspectableStores: () -> [any StorageInspectable] = { [] }
    /// Opens an `exampletui://` URL typed into the debug panel's deeplink tester.
    var openDeepLink: (_ url: String) throws -> Void = { _ in }
    /// Presents the debug panel (`exampletui://logs`); in prod a toast says it is not there.
    var showDebugPanel: () -> Void = {}
    /// The time the stores read: the wall clock, or the test clock's time.
    let storageTime: StorageTime
    /// The RAM, disk and keychain stores, opened under `directories`.
    let storage: AppStorage
    /// The network services, the session's tokens and the request log, for the current
    /// environment (`rebuildNetworkIfEnvironmentChanged()` follows a switch).
    private(set) var network: AppNetwork
    private var networkInstance: Instance
    /// Analytics, deeplinks and push, configured at launch.
    let services: AppServices
    /// Builds the main tab bar root and opens a route in it (Settings restart, deeplinks).
    var restart: (_ route: AppRoute?) -> Void = { _ in }
    /// Shows the launch screen again, then the tab bar at `route` (RootRouter demo).
    var restartWithLaunch: (_ route: AppRoute?) -> Void = { _ in }

    init(
        identity: AppIdentity = .app, settings: AppSettings, clock: any AppClock, directories: StorageDirectories,
        platform: PlatformEnvironment,
        window: Window, logStore: LogStore, services: AppServices
    ) {
        self.identity = identity
        self.settings = settings
        self.clock = clock
        self.directories = directories
        self.platform = platform
        self.haptics = window.haptics
        self.lifecycle = window.lifecycle
        self.clipboard = window.clipboard
        self.logStore = logStore
        self.services = services
        storageLogger = .logs(Log.storage)
        storageTime = StorageTime(clock: clock)
        storage = AppStorage(directories: directories, clock: storageTime.storageClock, logger: storageLogger)
        storage.settleKeychains()
        // FoundationNetworking's cookie and cache folders go inside the app's cache folder.
        if let cache = try? directories.cache() {
            FoundationNetworkingFolders.confine(to: cache.appendingPathComponent("Foundation", isDirectory: true))
        }
        network = AppNetwork(
            configuration: Environments.configuration, storage: storage, clock: clock, logStore: logStore)
        networkInstance = settings.instance
        inspectableStores = { [storage] in storage.inspectable }
    }

    /// After an environment switch (Settings, the debug panel): a new network layer with the
    /// new base URL, mocks and session keys; whoever listened for a logout still hears it.
    func rebuildNetworkIfEnvironmentChanged() {
        guard settings.instance != networkInstance else { return }
        let onLogout = network.onLogout
        network = AppNetwork(
            configuration: Environments.configuration, storage: storage, clock: clock, logStore: logStore)
        network.onLogout = onLogout
        networkInstance = settings.instance
    }

    /// The screen of an entry opened from a tab's list, with its `row_tap` reported: the
    /// one place every list row's tap reaches analytics.
    func open(_ entry: CatalogEntry, from list: String) -> ScreenController {
        services.analytics.report(event: .rowTap, params: [.screen: list, .title: entry.id])
        return entry.makeController(self)
    }

    /// The wall-clock time now: the launch time plus the app clock's time since.
    var now: Date {
        platform.launchDate.addingTimeInterval(
            Double(clock.now.components.seconds) + Double(clock.now.components.attoseconds) / 1e18)
    }
}
