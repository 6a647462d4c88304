import TUICore

/// Snap paging for a carousel (the iOS utilities' `ItemsScrollManager`): the offsets at which
/// an item's start sits at the left inset, so a scroll always ends on a whole item and never
/// halfway through one. Widths are in cells.
public struct ItemsScrollManager: Hashable, Sendable {
    public let cellWidth: Int
    public let cellOffset: Int
    public let insets: EdgeInsets

    public init(cellWidth: Int, cellOffset: Int, insets: EdgeInsets = EdgeInsets()) {
        self.cellWidth = max(1, cellWidth)
        self.cellOffset = max(0, cellOffset)
        self.insets = insets
    }

    /// Columns from one item's start to the next.
    public var step: Int { cellWidth + cellOffset }

    /// Columns of all items with their insets.
    public func contentWidth(count: Int) -> Int {
        guard count > 0 else { return insets.left + insets.right }
        return insets.left + count * cellWidth + (count - 1) * cellOffset + insets.right
    }

    /// The largest offset: the last item's end at the right edge of `viewportWidth`.
    public func maxOffset(count: Int, viewportWidth: Int) -> Int {
        max(0, contentWidth(count: count) - viewportWidth)
    }

    /// The offset that shows `item` first, clamped so the content never ends early.
    public func offset(forItem item: Int, count: Int, viewportWidth: Int) -> Int {
        let item = min(max(item, 0), max(count - 1, 0))
        return min(item * step, maxOffset(count: count, viewportWidth: viewportWidth))
    }

    /// The item whose start is nearest to `offset`.
    public func nearestItem(toOffset offset: Double, count: Int) -> Int {
        guard count > 0 else { return 0 }
        return min(max(Int((offset / Double(step)).rounded()), 0), count - 1)
    }

    /// The item a scroll that began at `beginOffset` and was let go at `offset` settles on
    /// (`setBeginDraggingOffset` then `setTargetContentOffset`): any move onwards goes to
    /// the next item in that direction, never further, and no move stays put.
    public func targetItem(beginOffset: Int, offset: Int, count: Int) -> Int {
        let start = nearestItem(toOffset: Double(beginOffset), count: count)
        if offset > beginOffset { return min(start + 1, max(count - 1, 0)) }
        if offset < beginOffset { return max(start - 1, 0) }
        return start
    }
}
