import TUIKit

/// The keys of a tab's catalog list (Examples, Components): move, open, and the tab bar's,
/// the debug panel's and the window's keys named at the end of the line, as lazygit's
/// root views name their global keys.
@MainActor
enum CatalogListBindings {
    static func make(selection: Binding<ListSelection>, open: @escaping @MainActor () -> Void) -> [KeyBinding] {
        [
            .list(selection, R.string.common.bindingMove()),
            KeyBinding(
                [.enter, .space, .right, .character("l")], id: "catalog.open", R.string.common.bindingOpen(),
                action: open),
            .inherited(.tab),
            .inherited(LogsHotkey.primary),
            .inherited(.character("q")),
        ]
    }
}
