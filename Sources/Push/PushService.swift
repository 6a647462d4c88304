import Foundation
import Logging
import Observation

/// Push notifications (the template's `PushService`): asks for permission, receives pushes
/// and reports taps on them.
///
/// A received push is shown through `onPresent` (the app's banner) only when the user
/// authorized alerts; otherwise it is logged only. A tap on the banner calls `open`, which
/// hands the payload to `onPushReceive`, as iOS does when a notification is opened. It is
/// observable: a view that reads the status or `history` redraws when they change.
///
/// ```swift
/// pushService.onPushReceive = { payload in coordinator.open(payload.deeplink) }
/// let granted = await pushService.requestAuthorization(options: [.alert, .sound, .badge])
/// ```
@MainActor
@Observable
public final class PushService {
    /// How many pushes `history` keeps.
    public static var historyLimit: Int { 20 }

    /// Runs when a shown push is tapped.
    @ObservationIgnored public var onPushReceive: ((PushPayloadModel) -> Void)?
    /// Shows an authorized push (the app's banner; its tap calls `open`).
    @ObservationIgnored public var onPresent: ((PushPayloadModel) -> Void)?
    /// Asks the user (the app's permission alert) and answers whether they allowed it.
    @ObservationIgnored public var authorizationPrompt: ((PushAuthorizationOptions) async -> Bool)?
    /// Called after the status or the history changes.
    @ObservationIgnored public var onChange: (() -> Void)?

    public private(set) var authorizationStatus: PushAuthorizationStatus
    public private(set) var authorizedOptions: PushAuthorizationOptions
    /// The latest pushes first.
    public private(set) var history: [PushRecord] = []

    @ObservationIgnored private let store: PushAuthorizationStore
    @ObservationIgnored private let now: () -> Date
    @ObservationIgnored private let logger: Logger

    /// A service that keeps its answer in `store`. What the app does for it is given here,
    /// so the app is wired when the service is made: `authorizationPrompt` asks the user,
    /// `onPresent` shows an authorized push.
    public init(
        store: PushAuthorizationStore, now: @escaping () -> Date = Date.init, logger: Logger = Logger(label: "push"),
        authorizationPrompt: ((PushAuthorizationOptions) async -> Bool)? = nil,
        onPresent: ((PushPayloadModel) -> Void)? = nil
    ) {
        self.store = store
        self.now = now
        self.logger = logger
        self.authorizationPrompt = authorizationPrompt
        self.onPresent = onPresent
        (authorizationStatus, authorizedOptions) = store.load()
    }

    /// Shows the permission alert unless the user already answered, stores the answer and
    /// returns whether pushes may be shown. Without a prompt it answers false.
    @discardableResult
    public func requestAuthorization(options: PushAuthorizationOptions) async -> Bool {
        if authorizationStatus != .notDetermined { return authorizationStatus == .authorized }
        guard let authorizationPrompt else {
            logger.warning("push authorization requested, but the app cannot ask")
            return false
        }
        let granted = await authorizationPrompt(options)
        authorizationStatus = granted ? .authorized : .denied
        authorizedOptions = granted ? options : []
        store.save(status: authorizationStatus, options: authorizedOptions)
        logger.info("push authorization answered", metadata: ["status": .string(authorizationStatus.rawValue)])
        onChange?()
        return granted
    }

    /// Forgets the answer, so the next request asks again (as deleting the app does on iOS).
    public func resetAuthorization() {
        authorizationStatus = .notDetermined
        authorizedOptions = []
        store.save(status: .notDetermined, options: [])
        onChange?()
    }

    /// Takes a push: shown when alerts are authorized, otherwise logged only.
    public func receive(_ payload: PushPayloadModel) {
        let shown = authorizationStatus == .authorized && authorizedOptions.contains(.alert)
        logger.info(
            shown ? "push received" : "push received without authorization; not shown",
            metadata: ["title": .string(payload.title ?? ""), "deeplink": .string(payload.deeplink ?? "")])
        history.insert(PushRecord(payload: payload, wasShown: shown, receivedAt: now()), at: 0)
        if history.count > Self.historyLimit { history.removeLast(history.count - Self.historyLimit) }
        if shown { onPresent?(payload) }
        onChange?()
    }

    /// The user tapped a shown push.
    public func open(_ payload: PushPayloadModel) {
        logger.info("push opened", metadata: ["deeplink": .string(payload.deeplink ?? "")])
        onPushReceive?(payload)
    }
}
