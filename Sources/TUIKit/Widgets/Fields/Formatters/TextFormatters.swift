/// Formatters run in order, each on what the one before produced, and all of them run
/// (the template's FIFO without interruption):
///
/// ```swift
/// TextFormatters {
///     $0.digitsOnly()
///     $0.phoneMask(mask: "+7 (###) ###-##-##")
/// }
/// ```
public struct TextFormatters: TextFormatter {
    public private(set) var formatters: [any TextFormatter] = []

    public init(_ build: (inout TextFormatters) -> Void = { _ in }) {
        build(&self)
    }

    public mutating func append(_ formatter: some TextFormatter) {
        formatters.append(formatter)
    }

    public func sanitize(_ text: String) -> String {
        formatters.reduce(text) { $1.sanitize($0) }
    }

    public func format(_ text: String) -> String {
        formatters.reduce(text) { $1.format($0) }
    }

    public func formattedOffset(_ offset: Int, in text: String) -> Int {
        var text = text
        var offset = offset
        for formatter in formatters {
            offset = formatter.formattedOffset(offset, in: text)
            text = formatter.format(text)
        }
        return offset
    }

    // MARK: Built in

    /// Lays digits into `mask`, where `#` takes one digit and every other character is
    /// shown as it is once a digit follows it: "+7 (###) ###-##-##".
    public mutating func phoneMask(mask: String) {
        append(PhoneMaskFormatter(mask: mask))
    }

    /// Starts every word with a capital letter.
    public mutating func capitalized() {
        append(CapitalizedFormatter())
    }

    public mutating func digitsOnly() {
        append(DigitsOnlyFormatter())
    }

    /// Keeps only the characters that match `pattern` (a regular expression for one
    /// character, such as "[a-zA-Zа-яА-ЯёЁ -]").
    public mutating func regex(_ pattern: String) {
        append(RegexFormatter(pattern: pattern))
    }
}
