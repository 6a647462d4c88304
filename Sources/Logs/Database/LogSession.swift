import Foundation

/// One launch of the app as the log store keeps it (Pulse's `LoggerSessionEntity` twin):
/// every message and request belongs to the session it was logged in.
public struct LogSession: Sendable, Hashable, Identifiable {
    public var id: Int64
    public var started: Date
    /// The app's version at that launch (`AppIdentity`'s).
    public var version: String
    /// The environment it ran against (dev, prod, ...).
    public var environment: String

    public init(id: Int64, started: Date, version: String, environment: String) {
        self.id = id
        self.started = started
        self.version = version
        self.environment = environment
    }
}
