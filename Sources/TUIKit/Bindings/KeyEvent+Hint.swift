import TUICore

extension KeyEvent {
    /// How a hint line names the key: "Enter", "Esc", "↑", "PgUp", "Ctrl-U", "F12", "x".
    public var hintLabel: String {
        let name: String
        switch key {
        case .character(" "): name = "Space"
        case .character(let character):
            name = modifiers.contains(.control) ? String(character).uppercased() : String(character)
        case .enter: name = "Enter"
        case .escape: name = "Esc"
        case .tab: name = "Tab"
        case .backTab: name = "Shift-Tab"
        case .backspace: name = "Backspace"
        case .delete: name = "Del"
        case .insert: name = "Ins"
        case .up: name = "↑"
        case .down: name = "↓"
        case .left: name = "←"
        case .right: name = "→"
        case .home: name = "Home"
        case .end: name = "End"
        case .pageUp: name = "PgUp"
        case .pageDown: name = "PgDn"
        case .function(let number): name = "F\(number)"
        }
        var prefix = ""
        if modifiers.contains(.control) { prefix += "Ctrl-" }
        if modifiers.contains(.alt) { prefix += "Alt-" }
        if modifiers.contains(.shift), key != .backTab { prefix += "Shift-" }
        return prefix + name
    }

    public static let enter = KeyEvent(.enter)
    public static let escape = KeyEvent(.escape)
    public static let tab = KeyEvent(.tab)
    public static let backTab = KeyEvent(.backTab)
    public static let backspace = KeyEvent(.backspace)
    public static let space = KeyEvent(.character(" "))
    public static let up = KeyEvent(.up)
    public static let down = KeyEvent(.down)
    public static let left = KeyEvent(.left)
    public static let right = KeyEvent(.right)
    public static let pageUp = KeyEvent(.pageUp)
    public static let pageDown = KeyEvent(.pageDown)
    public static let home = KeyEvent(.home)
    public static let end = KeyEvent(.end)
}

extension [KeyEvent] {
    /// These keys, alone and with Shift held (a list moves the same either way).
    public var withShift: [KeyEvent] {
        flatMap { [$0, KeyEvent($0.key, modifiers: $0.modifiers.union(.shift))] }
    }
}
