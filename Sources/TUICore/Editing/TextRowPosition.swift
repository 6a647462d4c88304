/// One row of a laid-out document: a line, its rows as `LineLayout` breaks it, and which of
/// them. Stepping to the next or previous row lays out only the lines it reaches, so a
/// page move in a 200,000-line file lays out a page of lines.
public struct TextRowPosition: Sendable {
    public private(set) var line: Int
    public private(set) var rows: [Range<Int>]
    public var index = 0

    public init(line: Int, rows: [Range<Int>], index: Int = 0) {
        self.line = line
        self.rows = rows
        self.index = min(max(0, index), rows.count - 1)
    }

    /// Row `index` of `line` of `document`, clamped to the rows the line has.
    public init(line: Int, index: Int, in document: TextDocument, layout: LineLayout) {
        self.init(line: line, rows: layout.rows(of: document[line]), index: index)
    }

    /// The row's bytes in its line.
    public var range: Range<Int> { rows[index] }

    public var isLastRowOfLine: Bool { index == rows.count - 1 }

    /// Moves one row down (or up); false at the document's last (or first) row.
    public mutating func step(down: Bool, in document: TextDocument, layout: LineLayout) -> Bool {
        if down {
            if index + 1 < rows.count {
                index += 1
            } else if line + 1 < document.lineCount {
                line += 1
                rows = layout.rows(of: document[line])
                index = 0
            } else {
                return false
            }
        } else {
            if index > 0 {
                index -= 1
            } else if line > 0 {
                line -= 1
                rows = layout.rows(of: document[line])
                index = rows.count - 1
            } else {
                return false
            }
        }
        return true
    }

    /// Whether this row comes before `other`.
    public func isBefore(_ other: TextRowPosition) -> Bool {
        (line, index) < (other.line, other.index)
    }
}
