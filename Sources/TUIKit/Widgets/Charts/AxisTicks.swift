import Foundation

/// Round tick values for a chart's axis: steps of 1, 2 or 5 times a power of ten, and
/// bounds widened to whole steps, so an axis reads 0, 20, 40 rather than 0, 17.3, 34.6
/// (Heckbert's "nice numbers").
public struct AxisTicks: Equatable, Sendable {
    /// The axis's range: the data's, widened to whole steps.
    public let bounds: ClosedRange<Double>
    /// The distance between two ticks.
    public let step: Double

    public init(bounds: ClosedRange<Double>, step: Double) {
        self.bounds = bounds
        self.step = step
    }

    /// Ticks for `range` with about `count` values (at least two). An empty range (every value
    /// the same) is widened around its value, so the axis still has a height.
    public static func nice(covering range: ClosedRange<Double>, count: Int = 5) -> AxisTicks {
        var lower = range.lowerBound.isFinite ? range.lowerBound : 0
        var upper = range.upperBound.isFinite ? range.upperBound : 1
        if upper - lower < .ulpOfOne * max(1, abs(upper)) {
            // One value: an axis from zero to it, or a unit around it.
            if lower > 0 {
                lower = 0
            } else if upper < 0 {
                upper = 0
            } else {
                upper = lower + 1
            }
        }
        let spread = niceNumber(upper - lower, rounded: false)
        let step = niceNumber(spread / Double(max(count, 2) - 1), rounded: true)
        let first = (lower / step).rounded(.down) * step
        let last = (upper / step).rounded(.up) * step
        return AxisTicks(bounds: first...last, step: step)
    }

    /// The tick values from the lower bound to the upper, a step apart.
    public var values: [Double] {
        let count = Int(((bounds.upperBound - bounds.lowerBound) / step).rounded())
        return (0...max(count, 0)).map { bounds.lowerBound + Double($0) * step }
    }

    /// `value` written with as many decimals as the step needs (none for a step of 1 or
    /// more, one for 0.5, two for 0.05), and no "-0".
    public func label(_ value: Double) -> String {
        let decimals = step >= 1 ? 0 : Int((-log10(step)).rounded(.up))
        let text = String(format: "%.\(decimals)f", value)
        return Double(text) == 0 ? String(format: "%.\(decimals)f", 0.0) : text
    }

    /// A 1, 2, 5 or 10 times a power of ten near `value`: the nearest when `rounded`, else
    /// the smallest not below it.
    static func niceNumber(_ value: Double, rounded: Bool) -> Double {
        guard value > 0, value.isFinite else { return 1 }
        let exponent = log10(value).rounded(.down)
        let power = pow(10, exponent)
        let fraction = value / power
        let nice: Double
        if rounded {
            nice = fraction < 1.5 ? 1 : fraction < 3 ? 2 : fraction < 7 ? 5 : 10
        } else {
            nice = fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 5 ? 5 : 10
        }
        return nice * power
    }
}
