/// Breaks very long paragraphs into shorter ones before cmark-gfm reads them. Debian 12's
/// cmark-gfm (0.29.0.gfm.6) matches emphasis and link brackets in quadratic time within one
/// paragraph: 500 KB of `a *b* [f](g) ` took over a minute, 4 KB pieces of it a few
/// milliseconds each. So a paragraph past `limit` bytes is ended there (at a line break, or
/// inside a line at a space), and the document says how many were split.
///
/// Left alone: fenced code (a blank line there is only an empty line of code) and runs of
/// lines with a `|` (a table split in two would lose its header). A paragraph that long is
/// rare in prose, so what changes is an extra paragraph break where nobody reads closely.
enum MarkdownParagraphSplitter {
    static let limit = 4096

    /// `text` with a blank line wherever a paragraph passed `limit`, and how many did.
    static func split(_ text: String, limit: Int = limit) -> (text: String, splits: Int) {
        // Most documents: nothing to do, and nothing copied.
        guard text.utf8.count > limit else { return (text, 0) }
        var output: [UInt8] = []
        output.reserveCapacity(text.utf8.count + 64)
        var fence: (marker: UInt8, length: Int)?
        var run = 0
        var runHasPipe = false
        var splits = 0
        for line in text.utf8.split(separator: 0x0A, omittingEmptySubsequences: false) {
            defer { output.append(0x0A) }
            if let opening = Self.fence(in: line) {
                if let open = fence {
                    if opening.marker == open.marker, opening.length >= open.length { fence = nil }
                } else {
                    fence = opening
                }
                run = 0
                output.append(contentsOf: line)
                continue
            }
            let isBlank = line.allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }
            if fence != nil || isBlank {
                run = 0
                runHasPipe = false
                output.append(contentsOf: line)
                continue
            }
            let hasPipe = line.contains(UInt8(ascii: "|"))
            // A list item, a quote, a heading or an indented line starts a block of its own:
            // a long list is many short paragraphs, which cmark reads fast.
            if Self.startsBlock(line) {
                run = 0
                runHasPipe = false
            }
            if run > 0, run + line.count > limit, !runHasPipe, !hasPipe {
                output.append(0x0A)
                splits += 1
                run = 0
            }
            runHasPipe = runHasPipe || hasPipe
            var rest = line[...]
            while rest.count > limit, !runHasPipe,
                let cut = Self.space(in: rest, before: max(limit - run, limit / 4), after: limit / 4)
            {
                let after = rest[cut...].drop { $0 == 0x20 }
                if after.isEmpty { break }
                output.append(contentsOf: rest[..<cut])
                output.append(contentsOf: [0x0A, 0x0A])
                splits += 1
                run = 0
                rest = after
            }
            output.append(contentsOf: rest)
            run += rest.count
        }
        output.removeLast()
        return (String(decoding: output, as: UTF8.self), splits)
    }

    /// Whether a line begins a list item, a quote, a heading or is indented (a list item's
    /// own lines, or code).
    private static func startsBlock(_ line: Substring.UTF8View.SubSequence) -> Bool {
        let indent = line.prefix { $0 == 0x20 }.count
        if indent >= 4 || line.first == 0x09 { return true }
        let body = Array(line.dropFirst(indent).prefix(12))
        guard let first = body.first else { return false }
        switch first {
        case UInt8(ascii: ">"), UInt8(ascii: "#"): return true
        case UInt8(ascii: "-"), UInt8(ascii: "*"), UInt8(ascii: "+"): return body.count == 1 || body[1] == 0x20
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
            let digits = body.prefix { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }.count
            guard digits < body.count, body[digits] == UInt8(ascii: ".") || body[digits] == UInt8(ascii: ")")
            else { return false }
            return digits + 1 == body.count || body[digits + 1] == 0x20
        default: return false
        }
    }

    /// The opening or closing fence a line is (up to three spaces, then three or more of
    /// ` or ~), or nil.
    private static func fence(in line: Substring.UTF8View.SubSequence) -> (marker: UInt8, length: Int)? {
        let indent = line.prefix { $0 == 0x20 }.count
        guard indent <= 3 else { return nil }
        let body = line.dropFirst(indent)
        guard let marker = body.first, marker == UInt8(ascii: "`") || marker == UInt8(ascii: "~") else { return nil }
        let length = body.prefix { $0 == marker }.count
        return length >= 3 ? (marker, length) : nil
    }

    /// The index of the last space in the first `bytes` of `text` and past its first `after`,
    /// so every piece makes progress; nil when there is none (a URL, a word of 4 KB).
    private static func space(
        in text: Substring.UTF8View.SubSequence, before bytes: Int, after: Int
    ) -> String.Index? {
        let end = text.index(text.startIndex, offsetBy: min(bytes, text.count))
        let start = text.index(text.startIndex, offsetBy: min(after, bytes, text.count))
        guard let cut = text[start..<end].lastIndex(of: 0x20) else { return nil }
        return cut
    }
}
