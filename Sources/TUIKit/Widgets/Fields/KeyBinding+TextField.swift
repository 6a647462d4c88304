import TUICore

extension KeyBinding {
    /// What a focused text field takes: the keys that edit it (typing, Backspace, the
    /// cursor and word keys, Ctrl-W, Ctrl-U) and a paste, whole. Other keys (Tab, Enter,
    /// Esc) pass on to the bindings after these. Hidden: a field shows its own edit point.
    public static func editing(_ field: TextFieldState) -> [KeyBinding] {
        [
            .anyKey { field.handle($0) },
            .paste { text in
                field.paste(text)
                return true
            },
        ]
    }
}

extension KeyBinding {
    /// Ctrl-R shows or hides a secure field's text, with `description` on the hint line
    /// ("shows the password"). Declared by the screen, so the hint line, the state report
    /// and a keymap see it like any binding.
    public static func revealing(_ field: TextFieldState, _ description: String) -> KeyBinding {
        KeyBinding(KeyEvent(.character("r"), modifiers: .control), id: "field.reveal", description) {
            field.toggleReveal()
        }
    }
}
