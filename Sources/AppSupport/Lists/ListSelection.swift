/// Which row of a list is selected and which row is first on screen: a plain value a view
/// model keeps as part of its screen's state (Ratatui's `ListState`). Keys move it through
/// the list's key binding; the list view scrolls it while drawing, so the selection stays
/// in sight and a page is as long as the rows that fit.
public struct ListSelection: Hashable, Sendable {
    public private(set) var selectedIndex: Int
    public var count: Int {
        didSet { selectedIndex = min(selectedIndex, max(0, count - 1)) }
    }
    /// The first row on screen, moved by the list view as it draws.
    public var offset = 0
    /// Rows that fit on screen at the last draw; a page moves by this many.
    public var visibleCount = 1

    public init(count: Int, selectedIndex: Int = 0) {
        self.count = max(0, count)
        self.selectedIndex = min(max(0, selectedIndex), max(0, count - 1))
    }

    /// Selects row `index`, clamped to the rows there are.
    public mutating func select(_ index: Int) {
        guard count > 0 else { return }
        selectedIndex = min(max(0, index), count - 1)
    }

    /// Moves the selection by `rows` (negative: up), stopping at the ends.
    public mutating func move(by rows: Int) {
        select(selectedIndex + rows)
    }

    /// Moves the selection by `pages` screens of rows.
    public mutating func movePage(by pages: Int) {
        select(selectedIndex + pages * max(1, visibleCount))
    }

    /// Moves the rows on screen by `rows` (the mouse wheel), taking the selection along when
    /// it would leave them.
    public mutating func scroll(by rows: Int) {
        let visible = max(1, visibleCount)
        offset = min(max(0, offset + rows), max(0, count - visible))
        if selectedIndex < offset { select(offset) }
        if selectedIndex >= offset + visible { select(offset + visible - 1) }
    }

    /// `rows` rows came in before the first (a log's newest on top): the selection and the
    /// rows on screen move down with them, so the row selected stays selected; on the first
    /// row the selection stays there and follows the newest, as `tail -f` does.
    public mutating func insertRows(atStart rows: Int) {
        guard rows > 0 else { return }
        count += rows
        guard selectedIndex > 0 else { return }
        selectedIndex += rows
        offset += rows
    }

    public mutating func moveToStart() { select(0) }

    public mutating func moveToEnd() { select(count - 1) }

    /// Moves `offset` so the selection is visible, for rows of different heights (a row
    /// that opens a section carries its header): `fitting(first)` is how many rows fit on
    /// screen from row `first` on. Scrolled down, no space is left empty below the last row.
    public mutating func scrollToSelection(fitting: (Int) -> Int) {
        offset = max(0, min(offset, count - 1))
        if selectedIndex < offset { offset = selectedIndex }
        while offset < selectedIndex, selectedIndex >= offset + max(1, fitting(offset)) { offset += 1 }
        while offset > 0, fitting(offset - 1) >= count - (offset - 1) { offset -= 1 }
        visibleCount = max(1, fitting(offset))
    }

    /// Moves `offset` so the selection is visible in `visible` rows of one height: what
    /// `scrollToSelection(fitting:)` does for such rows, in a few steps however long the list.
    public mutating func scrollToSelection(visible: Int) {
        let visible = max(1, visible)
        offset = max(0, min(offset, count - 1))
        if selectedIndex < offset { offset = selectedIndex }
        if selectedIndex >= offset + visible { offset = selectedIndex - visible + 1 }
        offset = min(offset, max(0, count - visible))
        visibleCount = max(1, min(count - offset, visible))
    }
}
