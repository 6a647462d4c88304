import TUIPseudoTerminal

/// Turns a session's screen (decoded from the app's output by `TerminalScreen`) into what the
/// page draws: only the rows that changed since the last message, as DOM text, plus the
/// size and the cursor. The twin of Ratzilla's DOM backend, server-side.
///
/// A message: `{"size":[cols,rows],"rows":[[index,ROW],...],"cursor":[row,col,visible]}`,
/// ROW being the row's text when it has no colors or attributes, else its runs of one style,
/// `[[text,fg,bg,flags],...]`: a color -1 (default), 0...255 (the palette) or 0x1000000 + RGB;
/// flags 1 bold, 2 underline, 4 reverse, 8 italic, 16 dim. Trailing plain blanks are left out.
public struct WebScreenDiff: Sendable {
    private var shown: [String] = []
    private var shownColumns = 0
    private var shownCursor: [Int] = []

    public init() {}

    /// Forgets what the page shows, so the next message has every row (a new page).
    public mutating func reset() {
        shown = []
        shownColumns = 0
        shownCursor = []
    }

    /// The JSON for what changed, or nil if nothing did.
    public mutating func message(for screen: TerminalScreen) -> String? {
        let lines = (0..<screen.rows).map { Self.row($0, of: screen) }
        let sizeChanged = lines.count != shown.count || screen.columns != shownColumns
        var changed: [Int] = []
        for index in lines.indices where sizeChanged || lines[index] != shown[index] {
            changed.append(index)
        }
        let cursor = [screen.cursorRow, screen.cursorColumn, screen.isCursorVisible ? 1 : 0]
        guard sizeChanged || !changed.isEmpty || cursor != shownCursor else { return nil }
        var json = "{\"size\":[\(screen.columns),\(screen.rows)],\"rows\":["
        for (position, index) in changed.enumerated() {
            if position > 0 { json += "," }
            json += "[\(index),\(lines[index])]"
        }
        json += "],\"cursor\":[\(cursor[0]),\(cursor[1]),\(cursor[2])]}"
        shown = lines
        shownColumns = screen.columns
        shownCursor = cursor
        return json
    }

    /// A row's JSON: its text, or its runs of one style.
    static func row(_ row: Int, of screen: TerminalScreen) -> String {
        let cells = screen.cells(ofRow: row)
        let styles = screen.styles(ofRow: row)
        var end = cells.count
        while end > 0, cells[end - 1] == " ", styles[end - 1].isDefault { end -= 1 }
        var json = ""
        if styles[..<end].allSatisfy(\.isDefault) {
            appendQuoted(cells[..<end].joined(), to: &json)
            return json
        }
        json = "["
        var start = 0
        while start < end {
            var next = start + 1
            while next < end, styles[next] == styles[start] { next += 1 }
            let style = styles[start]
            if start > 0 { json += "," }
            json += "["
            appendQuoted(cells[start..<next].joined(), to: &json)
            let flags =
                (style.bold ? 1 : 0) | (style.underline ? 2 : 0) | (style.reverse ? 4 : 0) | (style.italic ? 8 : 0)
                | (style.dim ? 16 : 0)
            json += ",\(style.foreground),\(style.background),\(flags)]"
            start = next
        }
        return json + "]"
    }

    /// A JSON string literal of `text`.
    static func appendQuoted(_ text: String, to json: inout String) {
        json += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": json += "\\\""
            case "\\": json += "\\\\"
            case "\n": json += "\\n"
            case "\r": json += "\\r"
            case "\t": json += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x2028 || scalar.value == 0x2029 {
                    let hex = String(scalar.value, radix: 16)
                    json += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    json.unicodeScalars.append(scalar)
                }
            }
        }
        json += "\""
    }
}
