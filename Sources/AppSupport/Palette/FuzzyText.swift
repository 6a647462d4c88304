/// Text prepared once for fuzzy matching (a command's title, or a query): its characters
/// folded to lower case one by one (Cyrillic too), so a match's positions are positions
/// in the text as shown, and which characters start a word.
public struct FuzzyText: Sendable, Equatable {
    /// The text as given.
    public let text: String
    /// Each character of `text` in lower case; one per character, so offsets agree.
    let folded: [Character]
    /// Each folded character's scalar value when it is one scalar (nearly always), else
    /// `multiScalar`: most comparisons are of integers, the rest of characters.
    let codes: [UInt32]
    /// Whether each character starts a word: the first, one after a space or punctuation,
    /// a capital after a small letter ("deepLinks"), a letter after a digit.
    let wordStarts: [Bool]

    static let multiScalar = UInt32.max

    /// `text` prepared for matching; whitespace is dropped when `droppingSpaces` (a
    /// query: "open set" finds "Open settings" as "opensettings" would).
    public init(_ text: String, droppingSpaces: Bool = false) {
        self.text = text
        var folded: [Character] = []
        var codes: [UInt32] = []
        var wordStarts: [Bool] = []
        var previous: Character?
        folded.reserveCapacity(text.utf8.count)
        codes.reserveCapacity(text.utf8.count)
        wordStarts.reserveCapacity(text.utf8.count)
        for character in text {
            if droppingSpaces, character.isWhitespace { continue }
            // ASCII, nearly every title's characters, is folded without making strings: a
            // palette prepares a thousand titles each time it opens.
            if let ascii = character.asciiValue {
                let lower = (65...90).contains(ascii) ? ascii + 32 : ascii
                folded.append(Character(Unicode.Scalar(lower)))
                codes.append(UInt32(lower))
            } else {
                let lower = character.lowercased()
                // A character whose lower case is several (rare) stays as it is, so offsets hold.
                let fold = lower.count == 1 ? lower[lower.startIndex] : character
                folded.append(fold)
                let scalars = fold.unicodeScalars
                codes.append(scalars.count == 1 ? scalars[scalars.startIndex].value : Self.multiScalar)
            }
            wordStarts.append(Self.startsWord(character, after: previous))
            previous = character
        }
        self.folded = folded
        self.codes = codes
        self.wordStarts = wordStarts
    }

    /// How many characters it has (after dropping spaces, for a query).
    public var count: Int { folded.count }

    public var isEmpty: Bool { folded.isEmpty }

    /// Whether the folded character at `index` equals `other`'s at `otherIndex`.
    @inline(__always)
    public func same(_ index: Int, as other: FuzzyText, _ otherIndex: Int) -> Bool {
        let code = codes[index]
        guard code == other.codes[otherIndex] else { return false }
        return code != Self.multiScalar || folded[index] == other.folded[otherIndex]
    }

    private static func startsWord(_ character: Character, after previous: Character?) -> Bool {
        guard let previous else { return true }
        if let ascii = character.asciiValue, let before = previous.asciiValue {
            return startsWord(ascii, after: before)
        }
        let isWordy = character.isLetter || character.isNumber
        guard isWordy else { return false }
        if !(previous.isLetter || previous.isNumber) { return true }
        if character.isUppercase, previous.isLowercase { return true }
        return character.isLetter && previous.isNumber
    }

    /// `startsWord` for two ASCII characters, by their bytes.
    private static func startsWord(_ byte: UInt8, after previous: UInt8) -> Bool {
        func isLower(_ b: UInt8) -> Bool { (97...122).contains(b) }
        func isUpper(_ b: UInt8) -> Bool { (65...90).contains(b) }
        func isDigit(_ b: UInt8) -> Bool { (48...57).contains(b) }
        let isWordy = isLower(byte) || isUpper(byte) || isDigit(byte)
        guard isWordy else { return false }
        let previousWordy = isLower(previous) || isUpper(previous) || isDigit(previous)
        if !previousWordy { return true }
        if isUpper(byte), isLower(previous) { return true }
        return !isDigit(byte) && isDigit(previous)
    }
}
