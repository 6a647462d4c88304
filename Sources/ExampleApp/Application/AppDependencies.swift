import AppSupport
import EventBus
import Foundation
import Logs
import Network
import Push
import Storage
import TUIKit
import Utilities

/// What modules need from the app, handed to every factory: complete once made. What a
/// module asks of the app itself (restart, the debug panel, a logout) it sends as an
/// `AppCommand` (`send(_:)`).
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
    /// The app's own event bus registry (`EventBusRegistry.shared` in its code), so two apps
    /// in one process stay apart.
    var eventBus: EventBusRegistry { settings.context.run { EventBusRegistry.shared } }
    /// The window's haptic feedback (bell and flash) and lifecycle reports.
    let haptics: HapticFeedbackGenerator
    let lifecycle: ApplicationLifecycle
    /// The system clipboard, through the terminal (OSC 52): the debug panel's copy keys.
    let clipboard: Clipboard
    /// Opens links, mail and maps outside the app (`xdg-open`, `$BROWSER`); tests keep it
    /// and put a recording script first on the platform's `PATH`.
    let urlOpener: URLOpener
    /// Starts the outside programs (browser, mail, editor): real processes found on `PATH`.
    let launcher: ExternalLauncher
    /// The messages and requests the debug panel shows, under `directories.state()/logs`.
    let logStore: LogDatabase
    /// Where the stores report what they noticed: into the log store, category Storage.
    let storageLogger: StorageLogger
    /// The stores the debug panel's storage viewer lists: the app's stores, and the Logs
    /// demo's sample stores once it has filled them.
    var inspectableStores: [any StorageInspectable] { storage.inspectable + sampleStores }
    /// The Logs demo's sample stores, once it made them (`addSampleStores(_:)`).
    private var sampleStores: [any StorageInspectable] = []
    /// The window the app shows, for its figures (`figures()`).
    private weak var window: Window?
    /// What the app started with, for a bug report's header (`ExampleApplication.launchFields`).
    var sessionLaunch: [String: String] = [:]
    /// The session so far, as the window's recorder kept it; nil when it keeps none.
    var sessionRecording: SessionRecording? { window?.sessionRecorder?.recording() }
    /// Reports each screen that appears, once its frame is on screen.
    private let appearanceReports: ScreenAppearanceReports
    /// Answers the commands modules send: the app's `AppCommandHandler`, or a test's.
    private let answer: @MainActor (AppCommand, AppDependencies) -> Void
    /// The time the stores read: the wall clock, or the test clock's time.
    let storageTime: StorageTime
    /// The RAM, disk and keychain stores, opened under `directories` on first use.
    private(set) lazy var storage: AppStorage = settings.context.run {
        let storage = AppStorage(directories: directories, clock: storageTime.storageClock, logger: storageLogger)
        storage.settleKeychains()
        return storage
    }
    /// The network services, the session's tokens and the request log, for the current
    /// environment (`rebuildNetworkIfEnvironmentChanged()` follows a switch), made on first use.
    var network: AppNetwork {
        if let madeNetwork { return madeNetwork }
        Self.confineFoundationNetworking(to: directories)
        let network = makeNetwork()
        madeNetwork = network
        return network
    }
    private var madeNetwork: AppNetwork?

    /// The token registration and the environment's push channel, made on first use; the
    /// channel's pushes reach the push service as a pushed file's do.
    var pushServer: PushServerLink {
        if let madePushServer { return madePushServer }
        let server = settings.context.run { makePushServer() }
        madePushServer = server
        return server
    }
    private var madePushServer: PushServerLink?

    private func makePushServer() -> PushServerLink {
        let services = services
        let logger = services.logger(label: "push")
        let channel = settings.configuration.pushChannelUrl.map { url in
            let tokens = services.pushTokens(instance: settings.instance)
            // The last event id outlives the launch, so a relaunch does not show old pushes again.
            let file = try? directories.state().appendingPathComponent("push-channel-\(settings.instance.rawValue).id")
            let kept = file.flatMap { try? String(contentsOf: $0, encoding: .utf8) } ?? ""
            let channel = PushChannel(
                url: url, deviceToken: { try? tokens?.token() }, lastEventId: kept, logger: logger)
            channel.onPush = { [weak self] payload, id in
                if let file { try? Data(id.utf8).write(to: file, options: [.atomic]) }
                self?.send(.receivePush(payload))
            }
            return channel
        }
        return PushServerLink(channel: channel, logger: logger) {
            [weak self] () async throws(PushTokenRegistrationRepository.RegistrationError) -> String in
            guard let self else { throw .noToken("the app has gone") }
            let repository = PushTokenRegistrationRepository(
                networkService: network.deviceService, tokens: services.pushTokens(instance: settings.instance),
                environment: settings.instance.rawValue)
            return try await repository.register()
        }
    }

    /// FoundationNetworking's cookie and cache folders go inside the app's cache folder:
    /// before the network layer's first session, or any other `URLSession`.
    static func confineFoundationNetworking(to directories: StorageDirectories) {
        if let cache = try? directories.cache() {
            FoundationNetworkingFolders.confine(to: cache.appendingPathComponent("Foundation", isDirectory: true))
        }
    }
    /// The environment `madeNetwork` was made for.
    private var networkInstance: Instance?
    /// Analytics, deeplinks and push, configured when first used: at the latest once the
    /// launch's first frame is on screen (`makeDeferredServices()`), so that frame does not
    /// wait for their files and keychain.
    var services: AppServices {
        if let madeServices { return madeServices }
        let services = settings.context.run { makeServices { [weak self] in self?.send($0) } }
        madeServices = services
        let waiting = servicesObservers
        servicesObservers = []
        for body in waiting { body(services) }
        return services
    }
    /// Whether `services` has been made yet.
    var areServicesMade: Bool { madeServices != nil }
    private let makeServices: @MainActor (_ send: @escaping @MainActor (AppCommand) -> Void) -> AppServices
    private var madeServices: AppServices?
    private var servicesObservers: [@MainActor (AppServices) -> Void] = []

    init(
        identity: AppIdentity = .app, settings: AppSettings, clock: any AppClock, directories: StorageDirectories,
        platform: PlatformEnvironment,
        window: Window, logStore: LogDatabase,
        services: @escaping @MainActor (_ send: @escaping @MainActor (AppCommand) -> Void) -> AppServices,
        answering answer: (@MainActor (AppCommand, AppDependencies) -> Void)? = nil,
        launcher: ExternalLauncher = .process
    ) {
        self.identity = identity
        self.settings = settings
        self.clock = clock
        self.directories = directories
        self.platform = platform
        self.haptics = window.haptics
        self.lifecycle = window.lifecycle
        self.clipboard = window.clipboard
        self.launcher = launcher
        self.urlOpener = URLOpener(
            appScheme: identity.urlScheme, environment: platform.environment, launcher: launcher,
            remoteUserVariable: identity.environmentVariable("REMOTE_USER"))
        self.logStore = logStore
        makeServices = services
        storageLogger = .logs(Log.storage)
        storageTime = StorageTime(clock: clock)
        let handler = AppCommandHandler(window: window)
        self.answer = answer ?? { handler.handle($0, dependencies: $1) }
        appearanceReports = ScreenAppearanceReports(window: window)
        self.window = window
        window.attach(application: self)
    }

    /// Hands the terminal over while `body` runs (an editor) and takes it back after, with a
    /// full redraw; `body` runs at once, before this returns.
    func runOutsideTerminal(_ body: @escaping @Sendable () -> Void) {
        guard let window else { return body() }
        window.request(.runOutside(OutsideRun(body)))
    }

    /// Asks the app to do `command` (`AppCommand`), at once.
    func send(_ command: AppCommand) {
        settings.context.run { answer(command, self) }
    }

    /// Lists `stores` in the debug panel's storage viewer after the app's own.
    func addSampleStores(_ stores: [any StorageInspectable]) {
        sampleStores += stores
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
    /// new base URL, mocks and session keys.
    func rebuildNetworkIfEnvironmentChanged() {
        // Not made yet: it will be, for the environment of that moment.
        guard madeNetwork != nil, settings.instance != networkInstance else { return }
        madeNetwork = makeNetwork()
    }

    /// A network layer for the environment of the moment, whose refused token refresh
    /// tells the app; made as the app's code, whoever asks first.
    private func makeNetwork() -> AppNetwork {
        networkInstance = settings.instance
        return settings.context.run {
            AppNetwork(
                configuration: settings.configuration, storage: storage, clock: clock, logStore: logStore,
                onLogout: { [weak self] in self?.send(.logOut) })
        }
    }

    /// The screen of an entry opened from a tab's list, with its `row_tap` reported: the
    /// one place every list row's tap reaches analytics.
    func open(_ entry: CatalogEntry, from list: String) -> ScreenController {
        // Told once the demo's first frame is on screen, before its screen view: the
        // providers encode and write files, which the key's frame need not wait for.
        let report: @MainActor () -> Void = { [services] in
            services.analytics.report(event: .rowTap, params: [.screen: .string(list), .title: .string(entry.id)])
        }
        if let window { window.afterNextFrame(report) } else { report() }
        return entry.makeController(self)
    }

    /// The app's figures now: its window's frames and keys, and its memory.
    func figures() -> AppFigures {
        let statistics = window?.statistics ?? FrameStatistics()
        return AppFigures(
            framesDrawn: statistics.framesComposed, keysHandled: statistics.keysHandled,
            lastKey: statistics.lastKey.map(KeyNames.name(of:)), lastKeyToFrame: statistics.lastKeyToFrame,
            residentBytes: platform.residentMemory())
    }

    /// The wall-clock time now: the launch time plus the app clock's time since.
    var now: Date {
        platform.launchDate.addingTimeInterval(
            Double(clock.now.components.seconds) + Double(clock.now.components.attoseconds) / 1e18)
    }
}

/// The window asks the app for its hotkeys and tells it of every screen that appeared.
extension AppDependencies: WindowApplication {
    /// The debug panel's hotkey, the shake's twin. Without the panel (prod) it does
    /// nothing at all, as shaking a release build does nothing.
    var hotkeys: [KeyBinding] {
        guard settings.isDebugPanelEnabled else { return [] }
        return [
            KeyBinding(
                [LogsHotkey.primary, LogsHotkey.fallback], id: "logs.open", R.string.common.bindingLogs(),
                isShown: false
            ) {
                [weak self] in self?.send(.openDebugPanel)
            }
        ]
    }

    /// `?` opens the help screen, asked after the screens' keys, so a text field types it.
    var windowBindings: [KeyBinding] {
        [
            KeyBinding("?", id: "app.help", R.string.common.bindingHelp(), isShown: false) { [weak self] in
                self?.send(.showKeyHelp)
            }
        ]
    }

    /// The chain of bindings in force now (the front screen's, the window's, the hotkeys'):
    /// what the help screen lists.
    var keyBindingsInForce: [KeyBinding] { window?.keyBindings ?? [] }

    func screenDidAppear(_ controller: ScreenController) {
        appearanceReports.screenDidAppear(controller, dependencies: self)
    }
}
