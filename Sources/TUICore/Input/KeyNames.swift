/// Names of keys, as `render --keys` and the pilot spell them: `enter`, `esc`, `tab`,
/// `shift-tab`, `backspace`, `delete`, `up`, `down`, `left`, `right`, `home`, `end`,
/// `pgup`, `pgdn`, `space`, `comma`, `f1`…`f12`, `ctrl-x`, `alt-x`, `shift-left` (and any
/// prefix together: `shift-ctrl-right`), or one character.
public enum KeyNames {
    private static let named: [(String, Key)] = [
        ("enter", .enter), ("esc", .escape), ("tab", .tab), ("shift-tab", .backTab),
        ("backspace", .backspace), ("delete", .delete), ("insert", .insert), ("up", .up),
        ("down", .down), ("left", .left), ("right", .right), ("home", .home), ("end", .end),
        ("pgup", .pageUp), ("pgdn", .pageDown), ("space", .character(" ")),
        ("comma", .character(",")),
    ]

    private static let aliases: [String: String] = [
        "return": "enter", "escape": "esc", "backtab": "shift-tab", "del": "delete",
        "pageup": "pgup", "pagedown": "pgdn",
    ]

    /// Parses one key name; nil when it names no key.
    public static func parse(_ name: String) -> KeyEvent? {
        if name.count == 1, let character = name.first { return .character(character) }
        let lowered = name.lowercased()
        let canonical = aliases[lowered] ?? lowered
        if let match = named.first(where: { $0.0 == canonical }) { return KeyEvent(match.1) }
        if canonical.hasPrefix("f"), let number = Int(canonical.dropFirst()), (1...12).contains(number) {
            return KeyEvent(.function(number))
        }
        for (prefix, modifier) in [("ctrl-", KeyModifiers.control), ("alt-", .alt), ("shift-", .shift)]
        where canonical.hasPrefix(prefix) {
            guard var inner = parse(String(name.dropFirst(prefix.count))) else { return nil }
            // A terminal sends Shift with a letter as the capital: "shift-x" names nothing.
            if modifier == .shift, case .character = inner.key { return nil }
            inner.modifiers.insert(modifier)
            // A terminal sends Ctrl-X and Ctrl-Shift-X alike, as `.control("x")`.
            if inner.modifiers.contains(.control), case .character(let character) = inner.key,
                character.isASCII, character.isUppercase
            {
                inner.key = .character(Character(character.lowercased()))
            }
            return inner
        }
        return nil
    }

    /// Parses a comma-separated list, naming the first bad entry on failure.
    public static func parseList(_ list: String) -> Result<[KeyEvent], KeyNameError> {
        var keys: [KeyEvent] = []
        for part in list.split(separator: ",", omittingEmptySubsequences: false) {
            let name = part.trimmed(" ")
            guard let key = parse(name) else { return .failure(KeyNameError(name: name)) }
            keys.append(key)
        }
        return .success(keys)
    }

    public static func name(of event: KeyEvent) -> String {
        var prefix = ""
        if event.modifiers.contains(.control) { prefix += "ctrl-" }
        if event.modifiers.contains(.alt) { prefix += "alt-" }
        // Shift with a key that is not typed text (a selection's moves); a capital needs none.
        if event.modifiers.contains(.shift), event.key != .backTab {
            if case .character = event.key {} else { prefix += "shift-" }
        }
        if let match = named.first(where: { $0.1 == event.key }) { return prefix + match.0 }
        switch event.key {
        case .character(let character): return prefix + String(character)
        case .function(let number): return prefix + "f\(number)"
        default: return prefix + "?"
        }
    }
}

/// A key name that `KeyNames.parse` does not know.
public struct KeyNameError: Error, Equatable, CustomStringConvertible {
    public let name: String

    public init(name: String) {
        self.name = name
    }

    public var description: String {
        "unknown key name '\(name)' (try enter, esc, tab, shift-tab, up, down, left, right, "
            + "backspace, space, pgup, pgdn, home, end, f1…f12, ctrl-X, alt-X or one character)"
    }
}

extension StringProtocol {
    fileprivate func trimmed(_ set: Character) -> String {
        var text = Substring(self)
        while text.first == set { text = text.dropFirst() }
        while text.last == set { text = text.dropLast() }
        return String(text)
    }
}
