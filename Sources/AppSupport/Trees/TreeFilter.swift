/// A tree's type-to-filter: the query, and whether keys still go to it.
public struct TreeFilter: Sendable, Equatable {
    public var query = ""
    /// Typed characters go to the query (after `/`, until Enter or Esc).
    public var isEditing = false

    public init() {}

    /// Whether the rows are filtered.
    public var isActive: Bool { !query.isEmpty }

    /// Where `text` matches the query, ignoring case; nil when it does not.
    /// Compared a character at a time, so the range is in `text`'s own characters even
    /// where lowercasing changes a length.
    public func match(in text: String) -> Range<String.Index>? {
        guard isActive else { return nil }
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
