import TUIPseudoTerminal

/// Turns a session's screen (decoded from the app's output by `TerminalScreen`) into what the
/// page draws: only the rows that changed since the last message, as DOM text, plus the
/// size and the cursor. The twin of Ratzilla's DOM backend, server-side.
///
/// A message: `{"size":[cols,rows],"rows":[[index,"text"],...],"cursor":[row,col,visible]}`.
/// Colors are not sent: `TerminalScreen` keeps characters only.
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
        let lines = screen.lines
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
            json += "[\(index),"
            Self.appendQuoted(lines[index], to: &json)
            json += "]"
        }
        json += "],\"cursor\":[\(cursor[0]),\(cursor[1]),\(cursor[2])]}"
        shown = lines
        shownColumns = screen.columns
        shownCursor = cursor
        return json
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
