/// A frame as text with ANSI escape sequences (24-bit colour, SGR attributes), for a
/// terminal, `less -R` or a bug report: each row ends in a reset, so rows stand alone.
/// The canvas's links are OSC 8 hyperlinks around their text (`HyperlinkSequence`).
public enum ANSIFrameWriter {
    public static func write(_ canvas: Canvas) -> String {
        var output = ""
        for y in 0..<canvas.size.height {
            var runs = StyledRun.runs(in: canvas, row: y)
            // Trailing blanks in the terminal's own colours add nothing.
            while let last = runs.last, last.style == .plain, last.text.allSatisfy({ $0 == " " }) {
                runs.removeLast()
            }
            var end = runs.last.map { $0.column + $0.width } ?? 0
            if let last = runs.last, last.style == .plain {
                end -= last.text.reversed().prefix { $0 == " " }.count
            }
            let links = canvas.links.filter { $0.row == y }.sorted { $0.columns.lowerBound < $1.columns.lowerBound }
            // The row in pieces: outside links, and each link's cells (a link past the
            // trimmed end is written whole).
            var column = 0
            for link in links where link.columns.lowerBound >= column {
                output += cells(of: canvas, row: y, columns: column..<link.columns.lowerBound)
                output += HyperlinkSequence.open(link.url)
                output += cells(of: canvas, row: y, columns: link.columns) + HyperlinkSequence.close
                column = link.columns.upperBound
            }
            if column < end { output += cells(of: canvas, row: y, columns: column..<end) }
            output += column == 0 && end == 0 ? "\n" : "\u{1B}[0m\n"
        }
        return output
    }

    /// The cells of `columns` on row `y`, each style run after the SGR sequence that sets it
    /// from a reset, with colours as `depth` shows them. With `unicode` false, a cell that is
    /// not ASCII is `?`, as the terminal backend draws it without UTF-8. The terminal backend
    /// rewrites a link's cells with this, so they match what curses drew.
    public static func cells(
        of canvas: Canvas, row y: Int, columns: Range<Int>, depth: ColorDepth = .trueColor, unicode: Bool = true
    ) -> String {
        guard y >= 0, y < canvas.size.height else { return "" }
        var output = ""
        for run in StyledRun.runs(in: canvas, row: y, columns: columns.clamped(to: 0..<canvas.size.width)) {
            // As the backend hands a cell to curses: one ASCII byte as it is, anything else `?`.
            output += sequence(for: run.style, depth: depth)
            output += unicode ? run.text : String(run.text.map { $0.utf8.count == 1 && $0.isASCII ? $0 : "?" })
        }
        return output
    }

    /// What `cells(of:row:columns:)` writes for a whole row in true colour, appended to `output`
    /// as UTF-8 straight from `cells`, with no canvas, runs or strings made on the way:
    /// `record`'s writer encodes every changed row of every frame with it. Each style's
    /// sequence is taken from `sequences` or made there once.
    public static func appendCells(_ cells: [Cell], to output: inout [UInt8], sequences: inout [Style: [UInt8]]) {
        var current: Style?
        for cell in cells where !cell.isContinuation {
            if cell.style != current {
                current = cell.style
                if let made = sequences[cell.style] {
                    output.append(contentsOf: made)
                } else {
                    let made = Array(sequence(for: cell.style).utf8)
                    sequences[cell.style] = made
                    output.append(contentsOf: made)
                }
            }
            output.append(contentsOf: cell.symbol.utf8)
        }
    }

    private static let attributeCodes: [(TextAttributes, String)] = [
        (.bold, "1"), (.dim, "2"), (.italic, "3"), (.underline, "4"), (.reverse, "7"),
    ]

    /// The SGR sequence that sets `style` from a reset, its colours as `depth` shows them
    /// (none at `.none`, as NO_COLOR asks).
    static func sequence(for style: Style, depth: ColorDepth = .trueColor) -> String {
        var sequence = "\u{1B}[0"
        for (attribute, code) in attributeCodes where style.attributes.contains(attribute) {
            sequence += ";"
            sequence += code
        }
        if let foreground = style.foreground, let code = colorCode(foreground, depth: depth, background: false) {
            sequence += ";"
            sequence += code
        }
        if let background = style.background, let code = colorCode(background, depth: depth, background: true) {
            sequence += ";"
            sequence += code
        }
        sequence += "m"
        return sequence
    }

    /// `38;2;r;g;b` in 24-bit colour, `38;5;n` from the 256 palette, `3n`/`9n` from the 16
    /// (`4…`/`10n` for a background), as curses sets them through terminfo.
    private static func colorCode(_ color: Color, depth: ColorDepth, background: Bool) -> String? {
        switch depth {
        case .none:
            return nil
        case .trueColor:
            let (red, green, blue) = color.rgbComponents
            return (background ? "48" : "38") + ";2;\(red);\(green);\(blue)"
        case .palette256:
            guard let index = color.terminalValue(for: depth) else { return nil }
            return (background ? "48" : "38") + ";5;\(index)"
        case .palette16, .palette8:
            guard let index = color.terminalValue(for: depth) else { return nil }
            return index < 8 ? "\((background ? 40 : 30) + index)" : "\((background ? 100 : 90) + index - 8)"
        }
    }
}
