/// A key, decoded from the terminal's input.
public enum Key: Hashable, Sendable {
    case character(Character)
    case enter
    case escape
    case tab
    case backTab
    case backspace
    case delete
    case insert
    case up
    case down
    case left
    case right
    case home
    case end
    case pageUp
    case pageDown
    case function(Int)
}

/// Modifier keys held with a key.
public struct KeyModifiers: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8

    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    public static let control = KeyModifiers(rawValue: 1 << 0)
    public static let alt = KeyModifiers(rawValue: 1 << 1)
    public static let shift = KeyModifiers(rawValue: 1 << 2)
}

/// A key press with its modifiers.
public struct KeyEvent: Hashable, Sendable, CustomStringConvertible {
    public var key: Key
    public var modifiers: KeyModifiers

    public init(_ key: Key, modifiers: KeyModifiers = []) {
        self.key = key
        self.modifiers = modifiers
    }

    public static func character(_ character: Character) -> KeyEvent {
        KeyEvent(.character(character))
    }

    public static func control(_ character: Character) -> KeyEvent {
        KeyEvent(.character(character), modifiers: .control)
    }

    /// The key's name as `--keys` spells it.
    public var description: String { KeyNames.name(of: self) }
}
