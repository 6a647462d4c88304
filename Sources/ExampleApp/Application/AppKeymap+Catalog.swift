import TUICore
import TUIKit

extension AppKeymap {
    /// Every id the showcase declares, scope by scope with its default keys, and the keys
    /// of each scope's bindings without an id: what a keymap is checked against at launch,
    /// before any of these screens is drawn. `KeymapCatalogTests` opens each screen and
    /// checks its bindings against this list, so it cannot drift from the views.
    static let catalog: [KeymapCatalog.Scope] = [
        scope(
            "Window", ("app.commands", ["ctrl-p", ":"]), ("app.quit", ["q"]), ("app.close", ["esc"]),
            ("app.help", ["?"])),
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
        scope(
            "Logs", ("logs.edit-done", ["enter"]), ("logs.edit-cancel", ["esc"]), ("logs.edit-delete", ["backspace"])),
        scope("KeyHelp", scroll: true),
        // The demos, the overlays and the nav-bar items (one entry a state where keys differ by state).
        scope(
            "Alert", ("alert.previous", ["shift-tab", "left", "shift-left", "h"]),
            ("alert.next", ["tab", "shift-tab", "right", "shift-right", "l"]), ("alert.up", ["up", "shift-up", "k"]),
            ("alert.down", ["down", "shift-down", "j"]), ("alert.page-up", ["pgup", "shift-pgup"]),
            ("alert.page-down", ["pgdn", "shift-pgdn"]), ("alert.top", ["home", "shift-home"]),
            ("alert.bottom", ["end", "shift-end"]), ("alert.press", ["enter", "shift-enter", "space"]),
            ("alert.cancel", ["esc", "shift-esc"])),
        scope("AlertsDemo", list: true, ("alerts.show", ["enter", "space"])),
        scope("AnalyticsDemo", list: true, ("analytics.report", ["enter", "space"])),
        scope(
            "AvatarsDemo", ("avatars.previous", ["left"]), ("avatars.next", ["right"]), ("avatars.more", ["+", "="]),
            ("avatars.fewer", ["-"]), ("avatars.clear", ["0"])),
        scope("BottomSheetDemo", list: true, ("sheets.show", ["enter", "space"])),
        scope(
            "ButtonsDemo", ("buttons.previous", ["left"]), ("buttons.next", ["right"]),
            ("buttons.press", ["enter", "space"]), ("buttons.disable", ["d"]), ("buttons.page", ["c"]),
            ("buttons.cancel-press", ["esc"])),
        scope(
            "CacheDemo", list: true, ("cache.previous-store", ["left"]), ("cache.next-store", ["right"]),
            ("cache.set", ["s"]), ("cache.set-expiring", ["e"]), ("cache.get", ["g", "enter"]),
            ("cache.delete", ["d", "delete"]), ("cache.sweep", ["x"]), ("cache.clear", ["c"])),
        scope("CarouselDemo", ("carousel.previous", ["left"]), ("carousel.next", ["right"])),
        scope(
            "ChartsDemo", ("charts.previous", ["left", "h"]), ("charts.next", ["right", "l"]), ("charts.export", ["s"]),
            ("charts.line-1", ["1"]), ("charts.line-2", ["2"]), ("charts.pause", ["space"])),
        scope(
            "DatesDemo", ("dates.previous-day", ["left", "h"]), ("dates.next-day", ["right", "l"]),
            ("dates.previous-month", ["up", "k"]), ("dates.next-month", ["down", "j"]),
            ("dates.previous-year", ["pgup"]), ("dates.next-year", ["pgdn"]), ("dates.today", ["t"])),
        scope("DeepLinksDemo", list: true, ("deeplinks.open", ["enter", "space"])),
        scope(
            "ErrorStateDemo", ("error.retry", ["enter", "space"]), ("error-state.fail-next", ["f"]),
            ("error-state.skeleton", ["s"])),
        scope("EventBusDemo", ("event-bus.edit", ["enter", "e", "space"])),
        scope("FloatingSheetDemo", list: true, ("restaurants.open", ["enter", "space"])),
        scope(
            "LocalStorageDemo", ("storage.save", ["enter"]), ("storage.read", ["ctrl-r"]),
            ("storage.remove", ["ctrl-x"])),
        scope("LogsDemo", list: true, ("logs-demo.run", ["enter", "space"])),
        scope(
            "MarkdownDemo", ("pages.previous", ["left", "["]), ("pages.next", ["right", "]"]), ("pages.pick", ["p"]),
            ("scroll.up", ["up", "k"]), ("scroll.down", ["down", "j"]), ("scroll.page-up", ["pgup"]),
            ("scroll.page-down", ["pgdn", "space"]), ("scroll.top", ["home", "g"]), ("scroll.bottom", ["end", "G"]),
            ("markdown.next-link", ["tab"]), ("markdown.previous-link", ["shift-tab"]),
            ("markdown.open-link", ["enter"]), ("markdown.contents", ["t"])),
        scope(
            "MarkdownDemo", ("pages.up", ["up", "k"]), ("pages.down", ["down", "j"]), ("pages.top", ["home"]),
            ("pages.bottom", ["end"]), ("pages.open", ["enter"]), ("pages.close", ["p", "esc"])),
        scope(
            "MarkdownDemo", ("markdown.contents.up", ["up", "k"]), ("markdown.contents.down", ["down", "j"]),
            ("markdown.contents.page-up", ["pgup"]), ("markdown.contents.page-down", ["pgdn"]),
            ("markdown.contents.top", ["home"]), ("markdown.contents.bottom", ["end"]), ("markdown.jump", ["enter"]),
            ("markdown.close-contents", ["t", "esc"])),
        scope("MultipleBottomSheetsDemo", list: true, ("sheets.show", ["enter", "space"])),
        scope("Navigation", ("navigation-demo.info", ["i"])),
        scope("Navigation", ("skeleton.reload", ["r"])),
        scope("Navigation", ("error-state.reload", ["r"])),
        scope("Navigation", ("network.reload", ["r"])),
        scope("NavigationDemo", list: true, ("navigation-demo.run", ["enter", "space"])),
        scope(
            "NetworkDemo", ("network.expire-token", ["x"]), ("network.fail-refresh", ["f"]), ("network.login", ["l"]),
            ("network.mock", ["m"]), ("network.scenario", ["s"]), ("network.profile", ["p"])),
        scope(
            "OTPDemo", ("otp.reset", ["r", "enter", "space"]), ("otp.digit-0", ["0"]), ("otp.digit-1", ["1"]),
            ("otp.digit-2", ["2"]), ("otp.digit-3", ["3"]), ("otp.digit-4", ["4"]), ("otp.digit-5", ["5"]),
            ("otp.digit-6", ["6"]), ("otp.digit-7", ["7"]), ("otp.digit-8", ["8"]), ("otp.digit-9", ["9"]),
            ("otp.erase", ["backspace"]), ("otp.clear", ["ctrl-u"]), ("otp.style", ["s"])),
        scope("PageControlDemo", ("page-control.previous", ["left"]), ("page-control.next", ["right"])),
        scope(
            "Palette", ("palette.close", ["esc"]), ("palette.run", ["enter"]),
            ("palette.up", ["up", "ctrl-k", "shift-tab"]), ("palette.down", ["down", "ctrl-j", "ctrl-n", "tab"]),
            ("palette.page-up", ["pgup"]), ("palette.page-down", ["pgdn"])),
        scope(
            "PaletteDemo", ("palette-demo.open", ["enter"]), ("palette-demo.note", ["n"]), ("palette-demo.many", ["m"])),
        scope("PushDemo", list: true, ("push.run", ["enter", "space"])),
        scope("ResourcesDemo", scroll: true),
        scope(
            "RestaurantCard", ("restaurant.book", ["enter", "space"]), ("restaurant.expand", ["+", "="]),
            ("restaurant.collapse", ["-"]), ("restaurant.close", ["esc", "shift-esc"])),
        scope("ScreenReaderDemo", list: true, ("screen-reader.run", ["enter", "space"])),
        scope(
            "SecurityDemo", ("security.digit-0", ["0"]), ("security.digit-1", ["1"]), ("security.digit-2", ["2"]),
            ("security.digit-3", ["3"]), ("security.digit-4", ["4"]), ("security.digit-5", ["5"]),
            ("security.digit-6", ["6"]), ("security.digit-7", ["7"]), ("security.digit-8", ["8"]),
            ("security.digit-9", ["9"]), ("security.erase", ["backspace"]), ("security.lock", ["l"]),
            ("security.reset", ["x"])),
        scope(
            "Sheet", ("card.action", ["enter", "space"]), ("card.close", ["esc", "shift-esc"]),
            ("sheet.close", ["esc", "shift-esc"]), ("sheet.expand", ["+", "="]), ("sheet.collapse", ["-"])),
        scope("SkeletonDemo", ("skeleton.direction", ["d"]), ("skeleton.error-state", ["e"])),
        scope(
            "StyledTextDemo", ("styled-text.narrower", ["-", "left"]), ("styled-text.wider", ["+", "=", "right"]),
            ("styled-text.open", ["enter"])),
        scope(
            "SwitchDemo", ("switches.previous", ["up"]), ("switches.next", ["down"]),
            ("switches.toggle", ["space", "enter"]), ("switches.page", ["c"])),
        scope(
            "TableDemo", ("table.up", ["up", "shift-up", "k"]), ("table.down", ["down", "shift-down", "j"]),
            ("table.page-up", ["pgup", "shift-pgup"]), ("table.page-down", ["pgdn", "shift-pgdn"]),
            ("table.top", ["home", "shift-home", "g"]), ("table.bottom", ["end", "shift-end", "G"]),
            ("table.column-left", ["left", "h"]), ("table.column-right", ["right", "l"]), ("table.sort", ["s"]),
            ("table.mark", ["space"]), ("table.search", ["/"]), ("table.next-match", ["n"]),
            ("table.previous-match", ["N"]), ("table.narrower", ["<"]), ("table.wider", [">"]),
            ("table-demo.break-rows", ["e"]), ("table-demo.many-rows", ["m"]), ("table.search-delete", ["backspace"]),
            ("table.search-done", ["enter"]), ("table.search-cancel", ["esc"])),
        scope(
            "TextAreaDemo", ("editor.save", ["ctrl-s"]), ("editor.document", ["f5"]),
            ("text-area.select-left", ["shift-left"]), ("text-area.select-right", ["shift-right"]),
            ("text-area.select-up", ["shift-up"]), ("text-area.select-down", ["shift-down"]),
            ("text-area.select-home", ["shift-home"]), ("text-area.select-end", ["shift-end"]),
            ("text-area.select-page-up", ["shift-pgup"]), ("text-area.select-page-down", ["shift-pgdn"]),
            ("text-area.select-word-left", ["ctrl-shift-left"]), ("text-area.select-word-right", ["ctrl-shift-right"]),
            ("text-area.select-top", ["ctrl-shift-home"]), ("text-area.select-bottom", ["ctrl-shift-end"]),
            ("text-area.select-all", ["ctrl-a"]), ("text-area.copy", ["alt-c"]), ("text-area.cut", ["ctrl-x"]),
            ("text-area.paste", ["ctrl-v"]), ("text-area.undo", ["alt-u"]), ("text-area.redo", ["alt-r"]),
            ("editor.wrap", ["f2"]), ("editor.numbers", ["f3"]), ("editor.read-only", ["f4"])),
        scope(
            "TextFieldsDemo", ("fields.next", ["tab", "down"]), ("fields.previous", ["shift-tab", "up"]),
            ("fields.enter", ["enter"]), ("fields.erase-word", ["ctrl-w"]), ("fields.erase-line", ["ctrl-u"]),
            ("fields.style", ["ctrl-t"])),
        scope("Toast", ("toast.tap", ["ctrl-t"])),
        scope("ToastsDemo", list: true, ("toasts.show", ["enter", "space"]), ("toast.tap", ["ctrl-t"])),
        scope(
            "TreeDemo", ("tree.up", ["up", "shift-up", "k"]), ("tree.down", ["down", "shift-down", "j"]),
            ("tree.page-up", ["pgup", "shift-pgup"]), ("tree.page-down", ["pgdn", "shift-pgdn"]),
            ("tree.top", ["home", "shift-home", "g"]), ("tree.bottom", ["end", "shift-end", "G"]),
            ("tree.collapse", ["left", "h"]), ("tree.expand", ["right", "l"]), ("tree.open", ["enter", "space"]),
            ("tree.expand-all", ["*"]), ("tree.filter", ["/"]), ("tree.filter-delete", ["backspace"]),
            ("tree.filter-done", ["enter"]), ("tree.clear-filter", ["esc"])),
        scope(
            "UtilsDemo", list: true, ("utils.run", ["enter", "space"]), ("utils.next-sample", ["right", "l"]),
            ("utils.previous-sample", ["left", "h"])),
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
