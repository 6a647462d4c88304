/// Random texts mixing everything that clusters or measures unusually (marks, joiners,
/// controls, CRLF, flags, keycaps, wide and unassigned ones) with plain scalars: for the
/// tests that check a scalar fast path against the same work done grapheme by grapheme.
/// A failure names its text.
enum GraphemeMix {
    static let pieces = [
        "a", " ", "~", "é", "e\u{0301}", "я", "\u{0439}\u{0483}", "ʰ", "\u{AD}", "\u{AD}\u{0301}", "\r\n", "\r",
        "\n", "\t", "\u{7F}", "\u{85}", "日", "ｶ", "😀", "👨‍👩‍👧", "👍🏽", "🇯🇵", "1\u{FE0F}\u{20E3}", "☺\u{FE0F}",
        "\u{200D}", "\u{0301}", "\u{FFFF}", "\u{E0001}",
    ]

    /// Up to `maxPieces` pieces drawn from `pieces`.
    static func text(
        maxPieces: Int, from pieces: [String] = pieces, using generator: inout some RandomNumberGenerator
    ) -> String {
        (0..<Int.random(in: 0...maxPieces, using: &generator)).map { _ in
            pieces.randomElement(using: &generator)!
        }.joined()
    }
}
