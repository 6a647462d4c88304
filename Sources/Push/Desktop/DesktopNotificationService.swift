import CDBusNotifications
import Foundation
import Logging
import Synchronization

/// Pushes as desktop notifications, through the freedesktop notification service over
/// D-Bus (what `UNUserNotificationCenter` shows on iOS while the app is in the background).
/// libdbus is loaded on the first notification, so a machine without it (or without a
/// session bus, or a notification daemon) runs the app the same, with the reason logged.
///
/// Each notification has the action "default" (a click on it), labelled `actionLabel`; when
/// the service reports it, `onOpen` gets the push on the main actor, as a tap on the banner
/// does. Notify runs off the main actor and waits at most `timeout` for the service, so a
/// hung daemon costs a notification, never a frame.
///
/// ```swift
/// let bus = environment["DBUS_SESSION_BUS_ADDRESS"]
/// let desktop = DesktopNotificationService(appName: "my-app", busAddress: bus)
/// desktop.onOpen = { payload in pushService.open(payload) }
/// try await desktop.notify(payload, actionLabel: "Open")
/// ```
public final class DesktopNotificationService: Sendable {
    public let appName: String
    public let busAddress: String?
    public let timeout: Duration
    /// How many shown notifications are remembered for their action.
    public static var rememberedLimit: Int { 50 }

    private let library: String?
    private let logger: Logger
    private let queue = DispatchQueue(label: "desktop-notifications")
    private let state = Mutex(State())
    private let opener = Mutex<(@MainActor @Sendable (PushPayloadModel) -> Void)?>(nil)

    private struct State: @unchecked Sendable {
        /// The bus connection; its listener thread owns it once started.
        var connection: OpaquePointer?
        var shown: [(id: UInt32, payload: PushPayloadModel)] = []
    }

    /// `busAddress` is the session bus's (`DBUS_SESSION_BUS_ADDRESS`; nil: none); `library`
    /// replaces `libdbus-1.so.3` (tests name one that is not there).
    public init(
        appName: String, busAddress: String?, timeout: Duration = .seconds(2), library: String? = nil,
        logger: Logger = Logger(label: "push")
    ) {
        self.appName = appName
        self.busAddress = busAddress
        self.timeout = timeout
        self.library = library
        self.logger = logger
    }

    deinit {
        close()
    }

    /// Runs on the main actor when the user clicks a notification this service showed.
    public var onOpen: (@MainActor @Sendable (PushPayloadModel) -> Void)? {
        get { opener.withLock { $0 } }
        set { opener.withLock { $0 = newValue } }
    }

    /// Shows `payload` (its title, or the app's name, over its body) and returns the
    /// notification's id; the error says why it was not shown (also logged).
    @discardableResult
    public func notify(_ payload: PushPayloadModel, actionLabel: String) async throws(DesktopNotificationError)
        -> UInt32
    {
        let result = await withCheckedContinuation { continuation in
            queue.async { continuation.resume(returning: self.notifyNow(payload, actionLabel: actionLabel)) }
        }
        switch result {
        case .success(let id):
            logger.info(
                "desktop notification shown", metadata: ["id": "\(id)", "title": .string(payload.title ?? "")])
            return id
        case .failure(let error):
            logger.error("desktop notification not shown", metadata: ["error": .string(error.description)])
            throw error
        }
    }

    /// Closes the bus connection; the next notification opens another.
    public func close() {
        let connection = state.withLock { state in
            defer { state.connection = nil }
            return state.connection.map(ConnectionBox.init)
        }
        // After any notification under way; its listener thread then frees it.
        if let connection { queue.async { cdn_close(connection.connection, 1) } }
    }

    /// On `queue`: connects if need be, then asks the service.
    private func notifyNow(_ payload: PushPayloadModel, actionLabel: String) -> Result<UInt32, DesktopNotificationError>
    {
        var error: UnsafeMutablePointer<CChar>?
        var connection = state.withLock { $0.connection }
        if connection == nil {
            guard cdn_load(library, &error) == 1 else { return .failure(.unavailable(take(error))) }
            guard let opened = cdn_open(busAddress, &error) else { return .failure(.unavailable(take(error))) }
            state.withLock { $0.connection = opened }
            connection = opened
            startListening(on: opened)
        }
        guard let connection else { return .failure(.unavailable("no connection")) }
        let summary = payload.title ?? appName
        let body = [payload.subtitle, payload.body].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: "\n")
        var id: UInt32 = 0
        let milliseconds = Int32(clamping: timeout.milliseconds)
        let shown = ["default", actionLabel].withCStringArray { actions in
            cdn_notify(connection, appName, summary, body, actions, 1, -1, milliseconds, &id, &error)
        }
        guard shown == 1 else { return .failure(DesktopNotificationError.classify(take(error), timeout: timeout)) }
        state.withLock { state in
            state.shown.append((id, payload))
            if state.shown.count > Self.rememberedLimit { state.shown.removeFirst() }
        }
        return .success(id)
    }

    /// A thread that waits for the service's ActionInvoked signals while the connection lasts.
    private func startListening(on connection: OpaquePointer) {
        let box = ConnectionBox(connection: connection)
        let thread = Thread { [weak self, logger] in
            while true {
                var id: UInt32 = 0
                var action: UnsafeMutablePointer<CChar>?
                var error: UnsafeMutablePointer<CChar>?
                let result = cdn_next_action(box.connection, &id, &action, &error)
                if result == 0 { return }
                if result < 0 {
                    logger.warning("desktop notifications stopped listening", metadata: ["error": .string(take(error))])
                    self?.forget(box.connection)
                    return
                }
                let key = take(action)
                self?.invoked(id: id, action: key)
            }
        }
        thread.name = "desktop-notification-actions"
        thread.start()
    }

    private func invoked(id: UInt32, action: String) {
        guard action == "default", let payload = state.withLock({ $0.shown.last { $0.id == id }?.payload }) else {
            return
        }
        logger.info("desktop notification clicked", metadata: ["id": "\(id)"])
        guard let open = onOpen else { return }
        Task { @MainActor in open(payload) }
    }

    /// The bus went away: the next notification connects again. The listener frees it.
    private func forget(_ connection: OpaquePointer) {
        let stale = state.withLock { state in
            guard state.connection == connection else { return false }
            state.connection = nil
            return true
        }
        // Its listener has ended: freed here, after any notification under way.
        let box = ConnectionBox(connection: connection)
        if stale { queue.async { cdn_close(box.connection, 0) } }
    }
}

/// The connection handed to the listener thread, which alone reads from it.
private struct ConnectionBox: @unchecked Sendable {
    let connection: OpaquePointer
}

/// Takes a C string from the C target and frees it.
private func take(_ string: UnsafeMutablePointer<CChar>?) -> String {
    guard let string else { return "unknown error" }
    defer { cdn_free_string(string) }
    return String(cString: string)
}

extension Array where Element == String {
    /// The strings as a C array of C strings, alive for `body`.
    fileprivate func withCStringArray<R>(_ body: (UnsafePointer<UnsafePointer<CChar>?>) -> R) -> R {
        let copies = map { strdup($0) }
        defer { for copy in copies { free(copy) } }
        let pointers = copies.map { UnsafePointer($0) }
        return pointers.withUnsafeBufferPointer { body($0.baseAddress!) }
    }
}
