import Logging
import Observation
import Push
import TUICore

/// Pushes that arrive while the terminal window is not focused, raised on the desktop in
/// the user's style (`PushNotificationStyle`): through `DesktopNotificationService` (whose
/// click opens the push, as a tap on the banner does) or as the terminal's own OSC 777/9
/// notification. The Push demo switches it on and off and shows the last outcome.
@MainActor
@Observable
final class PushDesktopAlerts {
    enum Outcome: Equatable {
        case shown(id: UInt32)
        case sentToTerminal(TerminalNotification.Kind)
        case failed(String)
    }

    let style: PushNotificationStyle
    /// The Push demo's switch: on by default.
    var notifiesWhenUnfocused = true
    /// What the last notification came to, for the demo.
    private(set) var lastOutcome: Outcome?

    @ObservationIgnored private let desktop: DesktopNotificationService?
    @ObservationIgnored private let post: @MainActor (TerminalNotification) -> Void
    @ObservationIgnored private let appName: String
    @ObservationIgnored private let logger: Logger

    /// `post` writes a terminal notification (the window's `.notify` request); `open` is what
    /// a click on a D-Bus notification does.
    init(
        style: PushNotificationStyle, appName: String, busAddress: String?, logger: Logger,
        post: @escaping @MainActor (TerminalNotification) -> Void,
        open: @escaping @MainActor @Sendable (PushPayloadModel) -> Void
    ) {
        self.style = style
        self.appName = appName
        self.logger = logger
        self.post = post
        if style == .dbus {
            let desktop = DesktopNotificationService(appName: appName, busAddress: busAddress, logger: logger)
            desktop.onOpen = open
            self.desktop = desktop
        } else {
            desktop = nil
        }
    }

    /// A push arrived (authorized): raised on the desktop when the window is not focused
    /// and the user wants it.
    func pushArrived(_ payload: PushPayloadModel, windowIsFocused: Bool) {
        guard !windowIsFocused, notifiesWhenUnfocused else { return }
        raise(payload)
    }

    /// Raises `payload` on the desktop now, whatever the focus (the demo's row).
    func raise(_ payload: PushPayloadModel) {
        if let kind = style.terminalKind {
            post(TerminalNotification(kind: kind, title: payload.title ?? appName, body: payload.body))
            lastOutcome = .sentToTerminal(kind)
            return
        }
        guard let desktop else {
            logger.info("push not raised on the desktop: notifications are off")
            return
        }
        Task { [weak self] in
            do throws(DesktopNotificationError) {
                let id = try await desktop.notify(payload, actionLabel: R.string.app.pushNotificationOpen())
                self?.lastOutcome = .shown(id: id)
            } catch {
                self?.lastOutcome = .failed(error.description)
            }
        }
    }
}
