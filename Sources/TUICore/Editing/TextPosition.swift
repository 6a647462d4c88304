/// A place in a `TextDocument`: a line, and a UTF-8 byte offset into it that stands between
/// two graphemes. Byte offsets, not grapheme counts, so finding the place in a line is
/// O(1) however long the line is.
public struct TextPosition: Hashable, Comparable, Sendable, CustomStringConvertible {
    public var line: Int
    public var offset: Int

    public init(line: Int, offset: Int) {
        self.line = line
        self.offset = offset
    }

    /// The start of the document.
    public static let zero = TextPosition(line: 0, offset: 0)

    public static func < (lhs: TextPosition, rhs: TextPosition) -> Bool {
        (lhs.line, lhs.offset) < (rhs.line, rhs.offset)
    }

    public var description: String { "\(line):\(offset)" }
}
