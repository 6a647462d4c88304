/// One Server-Sent Event, as the WHATWG `EventSource` dispatches it: the twin of a
/// `MessageEvent` with its `lastEventId`.
public struct SSEEvent: Sendable, Equatable {
    /// The `event:` field; "message" when the server named none.
    public var type: String
    /// The `data:` lines joined with line feeds.
    public var data: String
    /// The last `id:` seen up to this event (ids carry over to later events, as the spec says).
    public var lastEventId: String

    public init(type: String = "message", data: String, lastEventId: String = "") {
        self.type = type
        self.data = data
        self.lastEventId = lastEventId
    }
}
