import TUICore

extension ScrollState {
    /// Moves by the scroll keys: arrows and j/k a line, PgUp/PgDn and Space a page, Home/End
    /// and g/G to an end. Returns false for any other key, so it passes on.
    public mutating func handle(_ key: KeyEvent) -> Bool {
        guard key.modifiers.isEmpty else { return false }
        switch key.key {
        case .up, .character("k"): scroll(by: -1)
        case .down, .character("j"): scroll(by: 1)
        case .pageUp: scrollPage(by: -1)
        case .pageDown, .character(" "): scrollPage(by: 1)
        case .home, .character("g"): scrollToStart()
        case .end, .character("G"): scrollToEnd()
        default: return false
        }
        return true
    }
}
