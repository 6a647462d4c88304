/// A tree's type-to-filter: the query, and whether keys still go to it.
public struct TreeFilter: Sendable, Equatable {
    public var query = ""
    /// Typed characters go to the query (after `/`, until Enter or Esc).
    public var isEditing = false

    public init() {}

    /// The longest query: more typed (or pasted) is left out.
    public static let maximumLength = 256

    /// `query` with `text` added: line breaks and tabs as spaces, other control characters
    /// left out, no longer than `maximumLength`.
    public static func extend(_ query: String, with text: String) -> String {
        TableSearch.extend(query, with: text, maximumLength: maximumLength)
    }

    /// Whether the rows are filtered.
    public var isActive: Bool { !query.isEmpty }

    /// Whether `text` contains the query, ignoring case: what the filter asks of every loaded
    /// name, so ASCII names are compared byte by byte without allocating.
    public func matches(_ text: String) -> Bool {
        guard isActive else { return false }
        if let found = asciiMatch(in: text) { return found != nil }
        return match(in: text) != nil
    }

    /// The UTF-8 offset of the query in `text` when both are ASCII, ignoring case (nil
    /// inside: no match); nil outside when either is not ASCII.
    private func asciiMatch(in text: String) -> Int?? {
        var query = query
        var text = text
        return query.withUTF8 { wanted -> Int?? in
            guard !wanted.contains(where: { $0 >= 0x80 }) else { return nil }
            return text.withUTF8 { bytes -> Int?? in
                guard !bytes.contains(where: { $0 >= 0x80 }) else { return nil }
                let count = wanted.count
                guard count <= bytes.count else { return .some(nil) }
                for start in 0...(bytes.count - count) {
                    var length = 0
                    while length < count, Self.lowered(bytes[start + length]) == Self.lowered(wanted[length]) {
                        length += 1
                    }
                    if length == count { return .some(start) }
                }
                return .some(nil)
            }
        }
    }

    private static func lowered(_ byte: UInt8) -> UInt8 {
        byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte
    }

    /// Where `text` matches the query, ignoring case; nil when it does not.
    /// Compared a character at a time, so the range is in `text`'s own characters even
    /// where lowercasing changes a length.
    public func match(in text: String) -> Range<String.Index>? {
        guard isActive else { return nil }
        if let found = asciiMatch(in: text) {
            guard let offset = found else { return nil }
            let start = text.utf8.index(text.utf8.startIndex, offsetBy: offset)
            return start..<text.utf8.index(start, offsetBy: query.utf8.count)
        }
        let wanted = query.map { $0.lowercased() }
        let indices = Array(text.indices)
        guard wanted.count <= indices.count else { return nil }
        let lowered = text.map { $0.lowercased() }
        for start in 0...(indices.count - wanted.count)
        where lowered[start] == wanted[0] && Array(lowered[start..<start + wanted.count]) == wanted {
            let end = start + wanted.count
            return indices[start]..<(end < indices.count ? indices[end] : text.endIndex)
        }
        return nil
    }
}
