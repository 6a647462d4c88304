/// Keeps only the characters that match a one-character regular expression, such as
/// "[a-zA-Zа-яА-ЯёЁ -]" for a name. An invalid pattern keeps everything.
public struct RegexFormatter: TextFormatter {
    public let pattern: String

    public init(pattern: String) {
        self.pattern = pattern
    }

    public func sanitize(_ text: String) -> String {
        guard let regex = try? Regex(pattern) else { return text }
        return text.filter { (try? regex.wholeMatch(in: String($0))) != nil }
    }

    public func format(_ text: String) -> String {
        sanitize(text)
    }
}
