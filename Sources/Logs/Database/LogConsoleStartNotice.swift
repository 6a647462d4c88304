/// When `console --follow` hears a new instance start, the line on stderr that says so and
/// names the session followed. Following the last session, the line waits for the feed's
/// read to move to the new session: the app writes that session's row on its store's queue,
/// perhaps after its socket is up, so at the start the newest session can still be the old one.
public struct LogConsoleStartNotice {
    public let appName: String
    public let switchesSession: Bool
    /// The session the feed kept to when the start was heard; nil when no start waits to be said.
    private var waiting: Int64??

    public init(appName: String, switchesSession: Bool) {
        self.appName = appName
        self.switchesSession = switchesSession
    }

    /// A new instance started; its line is said after a read that follows its session.
    public mutating func heardStart(of feed: LogConsoleFeed) {
        waiting = .some(feed.query.session)
    }

    /// The line to say after a read, once: at once for a fixed session (or all of them), when
    /// the feed moved past the old session for the last one.
    public mutating func line(after feed: LogConsoleFeed) -> String? {
        guard case .some(let old) = waiting else { return nil }
        let session = feed.query.session
        if switchesSession, let old, let session, session <= old { return nil }
        waiting = nil
        return "\(appName) started; following session \(session.map(String.init) ?? "all")"
    }
}
