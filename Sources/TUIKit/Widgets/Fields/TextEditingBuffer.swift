import TUICore

/// The text a field edits and its cursor, counted in grapheme clusters, so an emoji, a
/// CJK ideograph or a letter with combining marks moves and deletes as one character.
///
/// Editing is selection-free, as in a shell's line editor: insert at the cursor,
/// Backspace/Delete, ←/→, Home/End (Ctrl-A/Ctrl-E), word jumps (Ctrl-←/→, Alt-B/F),
/// Ctrl-W deletes the word before the cursor and Ctrl-U everything before it.
public struct TextEditingBuffer: Hashable, Sendable {
    public private(set) var characters: [Character]
    /// Graphemes before the cursor: 0 is the start, `characters.count` the end.
    public var cursor: Int {
        didSet { cursor = min(max(0, cursor), characters.count) }
    }

    public init(_ text: String = "", cursor: Int? = nil) {
        characters = Array(text)
        self.cursor = min(max(0, cursor ?? characters.count), characters.count)
    }

    public var text: String { String(characters) }

    /// The text before the cursor.
    public var prefix: String { String(characters[..<cursor]) }

    public mutating func insert(_ text: String) {
        let inserted = Array(text)
        characters.insert(contentsOf: inserted, at: cursor)
        cursor += inserted.count
    }

    /// Replaces the whole text, keeping `cursor` graphemes before the edit point.
    public mutating func replace(with text: String, cursor: Int) {
        characters = Array(text)
        self.cursor = cursor
    }

    public mutating func deleteBackward() {
        guard cursor > 0 else { return }
        characters.remove(at: cursor - 1)
        cursor -= 1
    }

    public mutating func deleteForward() {
        guard cursor < characters.count else { return }
        characters.remove(at: cursor)
    }

    /// Deletes back to the start of the word before the cursor (Ctrl-W).
    public mutating func deleteWordBackward() {
        let start = wordStart(before: cursor)
        characters.removeSubrange(start..<cursor)
        cursor = start
    }

    /// Deletes everything before the cursor (Ctrl-U).
    public mutating func deleteToStart() {
        characters.removeSubrange(0..<cursor)
        cursor = 0
    }

    public mutating func moveWordBackward() {
        cursor = wordStart(before: cursor)
    }

    public mutating func moveWordForward() {
        var index = cursor
        while index < characters.count, !isWordCharacter(characters[index]) { index += 1 }
        while index < characters.count, isWordCharacter(characters[index]) { index += 1 }
        cursor = index
    }

    /// Applies an editing key; returns false for keys that do not edit (Tab, Enter, Esc…),
    /// so the screen can use them.
    public mutating func handle(_ key: KeyEvent) -> Bool {
        switch (key.key, key.modifiers) {
        case (.character(let character), []), (.character(let character), .shift):
            guard TextWidth.of(character) > 0 || character == " " else { return false }
            insert(String(character))
        case (.backspace, []): deleteBackward()
        case (.delete, []), (.character("d"), .control): deleteForward()
        case (.left, []), (.character("b"), .control): cursor -= 1
        case (.right, []), (.character("f"), .control): cursor += 1
        case (.home, []), (.character("a"), .control): cursor = 0
        case (.end, []), (.character("e"), .control): cursor = characters.count
        case (.left, .control), (.left, .alt), (.character("b"), .alt): moveWordBackward()
        case (.right, .control), (.right, .alt), (.character("f"), .alt): moveWordForward()
        case (.character("w"), .control), (.backspace, .alt): deleteWordBackward()
        case (.character("u"), .control): deleteToStart()
        default: return false
        }
        return true
    }

    private func wordStart(before index: Int) -> Int {
        var index = index
        while index > 0, !isWordCharacter(characters[index - 1]) { index -= 1 }
        while index > 0, isWordCharacter(characters[index - 1]) { index -= 1 }
        return index
    }

    private func isWordCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_"
    }
}
