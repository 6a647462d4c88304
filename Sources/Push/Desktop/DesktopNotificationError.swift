/// Why a desktop notification was not shown, in words for the log and the Push demo.
public enum DesktopNotificationError: Error, Equatable, CustomStringConvertible {
    /// libdbus is not installed, or there is no session bus to reach.
    case unavailable(String)
    /// Nothing owns `org.freedesktop.Notifications` on the bus (no daemon runs).
    case noService
    /// The service did not answer in time (a hung daemon).
    case timedOut(Duration)
    /// Anything else the bus or the service said.
    case failed(String)

    public var description: String {
        switch self {
        case .unavailable(let reason):
            return "desktop notifications unavailable: \(reason)"
        case .noService:
            return "no notification service on the session bus (nothing owns org.freedesktop.Notifications)"
        case .timedOut(let timeout):
            return "the notification service did not answer within \(timeout.milliseconds) ms"
        case .failed(let reason):
            return "the notification service failed: \(reason)"
        }
    }

    /// Sorts a libdbus error ("message (org.freedesktop.DBus.Error.Name)") into a case.
    static func classify(_ message: String, timeout: Duration) -> DesktopNotificationError {
        if message.contains("org.freedesktop.DBus.Error.ServiceUnknown")
            || message.contains("org.freedesktop.DBus.Error.NameHasNoOwner")
        {
            return .noService
        }
        if message.contains("org.freedesktop.DBus.Error.NoReply")
            || message.contains("org.freedesktop.DBus.Error.Timeout")
        {
            return .timedOut(timeout)
        }
        return .failed(message)
    }
}

extension Duration {
    /// The whole milliseconds, for libdbus's timeouts and the messages.
    var milliseconds: Int64 {
        components.seconds * 1000 + components.attoseconds / 1_000_000_000_000_000
    }
}
