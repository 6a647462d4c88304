/// Search-as-you-type in a table (the type-select of macOS's `NSTableView`, a file manager's
/// type-ahead): what has been typed, and whether the cursor found it. Typing jumps to the
/// first row, from where the search began, whose focused cell matches.
public struct TableSearch: Hashable, Sendable {
    public enum Status: Hashable, Sendable {
        /// Nothing typed yet.
        case idle
        /// The cursor is on a match.
        case found
        /// The rows near the cursor did not match; the rest are searched off the main actor.
        case searching
        /// No row matches.
        case notFound
    }

    /// What has been typed.
    public var query = ""
    /// Whether keys type into the search.
    public var isActive = false
    public var status = Status.idle

    /// The longest query: more typed (or pasted) is left out.
    public static let maximumLength = 256

    /// `query` with `text` added: line breaks and tabs as spaces, other control characters
    /// left out, no longer than `maximumLength` characters.
    public static func extend(_ query: String, with text: String, maximumLength: Int = maximumLength) -> String {
        var query = query
        var count = query.count
        for character in text where count < maximumLength {
            if character.isNewline || character == "\t" {
                query.append(" ")
            } else if character.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
                continue
            } else {
                query.append(character)
            }
            count += 1
        }
        return query
    }

    public init(query: String = "", isActive: Bool = false, status: Status = .idle) {
        self.query = query
        self.isActive = isActive
        self.status = status
    }

    /// Whether `text`, or one of its words, starts with `query`, ignoring case: "an" finds
    /// "Anna Lee" and "Joan Anders".
    public static func matches(_ text: String, query: String) -> Bool {
        guard !query.isEmpty else { return true }
        let query = query.lowercased()
        var rest = Substring(text.lowercased())
        while !rest.isEmpty {
            if rest.hasPrefix(query) { return true }
            guard let space = rest.firstIndex(where: \.isWhitespace) else { return false }
            rest = rest[rest.index(after: space)...].drop(while: \.isWhitespace)
        }
        return false
    }
}
