/// Starts every word with a capital letter ("анна-мария смит" shows "Анна-Мария Смит").
public struct CapitalizedFormatter: TextFormatter {
    public init() {}

    public func format(_ text: String) -> String {
        var result = ""
        var atWordStart = true
        for character in text {
            // Uppercasing that would turn one grapheme into two ("ß" → "SS") is skipped,
            // so the cursor keeps its place.
            let upper = character.uppercased()
            result += atWordStart && upper.count == 1 ? upper : String(character)
            atWordStart = !(character.isLetter || character.isNumber || character == "'")
        }
        return result
    }

    public func formattedOffset(_ offset: Int, in text: String) -> Int {
        min(max(0, offset), text.count)
    }
}
