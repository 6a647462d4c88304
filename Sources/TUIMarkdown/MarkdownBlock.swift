/// One block of a Markdown document, as CommonMark and GitHub's extensions define them.
public indirect enum MarkdownBlock: Hashable, Sendable {
    case heading(level: Int, [MarkdownSpan])
    case paragraph([MarkdownSpan])
    /// A fenced or indented code block: its info string's first word and its lines.
    case code(language: String, lines: [String])
    /// Raw HTML, shown as its source.
    case html(lines: [String])
    case quote([MarkdownBlock])
    case list(MarkdownList)
    case table(MarkdownTable)
    case rule
}
