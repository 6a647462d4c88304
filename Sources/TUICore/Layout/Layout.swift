/// Splits a rectangle into rows or columns by constraints, with spacing between them,
/// a margin around them and flex alignment for space left over (Ratatui's `Layout`).
///
/// ```swift
/// let (header, list, footer) = area.rows(.length(1), .fill, .length(1))
/// let parts = Layout.horizontal(.percentage(30), .fill).spacing(1).split(area)
/// ```
///
/// The result is a pure function of the area: the same area always gives the same parts,
/// in order, never overlapping and never outside the area.
public struct Layout: Hashable, Sendable {
    /// What happens when the parts ask for more than the area has.
    public enum Overflow: Hashable, Sendable, CaseIterable {
        /// The least binding parts give way first (see `Constraint`).
        case shrink
        /// Parts keep their sizes in order and the area's end cuts them: a stack of rows
        /// whose last ones fall off the bottom.
        case clip
    }

    public enum Direction: Hashable, Sendable {
        /// Parts stacked top to bottom (rows).
        case vertical
        /// Parts side by side, left to right (columns).
        case horizontal
    }

    public var direction: Direction
    public var constraints: [Constraint]
    /// Cells between neighbouring parts (shrinks when the area cannot hold it).
    public var spacing: Int
    /// Cells kept clear around the parts.
    public var margin: EdgeInsets
    /// Where leftover space goes when no part grows.
    public var flex: Flex
    /// What gives when the parts do not fit.
    public var overflow: Overflow

    public init(
        _ direction: Direction,
        _ constraints: [Constraint],
        spacing: Int = 0,
        margin: EdgeInsets = EdgeInsets(),
        flex: Flex = .start,
        overflow: Overflow = .shrink
    ) {
        self.direction = direction
        self.constraints = constraints
        self.spacing = spacing
        self.margin = margin
        self.flex = flex
        self.overflow = overflow
    }

    public static func vertical(_ constraints: [Constraint]) -> Layout { Layout(.vertical, constraints) }
    public static func vertical(_ constraints: Constraint...) -> Layout { Layout(.vertical, constraints) }
    public static func horizontal(_ constraints: [Constraint]) -> Layout { Layout(.horizontal, constraints) }
    public static func horizontal(_ constraints: Constraint...) -> Layout { Layout(.horizontal, constraints) }

    public func spacing(_ cells: Int) -> Layout {
        var layout = self
        layout.spacing = cells
        return layout
    }

    public func margin(_ insets: EdgeInsets) -> Layout {
        var layout = self
        layout.margin = insets
        return layout
    }

    /// The same margin on every side.
    public func margin(_ cells: Int) -> Layout { margin(EdgeInsets(all: cells)) }

    public func flex(_ flex: Flex) -> Layout {
        var layout = self
        layout.flex = flex
        return layout
    }

    public func overflow(_ overflow: Overflow) -> Layout {
        var layout = self
        layout.overflow = overflow
        return layout
    }

    /// The parts of `area`, one per constraint, in order.
    public func split(_ area: Rect) -> [Rect] {
        let inner = area.clampedInset(by: margin)
        let length = direction == .vertical ? inner.height : inner.width
        return Self.segments(constraints, length: length, spacing: spacing, flex: flex, overflow: overflow).map {
            segment in
            switch direction {
            case .vertical: Rect(x: inner.x, y: inner.y + segment.offset, width: inner.width, height: segment.size)
            case .horizontal: Rect(x: inner.x + segment.offset, y: inner.y, width: segment.size, height: inner.height)
            }
        }
    }

    /// Offsets and sizes along one axis of `length` cells: the solver behind `split`.
    static func segments(
        _ constraints: [Constraint],
        length: Int,
        spacing: Int,
        flex: Flex,
        overflow: Overflow = .shrink
    ) -> [(offset: Int, size: Int)] {
        let count = constraints.count
        guard count > 0 else { return [] }
        let length = max(0, length)
        let gap = count > 1 ? min(max(0, spacing), length / (count - 1)) : 0
        let available = length - gap * (count - 1)
        var sizes = constraints.map { $0.wanted(of: available) }
        var leftover = available - sizes.reduce(0, +)
        if leftover < 0, overflow == .clip {
            var room = available
            for index in sizes.indices {
                sizes[index] = min(sizes[index], room)
                room -= sizes[index]
            }
            leftover = 0
        } else if leftover < 0 {
            shrink(&sizes, by: -leftover, constraints: constraints)
            leftover = 0
        } else if leftover > 0 {
            leftover = grow(&sizes, by: leftover, constraints: constraints)
        }
        var segments: [(offset: Int, size: Int)] = []
        segments.reserveCapacity(count)
        var offset = 0
        // Most layouts leave nothing over, or keep it at the end: no placement to work out.
        if leftover == 0 || flex == .start {
            for size in sizes {
                segments.append((offset, size))
                offset += size + gap
            }
            return segments
        }
        let gaps = placement(of: leftover, parts: count, flex: flex)
        offset = gaps.before
        for (index, size) in sizes.enumerated() {
            if index > 0 { offset += gap + gaps.between[index - 1] }
            segments.append((offset, size))
            offset += size
        }
        return segments
    }

    /// Takes `excess` cells away, the least binding constraints first, each class in
    /// proportion to its sizes.
    private static func shrink(_ sizes: inout [Int], by excess: Int, constraints: [Constraint]) {
        var excess = excess
        for priority in 0...5 where excess > 0 {
            let indices = constraints.indices.filter { constraints[$0].shrinkPriority == priority }
            let weights = indices.map { sizes[$0] }
            let cut = min(excess, weights.reduce(0, +))
            guard cut > 0 else { continue }
            for (index, share) in zip(indices, apportion(cut, by: weights)) { sizes[index] -= share }
            excess -= cut
        }
    }

    /// Gives leftover cells to the parts that grow (fills by weight, else mins equally);
    /// returns what no part took.
    private static func grow(_ sizes: inout [Int], by leftover: Int, constraints: [Constraint]) -> Int {
        guard constraints.contains(where: { $0.fillWeight != nil || $0.isMin }) else { return leftover }
        var weights = constraints.map { $0.fillWeight ?? 0 }
        if !constraints.contains(where: { $0.fillWeight != nil }) {
            weights = constraints.map { if case .min = $0 { 1 } else { 0 } }
        }
        guard weights.reduce(0, +) > 0 else { return leftover }
        for (index, share) in apportion(leftover, by: weights).enumerated() { sizes[index] += share }
        return 0
    }

    /// Where the cells no part took go: before the first part and between parts.
    private static func placement(of leftover: Int, parts: Int, flex: Flex) -> (before: Int, between: [Int]) {
        let none = Array(repeating: 0, count: max(0, parts - 1))
        guard leftover > 0 else { return (0, none) }
        switch flex {
        case .start:
            return (0, none)
        case .center:
            return (leftover / 2, none)
        case .end:
            return (leftover, none)
        case .spaceBetween:
            guard parts > 1 else { return (0, none) }
            return (0, apportion(leftover, by: Array(repeating: 1, count: parts - 1)))
        case .spaceAround:
            let slots = apportion(leftover, by: Array(repeating: 1, count: parts + 1))
            return (slots[0], Array(slots[1..<parts]))
        }
    }

    /// Splits `amount` into whole shares in proportion to `weights` (largest remainder:
    /// every share is within one cell of its exact value, and the shares add up).
    static func apportion(_ amount: Int, by weights: [Int]) -> [Int] {
        let total = weights.reduce(0, +)
        guard total > 0, amount > 0 else { return weights.map { _ in 0 } }
        var shares = weights.map { amount * $0 / total }
        let remainders = weights.enumerated().map { (index: $0.offset, rest: amount * $0.element % total) }
        let missing = amount - shares.reduce(0, +)
        for entry in remainders.sorted(by: { ($0.rest, -$0.index) > ($1.rest, -$1.index) }).prefix(missing) {
            shares[entry.index] += 1
        }
        return shares
    }
}

extension Rect {
    /// Insets that never push the origin past the far edge (a margin wider than the area
    /// leaves an empty rectangle inside it).
    func clampedInset(by insets: EdgeInsets) -> Rect {
        let left = min(max(0, insets.left), width)
        let right = min(max(0, insets.right), width - left)
        let top = min(max(0, insets.top), height)
        let bottom = min(max(0, insets.bottom), height - top)
        return Rect(x: x + left, y: y + top, width: width - left - right, height: height - top - bottom)
    }
}
