/// A width in a skeleton: a share of the space there is (the template's `shimmerRatio`
/// and `bandSize` are shares) or a fixed number of cells. A float literal is a share, an
/// integer literal a cell count: `SkeletonBlock(width: 0.6)`, `SkeletonBlock(width: 12)`.
public enum SkeletonLength: Sendable, Hashable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    /// A share of the available width, from 0 to 1.
    case ratio(Double)
    case cells(Int)

    public init(floatLiteral value: Double) {
        self = .ratio(value)
    }

    public init(integerLiteral value: Int) {
        self = .cells(value)
    }

    /// Cells out of `available`, at least one when there is room and never more than
    /// `available`.
    public func cells(in available: Int) -> Int {
        guard available > 0 else { return 0 }
        switch self {
        case .ratio(let share):
            let clamped = min(1, max(0, share.isFinite ? share : 0))
            return min(available, max(1, Int((Double(available) * clamped).rounded())))
        case .cells(let count):
            return min(available, max(1, count))
        }
    }
}
