extension TextDocument {
    /// The place one grapheme after `position`; from a line's end, the next line's start.
    /// An emoji, a CJK ideograph or a letter with its combining marks is one step.
    public func position(after position: TextPosition) -> TextPosition {
        let line = lines[position.line]
        guard position.offset < line.utf8.count else {
            guard position.line + 1 < lines.count else { return position }
            return TextPosition(line: position.line + 1, offset: 0)
        }
        return TextPosition(line: position.line, offset: Self.graphemeEnd(in: line, from: position.offset))
    }

    /// The place one grapheme before `position`; from a line's start, the previous line's end.
    public func position(before position: TextPosition) -> TextPosition {
        guard position.offset > 0 else {
            guard position.line > 0 else { return position }
            return TextPosition(line: position.line - 1, offset: lines[position.line - 1].utf8.count)
        }
        let line = lines[position.line]
        let utf8 = line.utf8
        let index = utf8.index(utf8.startIndex, offsetBy: position.offset)
        let before = utf8.index(before: index)
        if utf8[before] < 0x80, index == utf8.endIndex || utf8[index] < 0x80 {
            // An ASCII byte before ASCII or the end: a grapheme of its own ("\r\n" never
            // stands inside a line).
            return TextPosition(line: position.line, offset: position.offset - 1)
        }
        let start = Self.graphemeStart(before: index, in: line)
        return TextPosition(line: position.line, offset: utf8.distance(from: utf8.startIndex, to: start))
    }

    /// Where the grapheme before `index` starts, counting the piece of a grapheme that
    /// `index` cuts as one: edits can leave a position between two scalars that now join
    /// (a combining mark typed after a letter), and `String.index(before:)` from there would
    /// first round down to the grapheme's start, and past the line's start from its first.
    static func graphemeStart(before index: String.Index, in line: String) -> String.Index {
        let head = Substring(line.unicodeScalars[..<index])
        return head.index(before: head.endIndex)
    }

    /// The end of the word at or after `position` (Ctrl-→): past any spaces and punctuation,
    /// then past letters, digits and "_"; from a line's end, the next line's start.
    public func wordEnd(after position: TextPosition) -> TextPosition {
        let line = lines[position.line]
        guard position.offset < line.utf8.count else { return self.position(after: position) }
        var offset = position.offset
        var inWord = false
        Self.forEachGrapheme(in: line, from: position.offset) { start, end, character in
            let isWord = Self.isWordCharacter(character)
            if inWord, !isWord {
                offset = start
                return false
            }
            inWord = inWord || isWord
            offset = end
            return true
        }
        return TextPosition(line: position.line, offset: offset)
    }

    /// The start of the word before `position` (Ctrl-←): back over spaces and punctuation,
    /// then over letters, digits and "_"; from a line's start, the previous line's end.
    public func wordStart(before position: TextPosition) -> TextPosition {
        guard position.offset > 0 else { return self.position(before: position) }
        let line = lines[position.line]
        let utf8 = line.utf8
        var index = utf8.index(utf8.startIndex, offsetBy: position.offset)
        var inWord = false
        while index > line.startIndex {
            let before = Self.graphemeStart(before: index, in: line)
            let isWord = Self.isWordCharacter(line[before])
            if inWord, !isWord { break }
            inWord = inWord || isWord
            index = before
        }
        return TextPosition(line: position.line, offset: utf8.distance(from: utf8.startIndex, to: index))
    }

    /// Letters, digits and "_" make words, in any script.
    public static func isWordCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_"
    }

    /// Where the grapheme that starts at `offset` of `line` ends.
    static func graphemeEnd(in line: String, from offset: Int) -> Int {
        let utf8 = line.utf8
        let index = utf8.index(utf8.startIndex, offsetBy: offset)
        let next = utf8.index(after: index)
        if utf8[index] < 0x80, next == utf8.endIndex || utf8[next] < 0x80 { return offset + 1 }
        return utf8.distance(from: utf8.startIndex, to: line.index(after: index))
    }

    /// Calls `body` with each grapheme of `line` from `offset` on (its start and end
    /// offsets), until it returns false. ASCII is stepped byte by byte, without breaking
    /// the text into graphemes, which is most of the cost of a long line.
    static func forEachGrapheme(
        in line: String, from offset: Int, to limit: Int? = nil,
        _ body: (_ start: Int, _ end: Int, _ character: Character) -> Bool
    ) {
        let utf8 = line.utf8
        let endOffset = limit ?? utf8.count
        var index = utf8.index(utf8.startIndex, offsetBy: offset)
        var start = offset
        while start < endOffset {
            let byte = utf8[index]
            let next = utf8.index(after: index)
            if byte < 0x80, next == utf8.endIndex || utf8[next] < 0x80 {
                guard body(start, start + 1, Character(Unicode.Scalar(byte))) else { return }
                index = next
                start += 1
                continue
            }
            let after = line.index(after: index)
            let end = start + utf8.distance(from: index, to: after)
            guard body(start, end, line[index]) else { return }
            index = after
            start = end
        }
    }
}
