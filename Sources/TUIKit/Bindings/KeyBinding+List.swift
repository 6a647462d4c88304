import TUICore

extension KeyBinding {
    /// The keys that move a list's selection (arrows and j/k by one, PgUp/PgDn by a page,
    /// Home/End and g/G to the ends), named "↑↓" in the hint line. Each move is rebound by
    /// its own id under `id` (`list.up`, `list.down`, `list.page-up`, `list.page-down`,
    /// `list.top`, `list.bottom`); a view with two lists names the second apart.
    public static func list(
        _ selection: Binding<ListSelection>,
        id: ID = "list",
        _ description: String,
        isShown: Bool = true
    ) -> KeyBinding {
        KeyBinding(
            keys: ListSelection.movementKeys, slots: ListSelection.movementSlots(id), label: "↑↓", description,
            isShown: isShown
        ) {
            selection.wrappedValue.handle($0)
        }
    }
}

extension ListSelection {
    /// Every key `handle(_:)` moves the selection with, alone or with Shift.
    public static let movementKeys: [KeyEvent] = [
        KeyEvent.up, .down, .character("k"), .character("j"), .pageUp, .pageDown, .home, .end, .character("g"),
        .character("G"),
    ].withShift

    /// The moves of `movementKeys`, each under its id below `prefix`.
    public static func movementSlots(_ prefix: KeyBinding.ID) -> [KeyBinding.Slot] {
        [
            ("up", [KeyEvent.up, .character("k")]), ("down", [.down, .character("j")]),
            ("page-up", [.pageUp]), ("page-down", [.pageDown]), ("top", [.home, .character("g")]),
            ("bottom", [.end, .character("G")]),
        ].map { KeyBinding.Slot(KeyBinding.ID("\(prefix).\($0.0)"), $0.1.withShift) }
    }
}
