import TUIKit
import TUIMarkdown

/// One libFuzzer input: a width (the first byte), then any bytes as a Markdown source,
/// invalid UTF-8 and NULs included, cut at 64 KiB. The source is parsed, laid out at that
/// width in Unicode and in ASCII, and drawn at the top, the middle and the end with the
/// table of contents open; no line may be wider than the width, every heading and link
/// must point at a line there is, and nothing may crash or hang.
func fuzzMarkdown(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let input = Array(UnsafeBufferPointer(start: start, count: count))
    let width = 1 + Int(input.first ?? 79) % 160
    let document = MarkdownDocument(parsing: Array(input.dropFirst()), byteLimit: 64 << 10)
    for unicode in [true, false] {
        let layout = MarkdownLayout(document, width: width, unicode: unicode)
        for (index, line) in layout.lines.enumerated() where line.text.cellWidth > width {
            fatalError("line \(index) is \(line.text.cellWidth) cells wide at width \(width): \(line.text)")
        }
        for heading in layout.headings where !layout.lines.indices.contains(heading.line) {
            fatalError("a heading on line \(heading.line) of \(layout.lines.count)")
        }
        for target in layout.targets where !layout.lines.indices.contains(target.line) {
            fatalError("a target on line \(target.line) of \(layout.lines.count)")
        }
    }
    MainActor.assumeIsolated {
        let reader = MarkdownReader(document)
        @MainActor func draw() {
            let frame = Frame(canvas: Canvas(size: Size(width: width + 2, height: 12)), theme: .dark)
            MarkdownView(reader: reader).render(in: frame.bounds, frame: frame)
        }
        draw()
        reader.scrollPage(by: 3)
        reader.focusNext()
        draw()
        reader.scrollToEnd()
        reader.focusPrevious()
        reader.toggleContents()
        reader.moveContentsSelection(by: 5)
        draw()
        reader.jumpToSelectedHeading()
        draw()
    }
    return 0
}
