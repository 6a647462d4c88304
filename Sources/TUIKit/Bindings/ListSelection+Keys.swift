import TUICore

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
