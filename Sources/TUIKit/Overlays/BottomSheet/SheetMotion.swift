/// A sheet's height easing toward where it rests: sliding in, between detents and away.
/// A motion starts at the first frame drawn after `begin`, so key and mouse handlers,
/// which have no clock, can start one.
struct SheetMotion: Equatable {
    static let duration: Duration = .milliseconds(200)

    private enum Phase: Equatable {
        case pending
        case running(since: Duration)
        case settled
    }

    /// The height the motion starts from.
    private(set) var from: Int
    private var phase: Phase

    /// A motion already over: the sheet is where it rests.
    init(settledAt height: Int = 0) {
        from = height
        phase = .settled
    }

    /// Starts moving from `height` at the next frame.
    mutating func begin(from height: Int) {
        from = height
        phase = .pending
    }

    /// Pins a pending motion's start to this frame's time.
    mutating func stamp(at now: Duration) {
        if phase == .pending { phase = .running(since: now) }
    }

    /// How far along the motion is, 0…1.
    func progress(at now: Duration) -> Double {
        switch phase {
        case .pending: return 0
        case .settled: return 1
        case .running(let since): return min(1, max(0, (now - since) / Self.duration))
        }
    }

    func isFinished(at now: Duration) -> Bool {
        progress(at: now) >= 1
    }

    /// The height at `now` on the way to `target`, eased out (fast, then settling).
    func height(toward target: Int, at now: Duration) -> Int {
        let remaining = 1 - progress(at: now)
        let eased = 1 - remaining * remaining * remaining
        return from + Int((Double(target - from) * eased).rounded())
    }
}
