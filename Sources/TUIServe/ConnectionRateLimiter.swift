/// New connections a client address may open in a window of time (`serve --open`): beyond
/// that, its connections are closed at once, so one address cannot start the app's process
/// over and over. Memory stays bounded: addresses whose window has passed are forgotten.
public struct ConnectionRateLimiter: Sendable {
    public let limit: Int
    public let window: Duration
    /// When each address's recent connections came, oldest first.
    private var recent: [String: [ContinuousClock.Instant]] = [:]
    private var sweepAt: ContinuousClock.Instant?

    public init(limit: Int, window: Duration = .seconds(60)) {
        self.limit = limit
        self.window = window
    }

    /// Whether a new connection from `address` at `now` is let in (and counts it if so).
    public mutating func allow(_ address: String, now: ContinuousClock.Instant = .now) -> Bool {
        sweep(now: now)
        var times = recent[address, default: []]
        times.removeAll { now - $0 >= window }
        guard times.count < limit else {
            recent[address] = times
            return false
        }
        times.append(now)
        recent[address] = times
        return true
    }

    /// How many addresses are remembered.
    public var trackedAddresses: Int { recent.count }

    /// Forgets every address with nothing in its window, at most once a window.
    private mutating func sweep(now: ContinuousClock.Instant) {
        if let sweepAt, now < sweepAt { return }
        sweepAt = now + window
        recent = recent.filter { _, times in times.contains { now - $0 < window } }
    }
}
