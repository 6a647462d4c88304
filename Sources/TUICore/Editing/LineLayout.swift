/// How a text area lays one line out in cells: where it breaks into rows (soft wrap, at
/// spaces when it can), and the column of each grapheme in its row.
///
/// A grapheme takes the cells `TextWidth` gives it; a tab reaches the next tab stop; a
/// control character (NUL, ESC, DEL, a C1 control) is shown as one visible symbol, since a
/// terminal would act on it instead of showing it. Only the lines on screen are laid out,
/// and a row's columns are found by walking that row alone.
public struct LineLayout: Hashable, Sendable {
    /// Columns a row may take; nil does not wrap: a line is one row however long.
    public var width: Int?
    /// Columns between tab stops.
    public var tabWidth: Int

    public init(width: Int?, tabWidth: Int = 4) {
        self.width = width.map { max(1, $0) }
        self.tabWidth = max(1, tabWidth)
    }

    /// One grapheme as laid out: its bytes in the line, its column in the row, its cells,
    /// and the symbol shown instead of it, if it is a control character.
    public struct Glyph: Hashable, Sendable {
        public var start: Int
        public var end: Int
        public var x: Int
        public var width: Int
        public var character: Character
        /// What shows in its place: a control picture (␀ for NUL), U+FFFD for other controls;
        /// nil when the character shows as itself (a tab shows as spaces).
        public var symbol: Character?
    }

    /// The rows of `line` as byte ranges; an empty line is one empty row. A row breaks after
    /// its last space or tab (or beside a wide character) when the next word does not fit,
    /// else before the grapheme that does not fit; a grapheme wider than a row takes a row
    /// of its own.
    public func rows(of line: String) -> [Range<Int>] {
        guard let width else { return [0..<line.utf8.count] }
        var rows: [Range<Int>] = []
        var rowStart = 0
        var x = 0
        var breakAfter: (offset: Int, x: Int)?
        TextDocument.forEachGrapheme(in: line, from: 0) { start, end, character in
            var cells = cellWidth(of: character, at: x)
            // Wide characters (CJK) break anywhere, as those scripts do: before one, and after.
            let isWide = cells == 2 && character != "\t"
            if isWide, start > rowStart { breakAfter = (start, x) }
            while x + cells > width, start > rowStart {
                if let point = breakAfter, point.offset > rowStart {
                    // The word after the last space goes down whole.
                    rows.append(rowStart..<point.offset)
                    rowStart = point.offset
                    x -= point.x
                } else {
                    rows.append(rowStart..<start)
                    rowStart = start
                    x = 0
                }
                breakAfter = nil
                cells = cellWidth(of: character, at: x)
            }
            x += cells
            if character == " " || character == "\t" || isWide { breakAfter = (end, x) }
            return true
        }
        rows.append(rowStart..<line.utf8.count)
        return rows
    }

    /// The index of the row that shows the place `offset`: a place where one row ends and
    /// the next starts shows at the next row's start.
    public func row(containing offset: Int, in rows: [Range<Int>]) -> Int {
        var low = 0
        var high = rows.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if rows[middle].lowerBound <= offset { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// The column the place `offset` shows at in `row` of `line`.
    public func column(of offset: Int, in line: String, row: Range<Int>) -> Int {
        var column = 0
        forEachGlyph(in: line, row: row) { glyph in
            guard glyph.end <= offset else { return false }
            column = glyph.x + glyph.width
            return true
        }
        return column
    }

    /// The place in `row` of `line` at `column`: before the grapheme there, or after it
    /// when `nearest` and the column is its right half (a click on a wide character's
    /// second cell). Past the row's end: its end, or for a row the line goes on after, the
    /// start of its last grapheme, which shows on this row.
    public func offset(
        atColumn column: Int, in line: String, row: Range<Int>, isLastRow: Bool, nearest: Bool = false
    ) -> Int {
        var found: Int?
        var lastStart = row.lowerBound
        forEachGlyph(in: line, row: row) { glyph in
            lastStart = glyph.start
            guard column < glyph.x + glyph.width else { return true }
            let rightHalf = glyph.width > 1 && column - glyph.x >= (glyph.width + 1) / 2
            found = nearest && rightHalf ? glyph.end : glyph.start
            return false
        }
        if let found {
            if !isLastRow, found == row.upperBound { return lastStart }
            return found
        }
        return isLastRow ? row.upperBound : lastStart
    }

    /// Calls `body` with each grapheme of `row` of `line`, laid out from column 0, until it
    /// returns false.
    public func forEachGlyph(in line: String, row: Range<Int>, _ body: (Glyph) -> Bool) {
        var x = 0
        TextDocument.forEachGrapheme(in: line, from: row.lowerBound, to: row.upperBound) { start, end, character in
            let cells = cellWidth(of: character, at: x)
            let glyph = Glyph(
                start: start, end: end, x: x, width: cells, character: character,
                symbol: Self.symbol(for: character))
            x += cells
            return body(glyph)
        }
    }

    /// Cells `character` takes when it starts at column `x` of its row.
    public func cellWidth(of character: Character, at x: Int) -> Int {
        if character == "\t" { return tabWidth - x % tabWidth }
        if Self.symbol(for: character) != nil { return 1 }
        return TextWidth.of(character)
    }

    /// What a control character shows as: a control picture for C0 and DEL (␀, ␛, ␡),
    /// U+FFFD for C1 controls and the Unicode line and paragraph separators; nil for any
    /// other character, and for a tab.
    public static func symbol(for character: Character) -> Character? {
        guard let scalar = character.unicodeScalars.first else { return nil }
        let value = scalar.value
        if value >= 0x20, value < 0x7F { return nil }
        if value == 0x09 { return nil }
        if value < 0x20 { return Character(Unicode.Scalar(0x2400 + value)!) }
        if value == 0x7F { return "\u{2421}" }
        if (0x80..<0xA0).contains(value) || value == 0x2028 || value == 0x2029 { return TextWidth.replacement }
        return nil
    }
}
