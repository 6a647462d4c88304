import Observation
import TUICore

/// A list's selection kept in an object of its own, for views whose state is not a view
/// model's value; `ListSelection` is the plain value inside.
@MainActor
@Observable
public final class ListState {
    public var selection: ListSelection

    public init(count: Int, selectedIndex: Int = 0) {
        selection = ListSelection(count: count, selectedIndex: selectedIndex)
    }

    public var selectedIndex: Int { selection.selectedIndex }
    public var offset: Int { selection.offset }
    public var visibleCount: Int { selection.visibleCount }
    public var count: Int {
        get { selection.count }
        set { selection.count = newValue }
    }

    public func select(_ index: Int) {
        selection.select(index)
    }

    /// Arrows and j/k move by one, PgUp/PgDn by a page, Home/End (g/G) to the ends.
    public func handle(_ key: KeyEvent) -> Bool {
        selection.handle(key)
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
}

extension ListSelection {
    /// Arrows and j/k move by one, PgUp/PgDn by a page, Home/End (g/G) to the ends, alone
    /// or with Shift; returns whether the key moves a list.
    public mutating func handle(_ key: KeyEvent) -> Bool {
        guard key.modifiers.isEmpty || key.modifiers == .shift else { return false }
        switch key.key {
        case .up, .character("k"): move(by: -1)
        case .down, .character("j"): move(by: 1)
        case .pageUp: movePage(by: -1)
        case .pageDown: movePage(by: 1)
        case .home, .character("g"): moveToStart()
        case .end, .character("G"): moveToEnd()
        default: return false
        }
        return true
    }
}
