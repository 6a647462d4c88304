/// Where a scrolled area is: the first row on screen, over content of `contentHeight` rows
/// in a viewport of `viewportHeight`. A plain value a view model or a view keeps, as
/// `ListSelection` is (Ratatui's `ScrollbarState`); keys move it through
/// `KeyBinding.scroll`, and the scroll view sets the heights as it draws.
public struct ScrollState: Hashable, Sendable {
    public private(set) var offset = 0
    public private(set) var contentHeight = 0
    public private(set) var viewportHeight = 1

    public init() {}

    /// The last first row: the end of the content fills the viewport's last line.
    public var maxOffset: Int { max(0, contentHeight - viewportHeight) }

    /// Moves by `rows` (negative: up), stopping at the ends.
    public mutating func scroll(by rows: Int) {
        offset = min(max(0, offset + rows), maxOffset)
    }

    /// Moves by `pages` viewports, each less one line so a line of context stays.
    public mutating func scrollPage(by pages: Int) {
        scroll(by: pages * max(1, viewportHeight - 1))
    }

    public mutating func scrollToStart() { offset = 0 }

    public mutating func scrollToEnd() { offset = maxOffset }

    /// The heights of the last draw; the offset stays within them.
    public mutating func update(contentHeight: Int, viewportHeight: Int) {
        self.contentHeight = max(0, contentHeight)
        self.viewportHeight = max(1, viewportHeight)
        offset = min(offset, maxOffset)
    }
}
