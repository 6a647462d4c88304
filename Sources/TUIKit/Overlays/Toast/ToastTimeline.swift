/// The life of one shown toast on the clock: it slides in, stays for its duration (or
/// until a tap hides it), slides out. Every phase is a function of the time, so a frame
/// drawn at any moment shows the right one and tests can ask for exact moments.
public struct ToastTimeline: Sendable, Equatable {
    /// Where a toast is in its life.
    public enum Phase: Sendable, Equatable {
        case entering
        case visible
        case leaving
        case finished
    }

    /// Short enough not to delay reading, long enough to be seen as motion (5–6 frames).
    public static let enterDuration: Duration = .milliseconds(180)
    public static let leaveDuration: Duration = .milliseconds(180)

    /// When it started to enter.
    public let shownAt: Duration
    /// How long it stays fully shown.
    public let duration: Duration
    /// When it started to leave, if a tap hid it early.
    public private(set) var hiddenAt: Duration?

    public init(shownAt: Duration, duration: Duration) {
        self.shownAt = shownAt
        self.duration = max(.zero, duration)
    }

    /// When it starts to leave.
    public var leaveStart: Duration {
        hiddenAt ?? shownAt + Self.enterDuration + duration
    }

    /// When it is gone.
    public var end: Duration {
        leaveStart + Self.leaveDuration
    }

    public func phase(at now: Duration) -> Phase {
        if now >= end { return .finished }
        if now >= leaveStart { return .leaving }
        if now < shownAt + Self.enterDuration { return .entering }
        return .visible
    }

    /// How many of a toast's `height` rows show at `now`: rows slide out from its edge
    /// while it enters and back while it leaves.
    public func revealedRows(of height: Int, at now: Duration) -> Int {
        switch phase(at: now) {
        case .entering:
            return Self.rows(of: height, in: now - shownAt, of: Self.enterDuration)
        case .visible:
            return height
        case .leaving:
            return Self.rows(of: height, in: end - now, of: Self.leaveDuration)
        case .finished:
            return 0
        }
    }

    /// The next moment something changes that no animation frame will draw: the start of
    /// the leave, then the end.
    public func nextDeadline(after now: Duration) -> Duration? {
        if now < leaveStart { return leaveStart }
        if now < end { return end }
        return nil
    }

    /// Starts leaving at `now`. A toast still entering leaves from as far as it got, so it
    /// never jumps.
    public mutating func hide(at now: Duration) {
        switch phase(at: now) {
        case .entering:
            let entered = Self.nanoseconds(now - shownAt)
            let enter = max(1, Self.nanoseconds(Self.enterDuration))
            let leave = Self.nanoseconds(Self.leaveDuration)
            let alreadyLeft = leave - entered * leave / enter
            hiddenAt = now - .nanoseconds(max(0, alreadyLeft))
        case .visible:
            hiddenAt = now
        case .leaving, .finished:
            break
        }
    }

    /// Rows of `height` shown after `elapsed` of `total`, rounded up so motion starts at once.
    private static func rows(of height: Int, in elapsed: Duration, of total: Duration) -> Int {
        let elapsed = nanoseconds(elapsed)
        let total = nanoseconds(total)
        guard total > 0 else { return height }
        let rows = (elapsed * Int64(height) + total - 1) / total
        return Int(min(max(rows, 0), Int64(height)))
    }

    private static func nanoseconds(_ duration: Duration) -> Int64 {
        duration.components.seconds * 1_000_000_000 + duration.components.attoseconds / 1_000_000_000
    }
}
