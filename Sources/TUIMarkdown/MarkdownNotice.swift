/// Something the reader should know about a document's source: it was not what Markdown
/// should be, and what is shown was made of it anyway.
public enum MarkdownNotice: Hashable, Sendable {
    /// The bytes were not UTF-8; invalid sequences show as `�`.
    case notUTF8
    /// The source was longer than the limit; only its first `shownBytes` of `totalBytes` show.
    case truncated(shownBytes: Int, totalBytes: Int)
    /// NUL bytes, shown as `�` (CommonMark's rule).
    case nulBytes(Int)
    /// Paragraphs past 4 KB broken into shorter ones, so that parsing stays fast
    /// (`MarkdownParagraphSplitter`): how many breaks.
    case paragraphsSplit(Int)
}
