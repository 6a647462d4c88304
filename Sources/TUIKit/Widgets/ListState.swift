import Observation
import TUICore

/// Selection and scroll position of a `ListView` (Ratatui's `ListState`): kept by the
/// view model, moved by keys, and scrolled by the list while drawing so the selection
/// stays in sight.
@MainActor
@Observable
public final class ListState {
    public var selectedIndex: Int
    /// The first visible row.
    public internal(set) var offset = 0
    public var count: Int {
        didSet { selectedIndex = min(selectedIndex, max(0, count - 1)) }
    }
    /// Rows that fit on screen at the last render; paging moves by this many.
    public internal(set) var visibleCount = 1

    public init(count: Int, selectedIndex: Int = 0) {
        self.count = count
        self.selectedIndex = min(max(0, selectedIndex), max(0, count - 1))
    }

    public func select(_ index: Int) {
        guard count > 0 else { return }
        selectedIndex = min(max(0, index), count - 1)
    }

    /// Arrows and j/k move by one, PgUp/PgDn by a page, Home/End (g/G) to the ends.
    public func handle(_ key: KeyEvent) -> Bool {
        guard key.modifiers.isEmpty || key.modifiers == .shift else { return false }
        switch key.key {
        case .up, .character("k"): select(selectedIndex - 1)
        case .down, .character("j"): select(selectedIndex + 1)
        case .pageUp: select(selectedIndex - max(1, visibleCount))
        case .pageDown: select(selectedIndex + max(1, visibleCount))
        case .home, .character("g"): select(0)
        case .end, .character("G"): select(count - 1)
        default: return false
        }
        return true
    }

    /// What a list of actions does with a key: moves the selection, or runs `activate` (the
    /// selected row's action) on Enter or Space. Returns whether the key was used.
    public func handle(_ key: KeyEvent, activate: () -> Void) -> Bool {
        if handle(key) { return true }
        switch key.key {
        case .enter, .character(" "):
            activate()
            return true
        default:
            return false
        }
    }

    /// Moves `offset` so the selection is visible in `visible` rows.
    func scrollToSelection(visible: Int) {
        scrollToSelection { first in min(count - first, max(1, visible)) }
    }

    /// Moves `offset` so the selection is visible, for rows of different heights (a row
    /// that opens a section carries its header): `fitting(first)` is how many rows fit on
    /// screen from row `first` on. Scrolled down, no space is left empty below the last row.
    func scrollToSelection(fitting: (Int) -> Int) {
        offset = max(0, min(offset, count - 1))
        if selectedIndex < offset { offset = selectedIndex }
        while offset < selectedIndex, selectedIndex >= offset + max(1, fitting(offset)) { offset += 1 }
        while offset > 0, fitting(offset - 1) >= count - (offset - 1) { offset -= 1 }
        visibleCount = max(1, fitting(offset))
    }
}
