import TUICore

extension TreeView {
    /// The tree's keys, declared once: they drive the hint line. While the filter is being
    /// typed, characters go to it, Backspace deletes, Enter keeps it and Esc clears it.
    /// Otherwise ↑↓ (j/k), PgUp/PgDn and Home/End (g/G) move, → opens (or goes to the first
    /// child), ← closes (or goes to the parent), Enter and Space open, close or activate,
    /// `*` opens everything below, `/` filters and Esc clears the filter.
    public var bindings: [KeyBinding] {
        var bindings: [KeyBinding] = []
        if model.filter.isEditing {
            bindings += [
                .text { [model] character in
                    model.type(character)
                    return true
                },
                // A paste filters once, not once for each of its characters.
                .paste { [model] text in
                    model.type(contentsOf: text)
                    return true
                },
                KeyBinding(.backspace, id: "tree.filter-delete", strings.filter, isShown: false) { [model] in
                    model.deleteBackward()
                },
                KeyBinding(.enter, id: "tree.filter-done", strings.done) { [model] in model.acceptFilter() },
            ]
        }
        bindings += [
            KeyBinding(
                keys: ListSelection.movementKeys, slots: ListSelection.movementSlots("tree"), label: "↑↓", strings.move
            ) { [model] key in
                model.selection.handle(key)
            },
            KeyBinding(
                keys: [.left, .right, .character("h"), .character("l")],
                slots: [
                    KeyBinding.Slot("tree.collapse", [.left, .character("h")]),
                    KeyBinding.Slot("tree.expand", [.right, .character("l")]),
                ],
                label: "←→", strings.expand
            ) { [model] key in
                if key.key == .left || key.key == .character("h") { model.moveLeft() } else { model.moveRight() }
                return true
            },
            KeyBinding(keys: [.enter, .space], id: "tree.open", label: "Enter", strings.open) { [model] _ in
                model.activateSelected()
                return true
            },
            KeyBinding("*", id: "tree.expand-all", strings.expandAll) { [model] in model.expandAllBelowSelected() },
            KeyBinding("/", id: "tree.filter", strings.filter) { [model] in model.beginFilter() },
        ]
        if model.filter.isActive || model.filter.isEditing {
            bindings.append(
                KeyBinding(.escape, id: "tree.clear-filter", strings.clearFilter) { [model] in model.clearFilter() })
        }
        return bindings
    }
}
