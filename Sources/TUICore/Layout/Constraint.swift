/// How much of a layout's length one part asks for (Ratatui's `Constraint`).
///
/// Fixed sizes are met first; when the area is too small they shrink, the least binding
/// first (ratio, then percentage, then length, then max, then min). Space left over goes
/// to the parts that grow (`fill`, else `min`); when nothing grows, `Flex` places it.
public enum Constraint: Hashable, Sendable, CustomStringConvertible {
    /// Exactly this many cells.
    case length(Int)
    /// At least this many cells; grows into leftover space when no part fills.
    case min(Int)
    /// At most this many cells, and this many when there is room.
    case max(Int)
    /// This share of the length, in percent (0...100).
    case percentage(Int)
    /// This fraction of the length (`ratio(1, 3)` is a third).
    case ratio(Int, Int)
    /// The space that is left, shared among fills by weight.
    case fill(Int)

    /// The space that is left, shared equally with the other fills.
    public static let fill: Constraint = .fill(1)

    public var description: String {
        switch self {
        case .length(let value): "length(\(value))"
        case .min(let value): "min(\(value))"
        case .max(let value): "max(\(value))"
        case .percentage(let value): "percentage(\(value))"
        case .ratio(let numerator, let denominator): "ratio(\(numerator), \(denominator))"
        case .fill(let weight): "fill(\(weight))"
        }
    }

    /// The size this part asks for out of `total` cells before space is shared.
    func wanted(of total: Int) -> Int {
        switch self {
        case .length(let value), .min(let value), .max(let value): Swift.max(0, value)
        case .percentage(let value): total * Swift.min(100, Swift.max(0, value)) / 100
        case .ratio(let numerator, let denominator):
            denominator <= 0 ? 0 : Swift.min(total, total * Swift.max(0, numerator) / denominator)
        case .fill: 0
        }
    }

    /// The order in which fixed sizes give way when the area is too small (lower first).
    var shrinkPriority: Int {
        switch self {
        case .fill: 0
        case .ratio: 1
        case .percentage: 2
        case .length: 3
        case .max: 4
        case .min: 5
        }
    }

    var isMin: Bool {
        if case .min = self { true } else { false }
    }

    /// How strongly the part takes leftover space, when any part takes it.
    var fillWeight: Int? {
        if case .fill(let weight) = self { return Swift.max(0, weight) }
        return nil
    }
}
