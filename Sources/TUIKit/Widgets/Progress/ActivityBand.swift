/// The moving band of an indeterminate progress bar: it goes from the left end of the
/// track to the right and back, one cell at a time, a pure function of the clock's time,
/// so a frame drawn late still shows the band where it belongs.
public struct ActivityBand: Equatable, Sendable {
    /// The band's width in cells.
    public var width: Int
    /// How long one trip there and back takes.
    public var period: Duration

    public init(width: Int = 4, period: Duration = .seconds(2)) {
        self.width = width
        self.period = period
    }

    /// The columns the band covers on a track `trackWidth` wide at `now`.
    public func columns(at now: Duration, trackWidth: Int) -> Range<Int> {
        let band = min(width, trackWidth)
        let travel = trackWidth - band
        guard travel > 0 else { return 0..<max(band, 0) }
        let step = step(at: now, travel: travel)
        let start = step <= travel ? step : 2 * travel - step
        return start..<(start + band)
    }

    /// Where the band stands when it must not move (reduced motion): the middle.
    public func stillColumns(trackWidth: Int) -> Range<Int> {
        let band = min(width, trackWidth)
        let start = max(trackWidth - band, 0) / 2
        return start..<(start + max(band, 0))
    }

    /// How long after `now` the band next moves by a cell; nil when it has no room to move.
    public func timeUntilNextMove(at now: Duration, trackWidth: Int) -> Duration? {
        let travel = trackWidth - min(width, trackWidth)
        guard travel > 0, period > .zero else { return nil }
        let stepLength = period / (2 * travel)
        let steps = Int(now / stepLength)
        return stepLength * (steps + 1) - now
    }

    /// The step of the trip (0 to `2 * travel - 1`) at `now`.
    private func step(at now: Duration, travel: Int) -> Int {
        guard period > .zero else { return 0 }
        let stepLength = period / (2 * travel)
        return Int(now / stepLength) % (2 * travel)
    }
}
