import TUICore

extension KeyBinding {
    /// The keys `ScrollState` moves by a line or to an end, named "↑↓".
    public static let scrollLineKeys: [KeyEvent] = [
        .up, .down, .character("k"), .character("j"), .home, .end, .character("g"), .character("G"),
    ]
    /// The keys `ScrollState` moves by a page.
    public static let scrollPageKeys: [KeyEvent] = [.pageUp, .pageDown, .space]

    /// `keys` scroll the bound `state`; by default every key it moves by, under one "↑↓" hint.
    /// Each move is rebound by its own id under `id` (`scroll.up`, `scroll.down`,
    /// `scroll.page-up`, `scroll.page-down`, `scroll.top`, `scroll.bottom`).
    public static func scroll(
        _ state: Binding<ScrollState>,
        id: ID = "scroll",
        keys: [KeyEvent] = scrollLineKeys + scrollPageKeys,
        label: String = "↑↓",
        _ description: String
    ) -> KeyBinding {
        KeyBinding(keys: keys, slots: scrollSlots(id, keys: keys), label: label, description) { key in
            var scroll = state.wrappedValue
            guard scroll.handle(key) else { return false }
            state.wrappedValue = scroll
            return true
        }
    }
}

extension KeyBinding {
    /// The moves among `keys`, each under its id below `prefix`.
    public static func scrollSlots(_ prefix: ID, keys: [KeyEvent]) -> [Slot] {
        let moves: [(String, [KeyEvent])] = [
            ("up", [.up, .character("k")]), ("down", [.down, .character("j")]), ("page-up", [.pageUp]),
            ("page-down", [.pageDown, .space]), ("top", [.home, .character("g")]),
            ("bottom", [.end, .character("G")]),
        ]
        return moves.compactMap { name, defaults in
            let given = defaults.filter(keys.contains)
            return given.isEmpty ? nil : Slot(ID("\(prefix).\(name)"), given)
        }
    }
}
