import TUICore

/// One key of a group and what it does.
public struct KeyAction {
    public let key: KeyEvent
    /// What a keymap names to rebind this key alone (`logs.export-har`).
    public let id: KeyBinding.ID?
    public let action: @MainActor () -> Void

    public init(_ key: KeyEvent, id: KeyBinding.ID? = nil, _ action: @escaping @MainActor () -> Void) {
        self.key = key
        self.id = id
        self.action = action
    }

    public init(_ character: Character, id: KeyBinding.ID? = nil, _ action: @escaping @MainActor () -> Void) {
        self.init(.character(character), id: id, action)
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
        let slots = actions.compactMap { entry in entry.id.map { KeyBinding.Slot($0, [entry.key]) } }
        return KeyBinding(keys: actions.map(\.key), slots: slots, label: label, description, isShown: isShown) { key in
            guard let entry = actions.first(where: { $0.key == key }) else { return false }
            entry.action()
            return true
        }
    }
}
