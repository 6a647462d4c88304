import TUICore

extension KeyBinding {
    /// A binding's stable id, dotted (`logs.open`, `list.down`): what a keymap file names to
    /// rebind it, as Textual names an action and Helix a command. Unique within the view
    /// that declares it; the same id in two views is rebound in both.
    public struct ID: Hashable, Sendable, Comparable, ExpressibleByStringLiteral, CustomStringConvertible {
        public let rawValue: String

        public init(_ rawValue: String) {
            self.rawValue = rawValue
        }

        public init(stringLiteral value: String) {
            self.init(value)
        }

        public var description: String { rawValue }

        public static func < (lhs: ID, rhs: ID) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// One action a keymap may rebind: its id and its default keys. A key the keymap gives
    /// reaches the binding's handler as the first default key, so a handler that tells
    /// keys apart (a list's moves) works unchanged.
    public struct Slot: Sendable, Equatable {
        public let id: ID
        public let keys: [KeyEvent]

        public init(_ id: ID, _ keys: [KeyEvent]) {
            self.id = id
            self.keys = keys
        }
    }
}
