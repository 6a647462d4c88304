/// Which part of a document a text area shows: the first row (a line and a row of it, when
/// lines wrap) and, without wrapping, the columns scrolled off to the left.
///
/// Keeping the cursor in sight walks at most a screenful of rows from it, so a jump to the
/// end of a 200,000-line file lays out a screenful of lines, not the file.
public struct TextViewport: Hashable, Sendable {
    public var topLine = 0
    public var topRow = 0
    public var leftColumn = 0

    public init(topLine: Int = 0, topRow: Int = 0, leftColumn: Int = 0) {
        self.topLine = topLine
        self.topRow = topRow
        self.leftColumn = leftColumn
    }

    /// The first row shown, clamped to the document as it is now.
    public func top(in document: TextDocument, layout: LineLayout) -> TextRowPosition {
        TextRowPosition(line: min(max(0, topLine), document.lineCount - 1), index: topRow, in: document, layout: layout)
    }

    /// Scrolls as little as it takes for `cursor` to show in `size` (the text's cells).
    public mutating func keep(_ cursor: TextPosition, in document: TextDocument, layout: LineLayout, size: Size) {
        let height = max(1, size.height)
        var top = top(in: document, layout: layout)
        let line = document[cursor.line]
        let rows = layout.rows(of: line)
        let cursorRow = TextRowPosition(
            line: cursor.line, rows: rows, index: layout.row(containing: cursor.offset, in: rows))
        if cursorRow.isBefore(top) {
            top = cursorRow
        } else {
            // Up from the cursor a screenful less one: meeting the top on the way, it shows.
            var probe = cursorRow
            var steps = 0
            while steps < height - 1, probe.line != top.line || probe.index != top.index {
                guard probe.step(down: false, in: document, layout: layout) else { break }
                steps += 1
            }
            if probe.line != top.line || probe.index != top.index { top = probe }
        }
        topLine = top.line
        topRow = top.index
        guard layout.width == nil else {
            leftColumn = 0
            return
        }
        let column = layout.column(of: cursor.offset, in: line, row: cursorRow.range)
        let width = max(1, size.width)
        if column < leftColumn { leftColumn = column }
        if column >= leftColumn + width { leftColumn = column - width + 1 }
    }

    /// Scrolls `rows` rows down (up when negative), stopping at the first and last rows.
    public mutating func scroll(by rows: Int, in document: TextDocument, layout: LineLayout) {
        var top = top(in: document, layout: layout)
        for _ in 0..<abs(rows) {
            guard top.step(down: rows > 0, in: document, layout: layout) else { break }
        }
        topLine = top.line
        topRow = top.index
    }
}
