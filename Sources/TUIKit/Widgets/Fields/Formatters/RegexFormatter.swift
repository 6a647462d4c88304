/// Keeps only the characters that match a one-character regular expression, such as
/// "[a-zA-Zа-яА-ЯёЁ -]" for a name. An invalid pattern keeps everything.
public struct RegexFormatter: TextFormatter {
    public let pattern: String

    public init(pattern: String) {
        self.pattern = pattern
    }

    public func sanitize(_ text: String) -> String {
        guard let regex = try? Regex(pattern) else { return text }
        // A long paste repeats few characters: each is matched once (a match costs
        // microseconds, and every edit and frame sanitizes the whole text).
        var verdicts: [Character: Bool] = [:]
        return text.filter { character in
            if let kept = verdicts[character] { return kept }
            let kept = (try? regex.wholeMatch(in: String(character))) != nil
            verdicts[character] = kept
            return kept
        }
    }

    public func format(_ text: String) -> String {
        sanitize(text)
    }
}
