/// Where the push channel stands, for the Push demo's line and the log.
public enum PushChannelState: Sendable, Equatable {
    /// Not started, or stopped.
    case stopped
    /// A request is on its way; no answer yet.
    case connecting
    /// The server answered with an event stream; pushes arrive as it sends them.
    case connected
    /// The connection ended (`reason`); the next attempt starts after `delay`.
    case reconnecting(delay: Duration, reason: String)
}
