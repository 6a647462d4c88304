import TUICore

/// A row of equal cards scrolled sideways a whole item at a time (a carousel with
/// `ItemsScrollManager` snap paging). The owner keeps the current item; the carousel eases
/// towards it, draws the cards that show (cut at its edges), and scrolls on the mouse wheel
/// over it. `shownPosition` gives the fractional item for a `BeanPageControl` to follow; it
/// reaches the last item even where the offset stops early so the last card ends at the edge.
/// Taps a card registers (a `TouchableControl`, say) land where the card shows.
public struct Carousel: View {
    public let count: Int
    public let currentItem: Binding<Int>
    public let manager: ItemsScrollManager
    public let id: AnyHashable
    public var animationDuration: Duration
    public let cell: @MainActor (Int, Rect, Frame) -> Void

    public init(
        count: Int,
        currentItem: Binding<Int>,
        manager: ItemsScrollManager,
        id: AnyHashable,
        animationDuration: Duration = .milliseconds(200),
        cell: @escaping @MainActor (Int, Rect, Frame) -> Void
    ) {
        self.count = count
        self.currentItem = currentItem
        self.manager = manager
        self.id = id
        self.animationDuration = animationDuration
        self.cell = cell
    }

    /// The offset that shows the fractional item `position`: between two items' snap
    /// offsets, in proportion.
    public func offset(atPosition position: Double, viewportWidth: Int) -> Double {
        let lower = Int(position.rounded(.down))
        let fraction = position - Double(lower)
        let from = Double(manager.offset(forItem: lower, count: count, viewportWidth: viewportWidth))
        let to = Double(manager.offset(forItem: lower + 1, count: count, viewportWidth: viewportWidth))
        return from + (to - from) * fraction
    }

    /// Moves by `items` whole items, staying within the carousel.
    public func scroll(by items: Int) {
        currentItem.wrappedValue = min(max(currentItem.wrappedValue + items, 0), max(count - 1, 0))
    }

    /// The fractional item drawn in this frame, easing towards the current item.
    public func shownPosition(frame: Frame) -> Double {
        frame.animated(Double(currentItem.wrappedValue), key: id, duration: animationDuration)
    }

    public func render(in area: Rect, frame: Frame) {
        guard !area.isEmpty, count > 0 else { return }
        let offset = Int(offset(atPosition: shownPosition(frame: frame), viewportWidth: area.width).rounded())
        // Cards are drawn on a canvas of the carousel's size, then copied, so a card cut by
        // an edge is clipped there and leaves what lies around the carousel untouched.
        let firstTap = frame.hitRegionCount
        let strip = frame.offscreen(size: area.size, copying: area) { strip in
            for item in 0..<count {
                let x = manager.insets.left + item * manager.step - offset
                guard x < area.width, x + manager.cellWidth > 0 else { continue }
                let top = manager.insets.top
                let card = Rect(
                    x: x, y: top, width: manager.cellWidth, height: max(0, area.height - top - manager.insets.bottom))
                cell(item, card, strip)
            }
        }
        frame.canvas.draw(strip, at: area.origin)
        frame.moveHitRegions(from: firstTap, by: area.origin, clip: area)
        frame.onWheel(area) { up in scroll(by: up ? -1 : 1) }
    }
}
