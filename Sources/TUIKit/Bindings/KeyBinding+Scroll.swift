import TUICore

extension KeyBinding {
    /// The keys `ScrollState` moves by a line or to an end, named "↑↓".
    public static let scrollLineKeys: [KeyEvent] = [
        .up, .down, .character("k"), .character("j"), .home, .end, .character("g"), .character("G"),
    ]
    /// The keys `ScrollState` moves by a page.
    public static let scrollPageKeys: [KeyEvent] = [.pageUp, .pageDown, .space]

    /// `keys` scroll the bound `state`; by default every key it moves by, under one "↑↓" hint.
    public static func scroll(
        _ state: Binding<ScrollState>,
        keys: [KeyEvent] = scrollLineKeys + scrollPageKeys,
        label: String = "↑↓",
        _ description: String
    ) -> KeyBinding {
        KeyBinding(keys: keys, label: label, description) { key in
            var scroll = state.wrappedValue
            guard scroll.handle(key) else { return false }
            state.wrappedValue = scroll
            return true
        }
    }
}
