import TUICore

extension KeyBinding {
    /// The keys `ScrollState` moves by a line or to an end, named "↑↓".
    public static let scrollLineKeys: [KeyEvent] = [
        .up, .down, .character("k"), .character("j"), .home, .end, .character("g"), .character("G"),
    ]
    /// The keys `ScrollState` moves by a page.
    public static let scrollPageKeys: [KeyEvent] = [.pageUp, .pageDown, .space]

    /// `keys` scroll `state`; by default every key it moves by, under one "↑↓" hint.
    public static func scroll(
        _ state: ScrollState,
        keys: [KeyEvent] = scrollLineKeys + scrollPageKeys,
        label: String = "↑↓",
        _ description: String
    ) -> KeyBinding {
        KeyBinding(keys: keys, label: label, description) { state.handle($0) }
    }
}
