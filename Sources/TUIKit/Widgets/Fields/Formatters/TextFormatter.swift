/// Turns a field's raw input (`text`) into what it shows (`formattedText`), and tells
/// where the cursor goes in the shown text, so it stays at the edit point while a mask
/// inserts its own characters.
public protocol TextFormatter: Sendable {
    /// What of the raw input this formatter keeps: a digit mask drops everything but
    /// digits, so a letter typed or pasted into it never hides in `text`.
    func sanitize(_ text: String) -> String

    /// What is shown for `text`.
    func format(_ text: String) -> String

    /// Where a cursor after `offset` graphemes of `text` stands in `format(text)`.
    func formattedOffset(_ offset: Int, in text: String) -> Int
}

extension TextFormatter {
    public func sanitize(_ text: String) -> String { text }

    /// By default the cursor follows the formatted prefix: right for formatters that keep
    /// the length or only change what is already typed.
    public func formattedOffset(_ offset: Int, in text: String) -> Int {
        let prefix = String(text.prefix(max(0, offset)))
        return min(format(prefix).count, format(text).count)
    }
}
