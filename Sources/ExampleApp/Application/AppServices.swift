import Analytics
import AppSupport
import DeepLinks
import Foundation
import Logging
import Logs
import Network
import Push
import Storage

/// The platform services the app configures at launch (the AppDelegate's part of the
/// template): analytics, deeplinks and push. Analytics are the launch options' service
/// (`AnalyticsService.shared` from the CLI); everything else, and analytics in tests, is the
/// app object's own, so tests running several apps in one process never share them.
///
/// The services are observable themselves: the demos redraw when analytics deliver an
/// event or a link or push arrives. What the app does for them (a rejected link's toast, a
/// push's banner, a push from the socket) is sent to it as an `AppCommand`, wired here as
/// each service is made.
@MainActor
final class AppServices {
    let analytics: AnalyticsService
    let deepLinks: DeepLinkService<DeepLink>
    let push: PushService
    /// Pushes raised on the desktop while the terminal window is not focused.
    let desktopAlerts: PushDesktopAlerts
    /// The keychain store the push token lives in; nil when it cannot be opened (logged).
    private let keychain: KeychainStorageService<String>?
    /// The permission alert `push.requestAuthorization` waits on.
    let pushPrompt: PushPermissionPrompt
    /// The running instance's socket, when this app listens on one.
    let instanceServer: InstanceSocketServer?
    /// The JSON Lines file of the file provider.
    let analyticsFile: URL?

    /// The JSON Lines file analytics go to, in the XDG state directory.
    static let analyticsFileName = "analytics.jsonl"
    /// The stored answer to the push permission alert, in the XDG data directory.
    static let pushAuthorizationFileName = "push-authorization.json"

    /// The app's log store: every service logger writes there.
    private let logStore: LogDatabase

    /// The services of an app launched with `options`, which hear the app through `send`.
    init(
        options: LaunchOptions, logStore: LogDatabase, shareAnalytics: @escaping @MainActor () -> Bool = { true },
        send: @escaping @MainActor (AppCommand) -> Void
    ) {
        self.logStore = logStore
        let logger = Self.logger(label: "app", store: logStore)
        analytics = options.analytics ?? AnalyticsService()
        var providers: [any AnalyticsProvider] = [
            LogAnalyticsProvider(excluded: [.demoPing], logger: Self.logger(label: "analytics", store: logStore))
        ]
        do {
            let file = try options.directories.state().appendingPathComponent(Self.analyticsFileName)
            providers.append(
                FileAnalyticsProvider(
                    fileURL: file, excluded: [.screenView], logger: Self.logger(label: "analytics", store: logStore)))
            analyticsFile = file
        } catch {
            logger.error("no state directory for analytics", metadata: ["error": "\(error)"])
            analyticsFile = nil
        }
        // The collector only from the app itself (never a test, unless it asks), and only
        // while the user shares analytics.
        if options.deliversAnalytics, let collector = AppContext.current.configuration?.analyticsUrl,
            let state = try? options.directories.state()
        {
            // Its URLSession would make Foundation's cookie store and cache in ~/.cache and
            // ~/.local/share: they go to the app's cache folder first, as the network layer's.
            AppDependencies.confineFoundationNetworking(to: options.directories)
            FoundationNetworkingFolders.makeSharedObjects()
            providers.append(
                HTTPAnalyticsProvider(
                    collectorURL: collector, queueURL: state.appendingPathComponent("analytics-queue/queue.json"),
                    isAllowed: shareAnalytics, logger: Self.logger(label: "analytics", store: logStore)))
        }
        analytics.configure(providers: providers)

        instanceServer = options.instanceServer
        deepLinks = DeepLinkService(
            parse: { try DeepLink(url: $0) }, logger: Self.logger(label: "deeplinks", store: logStore),
            onDeeplinkFailed: { url, _ in send(.showDeepLinkRejected(url)) })
        deepLinks.configure(
            launchOptions: DeepLinkLaunchOptions(url: options.route?.url),
            providers: [URLSchemeDeepLinkProvider(server: options.instanceServer)]
        )

        let pushLogger = Self.logger(label: "push", store: logStore)
        let authorization: PushAuthorizationStore
        do {
            authorization = PushAuthorizationStore(
                fileURL: try options.directories.data().appendingPathComponent(Self.pushAuthorizationFileName),
                logger: pushLogger)
        } catch {
            // No private place to keep it: the answer lasts for this run only.
            logger.error("no data directory for the push authorization", metadata: ["error": "\(error)"])
            authorization = .memoryOnly(logger: pushLogger)
        }
        let pushPrompt = PushPermissionPrompt()
        self.pushPrompt = pushPrompt
        push = PushService(
            store: authorization, logger: pushLogger,
            authorizationPrompt: { options in await pushPrompt.ask(options: options) },
            onPresent: { send(.showPush($0)) })
        let environment = options.platform.environment
        let (style, unknown) = PushNotificationStyle.detect(
            setting: environment[options.identity.environmentVariable("NOTIFY")],
            isServed: !(environment[options.identity.environmentVariable("REMOTE_USER")] ?? "").isEmpty)
        if let unknown {
            pushLogger.warning(
                "unknown notification style; dbus, osc777, osc9 or off",
                metadata: [
                    "variable": .string(options.identity.environmentVariable("NOTIFY")), "value": .string(unknown),
                ])
        }
        let push = push
        desktopAlerts = PushDesktopAlerts(
            style: style, appName: options.identity.name, busAddress: environment["DBUS_SESSION_BUS_ADDRESS"],
            logger: pushLogger, post: { send(.postTerminalNotification($0)) },
            open: { [weak push] payload in push?.open(payload) })
        do {
            keychain = try KeychainStorageService<String>(config: KeychainConfig(directories: options.directories))
        } catch {
            logger.error("no keychain store for the push token", metadata: ["error": "\(error)"])
            keychain = nil
        }
        // `example-tui push` reaches the app through the instance socket.
        options.instanceServer?.answerPushes { json in
            do {
                send(.receivePush(try PushPayloadModel(json: json)))
                return .accepted
            } catch {
                return .rejected(String(describing: error))
            }
        }
    }

    /// The device token of an environment (`dev`, `prod`): each has its own, as each has its
    /// own APNs environment.
    func pushTokens(instance: Instance) -> PushTokenRepository? {
        keychain.map { PushTokenRepository(store: $0, instance: instance.rawValue) }
    }

    /// Hands a push to the push service, as a push from the socket or the demo arrives.
    func deliverPush(_ payload: PushPayloadModel) {
        analytics.report(event: .pushReceived, params: [.url: .string(payload.deeplink ?? "")])
        push.receive(payload)
    }

    /// A swift-log logger that writes into this app's store. The CLI routes every logger
    /// there anyway; binding the services' own keeps an app made in a test (or the
    /// benchmark) off the process-wide handler, which would print to the terminal.
    func logger(label: String) -> Logger {
        Self.logger(label: label, store: logStore)
    }

    private static func logger(label: String, store: LogDatabase) -> Logger {
        Logger(label: label) { LogStoreHandler(label: $0, store: store) }
    }
}
