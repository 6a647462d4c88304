import TUICore

extension TableView {
    /// The table's keys, declared once: they drive the hint line. While a sort runs, Esc
    /// cancels it; while searching, typed characters go to the query, Backspace deletes,
    /// Enter stays on the match and Esc goes back. Otherwise the arrows and j/k, PgUp/PgDn,
    /// Home/End and g/G move the cursor (Shift with ↑↓ marks as it moves), ←→ and h/l focus
    /// a column, `s` sorts by it, Space marks the row, `/` searches, `n`/`N` find the next
    /// or previous match, `<` and `>` narrow or widen the column.
    public var bindings: [KeyBinding] {
        var bindings: [KeyBinding] = []
        if model.sorting != nil {
            bindings.append(
                KeyBinding(.escape, id: "table.cancel-sort", strings.cancel) { [model] in model.cancelSort() })
        }
        if model.search.isActive {
            bindings += [
                .text { [model] character in
                    model.type(character)
                    return true
                },
                // A paste searches once, not once for each of its characters.
                .paste { [model] text in
                    model.type(contentsOf: text)
                    return true
                },
                KeyBinding(.backspace, id: "table.search-delete", strings.search, isShown: false) { [model] in
                    model.deleteBackward()
                },
                KeyBinding(.enter, id: "table.search-done", strings.done) { [model] in model.acceptSearch() },
                KeyBinding(.escape, id: "table.search-cancel", strings.cancel) { [model] in model.cancelSearch() },
            ]
        }
        bindings += [
            // A list's keys, but Shift with ↑↓ marks as it moves.
            KeyBinding(
                keys: ListSelection.movementKeys, slots: TableKeys.movementSlots, label: "↑↓", strings.move
            ) { [model] key in
                guard key.modifiers == .shift, key.key == .up || key.key == .down else {
                    return model.selection.handle(key)
                }
                model.extendMarks(by: key.key == .up ? -1 : 1)
                return true
            },
            KeyBinding(
                keys: TableKeys.columnKeys, slots: TableKeys.columnSlots, label: "←→", strings.column
            ) { [model] key in
                model.moveColumn(by: key.key == .left || key.key == .character("h") ? -1 : 1)
                return true
            },
            KeyBinding("s", id: "table.sort", strings.sort) { [model] in model.sortFocusedColumn() },
            KeyBinding(.space, id: "table.mark", strings.mark) { [model] in model.toggleMark() },
            KeyBinding("/", id: "table.search", strings.search) { [model] in model.beginSearch() },
            KeyBinding(
                keys: TableKeys.matchKeys, slots: TableKeys.matchSlots, label: "n N", strings.nextMatch,
                isShown: !model.search.query.isEmpty
            ) { [model] key in
                guard !model.search.query.isEmpty else { return false }
                if key.key == .character("n") { model.findNext() } else { model.findPrevious() }
                return true
            },
            KeyBinding(
                keys: TableKeys.widthKeys, slots: TableKeys.widthSlots, label: "< >", strings.width
            ) { [model] key in
                model.resizeFocusedColumn(by: key.key == .character("<") ? -1 : 1)
                return true
            },
        ]
        return bindings
    }
}

/// The table's keys and their ids, made once: a table's bindings are gathered at every key
/// and hint line, and each id is a string.
private enum TableKeys {
    static let movementSlots = ListSelection.movementSlots("table")
    static let columnKeys: [KeyEvent] = [.left, .right, .character("h"), .character("l")]
    static let columnSlots = [
        KeyBinding.Slot("table.column-left", [.left, .character("h")]),
        KeyBinding.Slot("table.column-right", [.right, .character("l")]),
    ]
    static let matchKeys: [KeyEvent] = [.character("n"), .character("N"), KeyEvent(.character("N"), modifiers: .shift)]
    static let matchSlots = [
        KeyBinding.Slot("table.next-match", [.character("n")]),
        KeyBinding.Slot("table.previous-match", [.character("N"), KeyEvent(.character("N"), modifiers: .shift)]),
    ]
    static let widthKeys: [KeyEvent] = [.character("<"), .character(">")]
    static let widthSlots = [
        KeyBinding.Slot("table.narrower", [.character("<")]),
        KeyBinding.Slot("table.wider", [.character(">")]),
    ]
}
