import TUICore

/// How a shimmer looks and moves: the parameters of the template's `ShimmerModifier`
/// (`animation`, `gradient`, `bandSize`) and of its UIKit `SkeletonView` (`direction`,
/// `gradientBackgroundColor`, `shimmerRatio`, `movingAnimationDuration`,
/// `delayBetweenAnimationLoops`).
///
/// One loop is a pass of the band across the content, from just outside one edge until
/// it has left by the other, then a pause. Where the band is follows from the clock's time
/// alone, so a frame at a given time is always the same.
public struct ShimmerConfiguration: Sendable, Hashable {
    public enum Direction: Sendable, Hashable, CaseIterable {
        case leftToRight
        case rightToLeft
    }

    /// How long one pass of the band takes.
    public var movingAnimationDuration: Duration
    /// The pause after a pass before the next one starts; nothing is redrawn meanwhile.
    public var delayBetweenAnimationLoops: Duration
    /// The colors across the band, from the edge it comes from to the edge it moves to
    /// (the template's `Gradient`). Stops nearer the middle also draw a denser glyph, so
    /// the band reads without color.
    public var gradient: [ColorSet]
    /// The color of placeholder cells outside the band.
    public var gradientBackgroundColor: ColorSet
    /// The band's width: a share of the content's width (`shimmerRatio`) or cells.
    public var bandSize: SkeletonLength
    public var direction: Direction

    public init(
        movingAnimationDuration: Duration = .milliseconds(1200),
        delayBetweenAnimationLoops: Duration = .milliseconds(400),
        gradient: [ColorSet] = ShimmerConfiguration.defaultGradient,
        gradientBackgroundColor: ColorSet = ShimmerConfiguration.defaultBackgroundColor,
        bandSize: SkeletonLength = 0.3,
        direction: Direction = .leftToRight
    ) {
        self.movingAnimationDuration = movingAnimationDuration
        self.delayBetweenAnimationLoops = delayBetweenAnimationLoops
        self.gradient = gradient
        self.gradientBackgroundColor = gradientBackgroundColor
        self.bandSize = bandSize
        self.direction = direction
    }

    public static let `default` = ShimmerConfiguration()

    private static func hex(_ light: String, _ dark: String) -> ColorSet {
        ColorSet(light: Color(hex: light)!, dark: Color(hex: dark)!)
    }

    /// Edge, middle, center, middle, edge: darker than the placeholders on a light
    /// background and lighter on a dark one, so the band stands out in both themes.
    public static let defaultGradient: [ColorSet] = {
        let edge = hex("#AFB8C1", "#3D444D")
        let middle = hex("#8C959F", "#59636E")
        let center = hex("#6E7781", "#848D97")
        return [edge, middle, center, middle, edge]
    }()

    public static let defaultBackgroundColor = hex("#D0D7DE", "#30363D")

    /// One pass and its pause.
    public var loopDuration: Duration { movingAnimationDuration + max(.zero, delayBetweenAnimationLoops) }

    /// The band's width in an area `width` cells wide.
    public func bandWidth(forWidth width: Int) -> Int {
        bandSize.cells(in: width)
    }

    /// Whole-cell steps in one pass: from the band's leading cell entering the area to
    /// its trailing cell leaving it.
    private func steps(forWidth width: Int) -> Int64 {
        Int64(width + bandWidth(forWidth: width) - 1)
    }

    /// Where the band is at `now` in an area `width` cells wide; nil during the pause
    /// between passes (and when there is nothing to animate).
    public func band(at now: Duration, width: Int) -> ShimmerBand? {
        guard let step = step(at: now, width: width) else { return nil }
        let bandWidth = bandWidth(forWidth: width)
        let start: Int
        switch direction {
        case .leftToRight: start = step - (bandWidth - 1)
        case .rightToLeft: start = width - 1 - step
        }
        return ShimmerBand(start: start, width: bandWidth, direction: direction)
    }

    /// How long after `now` the band next moves by a cell, leaves, or starts a new pass:
    /// the moment the next frame is worth drawing. Nil when it never moves.
    public func timeUntilNextChange(at now: Duration, width: Int) -> Duration? {
        let pass = movingAnimationDuration.nanoseconds
        let loop = loopDuration.nanoseconds
        guard width > 0, pass > 0 else { return nil }
        let time = now.nanoseconds.modulo(loop)
        guard time < pass else { return .nanoseconds(loop - time) }
        let steps = steps(forWidth: width)
        let step = time * steps / pass
        // The first time at which the step is `step + 1`: ceil((step + 1) * pass / steps).
        let next = ((step + 1) * pass + steps - 1) / steps
        return .nanoseconds(next - time)
    }

    /// The band's step at `now` (0 = its leading cell has just entered), nil in the pause.
    private func step(at now: Duration, width: Int) -> Int? {
        let pass = movingAnimationDuration.nanoseconds
        guard width > 0, pass > 0 else { return nil }
        let time = now.nanoseconds.modulo(loopDuration.nanoseconds)
        guard time < pass else { return nil }
        return Int(time * steps(forWidth: width) / pass)
    }
}

extension Duration {
    /// The duration in whole nanoseconds (clock times here are far below Int64's range).
    fileprivate var nanoseconds: Int64 {
        components.seconds * 1_000_000_000 + components.attoseconds / 1_000_000_000
    }
}

extension Int64 {
    /// The remainder that is never negative, so times before zero still fall in a loop.
    fileprivate func modulo(_ divisor: Int64) -> Int64 {
        guard divisor > 0 else { return 0 }
        let remainder = self % divisor
        return remainder < 0 ? remainder + divisor : remainder
    }
}
