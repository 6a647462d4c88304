/// What opening the large file found, as the view model tells it.
struct TextAreaDemoFileSummary: Equatable, Sendable {
    var lines: Int
    var bytes: Int
    var invalidLines: Int
    /// One-based.
    var firstInvalidLine: Int?
    var controlCharacters: Int
    /// One-based, and its length in bytes.
    var longestLine: Int
    var longestLineBytes: Int
    /// Whether the longest line is long enough to tell of.
    var hasLongLine: Bool
}

/// What a copy (or cut) in either text did.
enum TextAreaDemoCopy: Equatable, Sendable {
    case copied(characters: Int)
    case tooLarge(bytes: Int)
    case off
}

/// The two texts the demo edits, as its view model reads them: the note (saved and
/// restored) and the large file (opened from bytes made off the main actor). The view
/// keeps the editors; the view model knows only this.
@MainActor
protocol TextAreaDemoDocuments: AnyObject {
    var noteText: String { get set }
    /// Whether the note changed since it was loaded or saved.
    var isNoteEdited: Bool { get }
    /// Says the note as it is now is saved: the next edit starts an undo step of its own.
    func noteSaved()
    /// Told of every copy and cut.
    var onCopy: (@MainActor (TextAreaDemoCopy) -> Void)? { get set }
    /// Reads `bytes` as the large file, off the main actor, and shows it.
    func openLargeFile(_ bytes: [UInt8]) async -> TextAreaDemoFileSummary
}
