import TUICore

/// A document laid out to a width: its lines, its headings (the table of contents) and the
/// places the focus can rest (headings and links). Made once per width and kept by the
/// reader; drawing reads only the lines on screen.
///
/// Paragraphs wrap; code blocks are boxed and never wrapped (a cut line ends in `›`); block
/// quotes get a bar; lists nest with bullets by depth, numbers right-aligned, task boxes;
/// tables shrink their columns to fit and wrap their cells.
public struct MarkdownLayout: Sendable {
    public let width: Int
    public let unicode: Bool
    public private(set) var lines: [MarkdownLine] = []
    public private(set) var headings: [MarkdownHeading] = []
    public private(set) var targets: [MarkdownTarget] = []

    typealias Span = MarkdownLine.Span

    /// Below this, nested blocks stop indenting: their text keeps some room.
    static let minimumTextWidth = 12

    public init(_ document: MarkdownDocument, width: Int, unicode: Bool = true) {
        self.width = max(1, width)
        self.unicode = unicode
        let glyphs = unicode ? MarkdownGlyphs.unicode : MarkdownGlyphs.ascii
        var builder = Builder(glyphs: glyphs)
        var laid = builder.blocks(document.blocks, width: self.width, depth: 0)
        // Markers and bars that no longer indent (nesting deeper than the width allows)
        // can push a line past the edge: it is cut there like a code line.
        for index in laid.indices where laid[index].line.text.cellWidth > self.width {
            laid[index].line = builder.clipped(laid[index].line.spans, width: self.width).line
        }
        lines = laid.map(\.line)
        for (index, line) in laid.enumerated() {
            if let heading = line.heading {
                headings.append(MarkdownHeading(title: heading.title, level: heading.level, line: index))
            }
        }
        targets = Self.targets(lines: laid, headings: headings)
    }

    /// The index in `headings` of the heading `anchor` names (`module-shape`, as in a
    /// `#module-shape` link; percent-escapes and case do not matter), counting repeated
    /// titles as GitHub does: the second "Keys" is `keys-1`.
    public func heading(anchor: String) -> Int? {
        let wanted = MarkdownHeading.removingPercentEscapes(anchor).lowercased()
        var seen: [String: Int] = [:]
        for (index, heading) in headings.enumerated() {
            let base = MarkdownHeading.anchor(of: heading.title)
            let count = seen[base, default: 0]
            seen[base] = count + 1
            if (count == 0 ? base : "\(base)-\(count)") == wanted { return index }
        }
        return nil
    }

    /// Headings and links in reading order.
    private static func targets(lines: [Builder.Laid], headings: [MarkdownHeading]) -> [MarkdownTarget] {
        var targets: [MarkdownTarget] = []
        var headingIndex = 0
        var previousURL: String?
        for (index, laid) in lines.enumerated() {
            var column = 0
            var lineURL: String?
            if laid.heading != nil {
                let width = laid.line.text.cellWidth
                targets.append(MarkdownTarget(kind: .heading(headingIndex), line: index, column: 0, width: width))
                headingIndex += 1
            }
            for span in laid.line.spans {
                let width = span.text.cellWidth
                if let url = span.url, span.role != .decoration || span.style.contains(.image) {
                    // A link carried on from the line above is the same target.
                    let continues = column == laid.indent && previousURL == url
                    if let last = targets.last, case .link(url) = last.kind, last.line == index,
                        last.column + last.width == column
                    {
                        targets[targets.count - 1].width += width
                    } else if !continues {
                        targets.append(MarkdownTarget(kind: .link(url), line: index, column: column, width: width))
                    }
                    lineURL = url
                } else if !span.text.allSatisfy({ $0 == " " }) {
                    lineURL = nil
                }
                column += width
            }
            previousURL = lineURL
        }
        return targets
    }
}
