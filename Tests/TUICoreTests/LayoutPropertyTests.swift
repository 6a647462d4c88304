import PropertyBased
import TUICore
import Testing

/// For any area and any constraints, the parts a layout makes stay in the area, never
/// overlap, keep their order and add up as the constraints say.
@MainActor
struct LayoutPropertyTests {
    private static let rects = zip(
        Gen.int(in: -20...40), Gen.int(in: -20...40), Gen.int(in: 0...160), Gen.int(in: 0...160)
    ).map { Rect(x: $0, y: $1, width: $2, height: $3) }

    private static let constraint = zip(Gen.int(in: 0...5), Gen.int(in: 0...150), Gen.int(in: 1...12)).map {
        kind, value, small -> Constraint in
        switch kind {
        case 0: .length(value)
        case 1: .min(value)
        case 2: .max(value)
        case 3: .percentage(value % 101)
        case 4: .ratio(value % (small + 1), small)
        default: .fill(small - 1)
        }
    }

    private static let layouts = zip(
        zip(Gen.bool(), Gen<Layout.Overflow>.case), constraint.array(of: 1...8), Gen.int(in: 0...4),
        Gen.int(in: 0...3), Gen<Flex>.case
    ).map { options, constraints, spacing, margin, flex in
        Layout(
            options.0 ? .vertical : .horizontal, constraints, spacing: spacing, margin: EdgeInsets(all: margin),
            flex: flex, overflow: options.1)
    }

    /// Start and length along the layout's axis.
    private static func span(_ rect: Rect, _ layout: Layout) -> (start: Int, length: Int) {
        layout.direction == .vertical ? (rect.y, rect.height) : (rect.x, rect.width)
    }

    @Test func partsStayInsideTheAreaInOrderWithoutOverlap() async {
        await propertyCheck(count: 500, input: Self.layouts, Self.rects) { layout, area in
            let parts = layout.split(area)
            #expect(parts.count == layout.constraints.count)
            for part in parts {
                #expect(part.width >= 0 && part.height >= 0)
                #expect(part.minX >= area.minX && part.maxX <= area.maxX)
                #expect(part.minY >= area.minY && part.maxY <= area.maxY)
            }
            for (previous, next) in zip(parts, parts.dropFirst()) {
                let before = Self.span(previous, layout)
                #expect(Self.span(next, layout).start >= before.start + before.length, "\(layout) in \(area)")
            }
        }
    }

    @Test func partsAddUpAsTheConstraintsSay() async {
        await propertyCheck(count: 500, input: Self.layouts, Self.rects) { layout, area in
            let parts = layout.split(area)
            let inner = area.inset(by: layout.margin)
            let length = max(0, layout.direction == .vertical ? inner.height : inner.width)
            let count = layout.constraints.count
            let gap = count > 1 ? min(layout.spacing, length / (count - 1)) : 0
            let available = length - gap * (count - 1)
            let sizes = parts.map { Self.span($0, layout).length }
            let used = sizes.reduce(0, +)
            #expect(used <= available)

            let grows =
                layout.constraints.contains { if case .fill(let weight) = $0 { weight > 0 } else { false } }
                || (!layout.constraints.contains { if case .fill = $0 { true } else { false } }
                    && layout.constraints.contains { if case .min = $0 { true } else { false } })
            if grows { #expect(used == available, "a growing part takes every cell: \(layout) in \(area)") }

            let wanted = layout.constraints.map { constraint -> Int in
                switch constraint {
                case .length(let value), .min(let value), .max(let value): value
                case .percentage(let value): available * value / 100
                case .ratio(let numerator, let denominator): available * numerator / denominator
                case .fill: 0
                }
            }
            let fits = wanted.reduce(0, +) <= available
            for (constraint, (size, want)) in zip(layout.constraints, zip(sizes, wanted)) {
                switch constraint {
                case .max: if fits { #expect(size == want) } else { #expect(size <= want) }
                case .min: if fits { #expect(size >= want) }
                case .length, .percentage, .ratio:
                    if fits { #expect(size == want) } else { #expect(size <= want) }
                case .fill: break
                }
            }

            // Fills share what the fixed parts leave, each within a cell of its weight's share.
            let weights = layout.constraints.map { if case .fill(let weight) = $0 { weight } else { 0 } }
            let totalWeight = weights.reduce(0, +)
            if fits, totalWeight > 0 {
                let leftover = available - wanted.reduce(0, +)
                for (size, weight) in zip(sizes, weights) where weight > 0 {
                    #expect(abs(size * totalWeight - leftover * weight) < totalWeight)
                }
            }
        }
    }
}
