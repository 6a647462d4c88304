/// A frame as an SVG picture, as Textual's screenshots are: each cell's background as a
/// rectangle, each run of text in its colour and attributes, in a monospace font stack.
/// Runs are stretched to their cell count (`textLength`), so a font with other advances or a
/// fallback glyph never shifts the rest of the row. The canvas's links are `<a>` elements
/// over their cells.
public struct SVGFrameWriter {
    /// Colours for cells that leave them to the terminal (nil foreground or background).
    public var defaultForeground: Color
    public var defaultBackground: Color
    /// One cell's size in pixels, and the font size the text is set in.
    public var cellWidth = 8.4
    public var cellHeight = 17.0
    public var fontSize = 14.0
    public static let fontFamily =
        "'DejaVu Sans Mono', 'Cascadia Mono', 'Fira Code', Menlo, Consolas, 'Liberation Mono', monospace"

    public init(
        defaultForeground: Color = .rgb(0xE6, 0xED, 0xF3), defaultBackground: Color = .rgb(0x0D, 0x11, 0x17)
    ) {
        self.defaultForeground = defaultForeground
        self.defaultBackground = defaultBackground
    }

    public func write(_ canvas: Canvas) -> String {
        let width = Double(canvas.size.width) * cellWidth
        let height = Double(canvas.size.height) * cellHeight
        var svg = """
            <svg xmlns="http://www.w3.org/2000/svg" xml:space="preserve" width="\(format(width))" height="\(format(height))" \
            viewBox="0 0 \(format(width)) \(format(height))">
            <style>text{font-family:\(Self.fontFamily);font-size:\(format(fontSize))px;white-space:pre}</style>
            <rect width="100%" height="100%" fill="\(hex(defaultBackground))"/>

            """
        var texts = ""
        for y in 0..<canvas.size.height {
            let top = Double(y) * cellHeight
            // Text sits on a baseline about four fifths down the cell, as terminals set it.
            let baseline = top + cellHeight * 0.78
            let runs = StyledRun.runs(in: canvas, row: y)
            for span in backgroundSpans(of: runs) where span.color != defaultBackground {
                svg += "<rect x=\"\(format(Double(span.column) * cellWidth))\" y=\"\(format(top))\" "
                svg += "width=\"\(format(Double(span.width) * cellWidth))\" height=\"\(format(cellHeight))\" "
                svg += "fill=\"\(hex(span.color))\"/>\n"
            }
            for run in runs {
                // Blanks at a run's ends are left out, so no renderer can collapse them.
                let leading = run.text.prefix { $0 == " " }.count
                let trailing = run.text.reversed().prefix { $0 == " " }.count
                guard leading < run.text.count else { continue }
                let text = run.text.dropFirst(leading).dropLast(trailing)
                let left = Double(run.column + leading) * cellWidth
                let width = Double(run.width - leading - trailing) * cellWidth
                texts +=
                    "<text x=\"\(format(left))\" y=\"\(format(baseline))\" fill=\"\(hex(colors(of: run.style).foreground))\""
                texts += " textLength=\"\(format(width))\" lengthAdjust=\"spacingAndGlyphs\""
                texts += attributes(of: run.style)
                texts += ">\(Self.escaped(String(text)))</text>\n"
            }
        }
        // The links on top: a clear rectangle over each link's cells, which a browser opens.
        var links = ""
        for link in canvas.links {
            links +=
                "<a href=\"\(Self.escaped(link.url))\"><rect x=\"\(format(Double(link.columns.lowerBound) * cellWidth))\" "
            links +=
                "y=\"\(format(Double(link.row) * cellHeight))\" width=\"\(format(Double(link.columns.count) * cellWidth))\" "
            links += "height=\"\(format(cellHeight))\" fill-opacity=\"0\"/></a>\n"
        }
        return svg + texts + links + "</svg>\n"
    }

    /// The row's backgrounds, neighbours of one colour joined.
    private func backgroundSpans(of runs: [StyledRun]) -> [(column: Int, width: Int, color: Color)] {
        var spans: [(column: Int, width: Int, color: Color)] = []
        for run in runs {
            let color = colors(of: run.style).background
            if let last = spans.last, last.color == color {
                spans[spans.count - 1].width += run.width
            } else {
                spans.append((run.column, run.width, color))
            }
        }
        return spans
    }

    /// The colours a run shows: the terminal's defaults where it leaves them, swapped by
    /// reverse video.
    private func colors(of style: Style) -> (foreground: Color, background: Color) {
        let foreground = style.foreground ?? defaultForeground
        let background = style.background ?? defaultBackground
        return style.attributes.contains(.reverse) ? (background, foreground) : (foreground, background)
    }

    private func attributes(of style: Style) -> String {
        var text = ""
        if style.attributes.contains(.bold) { text += " font-weight=\"bold\"" }
        if style.attributes.contains(.italic) { text += " font-style=\"italic\"" }
        if style.attributes.contains(.underline) { text += " text-decoration=\"underline\"" }
        if style.attributes.contains(.dim) { text += " opacity=\"0.6\"" }
        return text
    }

    private func hex(_ color: Color) -> String {
        let (red, green, blue) = color.rgbComponents
        return Color.rgb(UInt8(red), UInt8(green), UInt8(blue)).description
    }

    /// A number with at most two decimals and no trailing zeros: `8.4`, `17`, `142.8`.
    private func format(_ value: Double) -> String {
        let hundredths = Int((value * 100).rounded())
        let whole = hundredths / 100
        let fraction = hundredths % 100
        if fraction == 0 { return "\(whole)" }
        return fraction % 10 == 0 ? "\(whole).\(fraction / 10)" : "\(whole).\(fraction < 10 ? "0" : "")\(fraction)"
    }

    static func escaped(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            // XML allows no control characters; a cell never should hold one.
            case _ where character.unicodeScalars.contains { $0.value < 0x20 }: result += "\u{FFFD}"
            default: result.append(character)
            }
        }
        return result
    }
}
