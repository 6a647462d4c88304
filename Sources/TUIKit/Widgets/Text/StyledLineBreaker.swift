import TUICore

/// Greedy word wrapping over graphemes that remember their span: the layout behind
/// `StyledString.wrapped(toWidth:)`.
struct StyledLineBreaker {
    private typealias Glyph = (character: Character, span: Int)

    let width: Int
    let spans: [StyledString.Span]
    private var lines: [[Glyph]] = []
    private var line: [Glyph] = []
    private var lineWidth = 0
    private var word: [Glyph] = []
    private var wordWidth = 0
    /// The space before the pending word, kept for its span's style (an underlined link).
    private var space: Glyph?

    init(width: Int, spans: [StyledString.Span]) {
        self.width = width
        self.spans = spans
    }

    mutating func take(_ character: Character, span: Int) {
        if character.isNewline {
            flushWord()
            breakLine()
            space = nil
        } else if character == " " {
            flushWord()
            if !line.isEmpty { space = (character, span) }
        } else {
            word.append((character, span))
            wordWidth += TextWidth.of(character)
        }
    }

    mutating func finish() -> [[StyledString.Span]] {
        flushWord()
        breakLine()
        return lines.map(Self.spans(of:)).map { runs in
            runs.map { StyledString.Span($0.text, attributes: spans[$0.span].attributes) }
        }
    }

    private mutating func flushWord() {
        guard !word.isEmpty else { return }
        if !line.isEmpty, lineWidth + 1 + wordWidth <= width {
            line.append(space ?? (" ", word[0].span))
            line += word
            lineWidth += 1 + wordWidth
        } else {
            if !line.isEmpty { breakLine() }
            placeLongWord()
        }
        word = []
        wordWidth = 0
        space = nil
    }

    /// Starts the pending word on an empty line, cutting it between graphemes while it is
    /// wider than a line; a grapheme wider than the whole line can never show and is dropped.
    private mutating func placeLongWord() {
        for glyph in word {
            let glyphWidth = TextWidth.of(glyph.character)
            if glyphWidth > width { continue }
            if lineWidth + glyphWidth > width { breakLine() }
            line.append(glyph)
            lineWidth += glyphWidth
        }
    }

    private mutating func breakLine() {
        lines.append(line)
        line = []
        lineWidth = 0
    }

    /// Consecutive graphemes of one span joined into runs.
    private static func spans(of glyphs: [Glyph]) -> [(text: String, span: Int)] {
        var runs: [(text: String, span: Int)] = []
        for glyph in glyphs {
            if let last = runs.last, last.span == glyph.span {
                runs[runs.count - 1].text.append(glyph.character)
            } else {
                runs.append((String(glyph.character), glyph.span))
            }
        }
        return runs
    }
}
