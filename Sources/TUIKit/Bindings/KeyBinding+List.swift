import TUICore

extension KeyBinding {
    /// The keys that move a list's selection (arrows and j/k by one, PgUp/PgDn by a page,
    /// Home/End and g/G to the ends), named "↑↓" in the hint line.
    public static func list(
        _ selection: Binding<ListSelection>,
        _ description: String,
        isShown: Bool = true
    ) -> KeyBinding {
        KeyBinding(keys: ListSelection.movementKeys, label: "↑↓", description, isShown: isShown) {
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
}
