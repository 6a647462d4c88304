/// Maps values of a range onto `steps` places along an axis: a chart's dots, a bar's
/// eighths. Values outside the range are held at its ends.
public struct ChartScale: Equatable, Sendable {
    public var bounds: ClosedRange<Double>
    /// How many places the axis has (dots across a plot, eighths up a bar).
    public var steps: Int

    public init(bounds: ClosedRange<Double>, steps: Int) {
        self.bounds = bounds
        self.steps = steps
    }

    /// Where `value` falls between the bounds, from 0 (lower) to 1 (upper).
    public func fraction(of value: Double) -> Double {
        let span = bounds.upperBound - bounds.lowerBound
        guard span > 0, value.isFinite else { return 0 }
        return min(max((value - bounds.lowerBound) / span, 0), 1)
    }

    /// The place of `value` from 0 (the lower bound) to `steps - 1` (the upper), nearest:
    /// a point on a plot of `steps` dots.
    public func place(of value: Double) -> Int {
        guard steps > 1 else { return 0 }
        return Int((fraction(of: value) * Double(steps - 1)).rounded())
    }

    /// How many of the `steps` `value` fills from the lower bound, nearest: a bar's length.
    /// A value above the lower bound fills at least one, so a small value still shows.
    public func length(of value: Double) -> Int {
        let fraction = fraction(of: value)
        guard fraction > 0 else { return 0 }
        return max(1, Int((fraction * Double(steps)).rounded()))
    }
}
