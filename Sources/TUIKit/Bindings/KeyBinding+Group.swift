import TUICore

/// One key of a group and what it does.
public struct KeyAction {
    public let key: KeyEvent
    public let action: @MainActor () -> Void

    public init(_ key: KeyEvent, _ action: @escaping @MainActor () -> Void) {
        self.key = key
        self.action = action
    }

    public init(_ character: Character, _ action: @escaping @MainActor () -> Void) {
        self.init(.character(character), action)
    }
}

extension KeyBinding {
    /// Keys under one hint, each with its own action ("e h export"): the label names them
    /// in order, and a key that is not among them passes on.
    public static func group(
        label: String,
        _ description: String,
        isShown: Bool = true,
        _ actions: [KeyAction]
    ) -> KeyBinding {
        KeyBinding(keys: actions.map(\.key), label: label, description, isShown: isShown) { key in
            guard let entry = actions.first(where: { $0.key == key }) else { return false }
            entry.action()
            return true
        }
    }
}
