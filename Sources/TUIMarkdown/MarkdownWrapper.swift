import TUICore

/// Inline spans broken into lines no wider than a width: at spaces and hard line breaks,
/// never where one style meets another ("**bold**," stays whole); a word wider than the
/// line is cut between graphemes.
struct MarkdownWrapper {
    typealias Span = MarkdownLine.Span

    let width: Int
    private(set) var lines: [[Span]] = []
    private var line: [Span] = []
    private var lineWidth = 0
    /// The word being read: its pieces (a style each) and its width.
    private var word: [Span] = []
    private var wordWidth = 0
    private var pendingSpace: Span?

    init(width: Int) {
        self.width = max(1, width)
    }

    static func wrap(_ spans: [Span], width: Int) -> [[Span]] {
        var wrapper = MarkdownWrapper(width: width)
        for span in spans { wrapper.take(span) }
        return wrapper.finish()
    }

    mutating func take(_ span: Span) {
        var piece = ""
        for character in span.text {
            if character == " " || character == "\n" {
                if !piece.isEmpty { addToWord(Span(piece, role: span.role, style: span.style, url: span.url)) }
                piece = ""
                endWord()
                if character == "\n" {
                    breakLine()
                } else {
                    pendingSpace = Span(" ", role: span.role, style: span.style, url: span.url)
                }
            } else {
                piece.append(character)
            }
        }
        if !piece.isEmpty { addToWord(Span(piece, role: span.role, style: span.style, url: span.url)) }
    }

    mutating func finish() -> [[Span]] {
        endWord()
        if !line.isEmpty || lines.isEmpty { lines.append(line) }
        line = []
        return lines
    }

    private mutating func addToWord(_ piece: Span) {
        word.append(piece)
        wordWidth += piece.text.cellWidth
    }

    private mutating func endWord() {
        guard !word.isEmpty else { return }
        defer {
            word = []
            wordWidth = 0
            pendingSpace = nil
        }
        let space = lineWidth > 0 ? 1 : 0
        if lineWidth + space + wordWidth <= width {
            if space > 0, let pendingSpace { append(pendingSpace, width: 1) }
            for piece in word { append(piece, width: piece.text.cellWidth) }
            return
        }
        if lineWidth > 0 { breakLine() }
        // Wider than a line: cut between graphemes.
        for piece in word {
            var chunk = ""
            var chunkWidth = 0
            for character in piece.text {
                let characterWidth = TextWidth.of(character)
                if lineWidth + chunkWidth + characterWidth > width, lineWidth + chunkWidth > 0 {
                    if !chunk.isEmpty {
                        append(Span(chunk, role: piece.role, style: piece.style, url: piece.url), width: chunkWidth)
                    }
                    breakLine()
                    chunk = ""
                    chunkWidth = 0
                }
                chunk.append(character)
                chunkWidth += characterWidth
            }
            if !chunk.isEmpty {
                append(Span(chunk, role: piece.role, style: piece.style, url: piece.url), width: chunkWidth)
            }
        }
    }

    private mutating func append(_ span: Span, width: Int) {
        if var last = line.last, last.role == span.role, last.style == span.style, last.url == span.url {
            last.text += span.text
            line[line.count - 1] = last
        } else {
            line.append(span)
        }
        lineWidth += width
    }

    private mutating func breakLine() {
        lines.append(line)
        line = []
        lineWidth = 0
    }
}
