import TUICore

/// What an app's views declare that a keymap may name, scope by scope: read off their
/// bindings (`scope(_:_:)`), so a keymap is checked at launch without drawing each screen.
public enum KeymapCatalog {
    /// One scope's rebindable actions and the keys of its bindings without an id.
    public struct Scope: Sendable {
        public let scope: KeyScope
        public let slots: [KeyBinding.Slot]
        public let fixedKeys: [KeyEvent]

        public init(scope: KeyScope, slots: [KeyBinding.Slot], fixedKeys: [KeyEvent]) {
            self.scope = scope
            self.slots = slots
            self.fixedKeys = fixedKeys
        }
    }

    /// The catalog entry of `bindings` declared by `scope`.
    @MainActor
    public static func scope(_ scope: KeyScope, _ bindings: [KeyBinding]) -> Scope {
        Scope(
            scope: scope, slots: bindings.flatMap(\.slots),
            fixedKeys: bindings.filter(\.slots.isEmpty).flatMap(\.dispatchKeys))
    }
}
