import Analytics
import DeepLinks
import Foundation
import Logging
import Logs
import Observation
import Push
import Storage

/// The platform services the app configures at launch (the AppDelegate's part of the
/// template): analytics, deeplinks and push. Analytics are the launch options' service
/// (`AnalyticsService.shared` from the CLI); everything else, and analytics in tests, is the
/// app object's own, so tests running several apps in one process never share them.
///
/// It is observable: the demos redraw when analytics deliver an event or a link or push
/// arrives.
@MainActor
@Observable
final class AppServices {
    /// How many analytics deliveries `analyticsLog` keeps.
    static let analyticsLogLimit = 100

    /// Every provider's decision on every event, the latest first.
    private(set) var analyticsLog: [AnalyticsDelivery] = []
    /// Bumped when the deeplink service's history changes.
    private(set) var deepLinkRevision = 0
    /// Bumped when the push service's state or history changes.
    private(set) var pushRevision = 0

    @ObservationIgnored let analytics: AnalyticsService
    @ObservationIgnored let deepLinks: DeepLinkService<DeepLink>
    @ObservationIgnored let push: PushService
    /// The keychain store the push token lives in; nil when it cannot be opened (logged).
    @ObservationIgnored private let keychain: KeychainStorageService<String>?
    /// The permission alert `push.requestAuthorization` waits on.
    @ObservationIgnored let pushPrompt = PushPermissionPrompt()
    /// The running instance's socket, when this app listens on one.
    @ObservationIgnored let instanceServer: InstanceSocketServer?
    /// The JSON Lines file of the file provider.
    @ObservationIgnored let analyticsFile: URL?

    /// The JSON Lines file analytics go to, in the XDG state directory.
    static let analyticsFileName = "analytics.jsonl"
    /// The stored answer to the push permission alert, in the XDG data directory.
    static let pushAuthorizationFileName = "push-authorization.json"

    /// The app's log store: every service logger writes there.
    @ObservationIgnored private let logStore: LogStore

    init(options: LaunchOptions, logStore: LogStore) {
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
        analytics.configure(providers: providers)

        instanceServer = options.instanceServer
        deepLinks = DeepLinkService(
            parse: { try DeepLink(url: $0) }, logger: Self.logger(label: "deeplinks", store: logStore))
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
        push = PushService(store: authorization, logger: pushLogger)
        do {
            keychain = try KeychainStorageService<String>(config: KeychainConfig(directories: options.directories))
        } catch {
            logger.error("no keychain store for the push token", metadata: ["error": "\(error)"])
            keychain = nil
        }
        analytics.onDelivery = { [weak self] delivery in
            guard let self else { return }
            analyticsLog.insert(delivery, at: 0)
            if analyticsLog.count > Self.analyticsLogLimit { analyticsLog.removeLast() }
        }
        deepLinks.onHistoryChange = { [weak self] in self?.deepLinkRevision += 1 }
        push.onChange = { [weak self] in self?.pushRevision += 1 }
        push.authorizationPrompt = { [pushPrompt] options in await pushPrompt.ask(options: options) }
        options.instanceServer?.onPush = { [weak self] json in
            guard let self else { return .rejected("the app is closing") }
            do {
                deliverPush(try PushPayloadModel(json: json))
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
        analytics.report(event: .pushReceived, params: [.url: payload.deeplink ?? ""])
        push.receive(payload)
    }

    /// A swift-log logger that writes into this app's store. The CLI routes every logger
    /// there anyway; binding the services' own keeps an app made in a test (or the
    /// benchmark) off the process-wide handler, which would print to the terminal.
    func logger(label: String) -> Logger {
        Self.logger(label: label, store: logStore)
    }

    private static func logger(label: String, store: LogStore) -> Logger {
        Logger(label: label) { LogStoreHandler(label: $0, store: store) }
    }
}
