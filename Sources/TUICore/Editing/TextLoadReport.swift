/// What opening bytes as a document found that a reader should be told of: bytes that are
/// not UTF-8 (shown as U+FFFD), control characters such as NUL (shown as visible symbols),
/// very long lines, and the line ending the file used.
public struct TextLoadReport: Hashable, Sendable {
    public enum LineEnding: Hashable, Sendable {
        case lf
        case crlf
    }

    /// Lines that held bytes that are not UTF-8.
    public var invalidLines = 0
    /// The first of them, as a zero-based line index.
    public var firstInvalidLine: Int?
    /// NUL and the other control bytes, tab aside.
    public var controlCharacters = 0
    /// The longest line's index and its length in bytes.
    public var longestLine = 0
    public var longestLineBytes = 0
    /// The ending of the first line that has one.
    public var lineEnding = LineEnding.lf

    /// A line at least this long is reported: editing works, and moves along it cost time
    /// in proportion to its length.
    public static let longLineBytes = 100_000

    public init() {}

    /// Whether there is nothing to tell.
    public var isClean: Bool {
        invalidLines == 0 && controlCharacters == 0 && longestLineBytes < Self.longLineBytes
    }
}
