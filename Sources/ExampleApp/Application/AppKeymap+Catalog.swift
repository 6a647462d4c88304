import TUICore
import TUIKit

extension AppKeymap {
    /// Every id the showcase declares, scope by scope with its default keys, and the keys
    /// of each scope's bindings without an id: what a keymap is checked against at launch,
    /// before any of these screens is drawn. `KeymapCatalogTests` opens each screen and
    /// checks its bindings against this list, so it cannot drift from the views.
    static let catalog: [KeymapCatalog.Scope] = [
        scope(
            "Window", ("app.commands", [":"]), ("app.quit", ["q"]), ("app.close", ["esc"]), ("app.help", ["?"])),
        scope("Hotkeys", ("logs.open", ["f12", "ctrl-]"])),
        scope("Navigation", ("navigation.back", ["esc", "backspace"])),
        scope(
            "SplitView", ("split.focus", ["f6", "shift-f6"]), ("split.divider-left", ["ctrl-left"]),
            ("split.divider-right", ["ctrl-right"]), ("split.back", ["esc", "backspace"])),
        scope(
            "TabBar", ("tabs.next", ["tab"]), ("tabs.previous", ["shift-tab"]), ("tabs.1", ["1"]), ("tabs.2", ["2"]),
            ("tabs.3", ["3"])),
        scope("Examples", list: true, ("catalog.open", ["enter", "space", "right", "l"])),
        scope("Components", list: true, ("catalog.open", ["enter", "space", "right", "l"])),
        scope(
            "Settings", list: true, ("settings.change", ["enter", "space"]),
            ("settings.next-value", ["right", "l"]), ("settings.previous-value", ["left", "h"])),
        // The debug panel, one entry a state: its keys differ by view and while typing.
        scope(
            "Logs", list: true, ("logs.next-view", ["tab"]), ("logs.previous-view", ["shift-tab"]),
            ("logs.search", ["/"]), ("logs.filter-level", ["l"]), ("logs.filter-category", ["c"]),
            ("logs.filter-status", ["s"]), ("logs.open-entry", ["enter"]), ("logs.clear", ["x"]),
            ("logs.export-text", ["e"]), ("logs.export-har", ["h"]), ("logs.copy", ["y"]), ("logs.copy-curl", ["Y"]),
            ("logs.reset-filters", ["0"]), ("logs.show-messages", ["1"]), ("logs.show-requests", ["2"]),
            ("logs.show-storage", ["3"]), ("logs.show-tools", ["4"]), ("logs.sessions", ["v"]), ("logs.close", ["esc"])),
        scope("Logs", list: true, ("logs.pick-session", ["enter"]), ("logs.cancel-session", ["esc"])),
        scope(
            "Logs", list: true, ("logs.next-view", ["tab"]), ("logs.previous-view", ["shift-tab"]),
            ("logs.run-tool", ["enter"]), ("logs.show-messages", ["1"]), ("logs.show-requests", ["2"]),
            ("logs.show-storage", ["3"]), ("logs.close", ["esc"])),
        scope(
            "Logs", scroll: true, ("logs.next-view", ["tab"]), ("logs.previous-view", ["shift-tab"]),
            ("logs.show-messages", ["1"]), ("logs.show-requests", ["2"]), ("logs.show-tools", ["4"]),
            ("logs.close", ["esc"])),
        scope("Logs", fixed: ["backspace"], ("logs.edit-done", ["enter"]), ("logs.edit-cancel", ["esc"])),
        scope("KeyHelp", scroll: true),
    ]

    /// A scope of the catalog: `slots` as ids and key names (`render --keys`' names), and
    /// the list's or scroll view's moves when it has them.
    private static func scope(
        _ name: String, list: Bool = false, scroll: Bool = false, fixed: [String] = [],
        _ slots: (String, [String])...
    ) -> KeymapCatalog.Scope {
        var all = slots.map { id, names in
            KeyBinding.Slot(KeyBinding.ID(id), names.compactMap(KeyNames.parse))
        }
        if list { all += ListSelection.movementSlots("list") }
        if scroll {
            all += KeyBinding.scrollSlots("scroll", keys: KeyBinding.scrollLineKeys + KeyBinding.scrollPageKeys)
        }
        return KeymapCatalog.Scope(scope: KeyScope(name: name), slots: all, fixedKeys: fixed.compactMap(KeyNames.parse))
    }
}
