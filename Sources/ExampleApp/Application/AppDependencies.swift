import AppSupport
import EventBus
import Foundation
import Logs
import Network
import Storage
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
    /// The RAM, disk and keychain stores, opened under `directories` on first use.
    private(set) lazy var storage: AppStorage = {
        let storage = AppStorage(directories: directories, clock: storageTime.storageClock, logger: storageLogger)
        storage.settleKeychains()
        return storage
    }()
    /// The network services, the session's tokens and the request log, for the current
    /// environment (`rebuildNetworkIfEnvironmentChanged()` follows a switch), made on first use.
    var network: AppNetwork {
        if let madeNetwork { return madeNetwork }
        // FoundationNetworking's cookie and cache folders go inside the app's cache folder.
        if let cache = try? directories.cache() {
            FoundationNetworkingFolders.confine(to: cache.appendingPathComponent("Foundation", isDirectory: true))
        }
        let network = makeNetwork()
        madeNetwork = network
        return network
    }
    private var madeNetwork: AppNetwork?
    /// The environment `madeNetwork` was made for.
    private var networkInstance: Instance?
    /// What the app does when a refused token refresh ends the session: every network layer
    /// made, the first and those after an environment switch, calls it.
    var onLogout: () -> Void = {} {
        didSet { madeNetwork?.onLogout = onLogout }
    }
    /// Analytics, deeplinks and push, configured when first used: at the latest once the
    /// launch's first frame is on screen (`makeDeferredServices()`), so that frame does not
    /// wait for their files and keychain.
    var services: AppServices {
        if let madeServices { return madeServices }
        let services = makeServices()
        madeServices = services
        let waiting = servicesObservers
        servicesObservers = []
        for body in waiting { body(services) }
        return services
    }
    /// Whether `services` has been made yet.
    var areServicesMade: Bool { madeServices != nil }
    private let makeServices: @MainActor () -> AppServices
    private var madeServices: AppServices?
    private var servicesObservers: [@MainActor (AppServices) -> Void] = []
    /// Builds the main tab bar root and opens a route in it (Settings restart, deeplinks).
    var restart: (_ route: AppRoute?) -> Void = { _ in }
    /// Shows the launch screen again, then the tab bar at `route` (RootRouter demo).
    var restartWithLaunch: (_ route: AppRoute?) -> Void = { _ in }

    init(
        identity: AppIdentity = .app, settings: AppSettings, clock: any AppClock, directories: StorageDirectories,
        platform: PlatformEnvironment,
        window: Window, logStore: LogStore, services: @autoclosure @escaping @MainActor () -> AppServices
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
        makeServices = services
        storageLogger = .logs(Log.storage)
        storageTime = StorageTime(clock: clock)
        inspectableStores = { [weak self] in self?.storage.inspectable ?? [] }
    }

    /// Runs `body` with the services once they are made: now, if they are. What listens to
    /// them (the tab bar's router, the window's alerts and banners) connects this way, so
    /// connecting makes nothing early; bodies run in the order given.
    func whenServicesMade(_ body: @escaping @MainActor (AppServices) -> Void) {
        if let madeServices {
            body(madeServices)
        } else {
            servicesObservers.append(body)
        }
    }

    /// Makes what launch deferred past the first frame (the services, the stores and the
    /// network layer), where nothing has used them yet.
    func makeDeferredServices() {
        _ = services
        _ = network
    }

    /// After an environment switch (Settings, the debug panel): a new network layer with the
    /// new base URL, mocks and session keys; whoever listened for a logout still hears it.
    func rebuildNetworkIfEnvironmentChanged() {
        // Not made yet: it will be, for the environment of that moment.
        guard let previous = madeNetwork, settings.instance != networkInstance else { return }
        let network = makeNetwork()
        network.onLogout = previous.onLogout
        madeNetwork = network
    }

    private func makeNetwork() -> AppNetwork {
        networkInstance = settings.instance
        let network = AppNetwork(
            configuration: Environments.configuration, storage: storage, clock: clock, logStore: logStore)
        network.onLogout = onLogout
        return network
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
