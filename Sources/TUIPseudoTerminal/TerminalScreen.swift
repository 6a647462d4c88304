import TUICore

/// A minimal VT/xterm screen: enough of what ncurses sends to an `xterm-256color` terminal
/// to know which character each cell shows, and its colors and attributes (SGR).
///
/// It understands printable UTF-8 (wide characters take two cells, combining marks join
/// the cell before), CR/LF/BS/TAB, cursor moves (CUP, CUU/CUD/CUF/CUB, CNL/CPL, CHA, HPA,
/// VPA, HPR, VPR), erases (ED, EL, ECH), insert/delete of characters and lines (ICH, DCH,
/// IL, DL), scrolling (SU, SD, IND, RI, NEL, DECSTBM), REP, insert mode, autowrap,
/// cursor save/restore, the alternate screen (47, 1047, 1049), cursor visibility (25) and
/// the DEC line-drawing charset. Other sequences are parsed and ignored.
public struct TerminalScreen: Sendable {
    public private(set) var rows: Int
    public private(set) var columns: Int
    /// True while the alternate screen (`smcup`) is shown.
    public private(set) var isAlternateScreen = false
    public private(set) var isCursorVisible = true
    public private(set) var cursorRow = 0
    public private(set) var cursorColumn = 0

    /// One grapheme a cell; "" marks the right half of a wide character.
    private var cells: [[String]]
    private var otherCells: [[String]]
    /// Each cell's colors and attributes, beside `cells`.
    private var styles: [[CellStyle]]
    private var otherStyles: [[CellStyle]]
    /// What SGR set: the style of the next character printed.
    private var style = CellStyle()
    private var wrapPending = false
    private var autowrap = true
    private var insertMode = false
    private var scrollTop = 0
    private var scrollBottom: Int
    private var savedCursor = SavedCursor()
    private var lineDrawing = false
    private var lastPrinted: String?

    private var state = State.ground
    private var parameters: [UInt8] = []
    private var intermediates: [UInt8] = []
    private var utf8: [UInt8] = []
    private var utf8Expected = 0

    private enum State: Sendable {
        case ground, escape, escapeIntermediate, csi, string, stringEscape
    }

    private struct SavedCursor: Sendable {
        var row = 0
        var column = 0
        var lineDrawing = false
        var style = CellStyle()
    }

    public init(rows: Int, columns: Int) {
        self.rows = rows
        self.columns = columns
        scrollBottom = rows - 1
        cells = Self.blankGrid(rows: rows, columns: columns)
        otherCells = Self.blankGrid(rows: rows, columns: columns)
        styles = Self.blankStyles(rows: rows, columns: columns)
        otherStyles = Self.blankStyles(rows: rows, columns: columns)
    }

    private static func blankStyles(rows: Int, columns: Int, _ style: CellStyle = CellStyle()) -> [[CellStyle]] {
        Array(repeating: Array(repeating: style, count: columns), count: rows)
    }

    /// Erased cells take the current background (xterm's back-color erase, which ncurses uses).
    private var eraseStyle: CellStyle { CellStyle(background: style.background) }

    private static func blankGrid(rows: Int, columns: Int) -> [[String]] {
        Array(repeating: Array(repeating: " ", count: columns), count: rows)
    }

    // MARK: Reading

    /// The row's text, wide characters once, trailing spaces trimmed.
    public func line(_ row: Int) -> String {
        var text = cells[row].joined()
        while text.last == " " { text.removeLast() }
        return text
    }

    /// A row's cells: one grapheme each, "" for the right half of a wide character.
    public func cells(ofRow row: Int) -> [String] { cells[row] }

    /// A row's cells' colors and attributes.
    public func styles(ofRow row: Int) -> [CellStyle] { styles[row] }

    /// Every row's text, as `line(_:)`.
    public var lines: [String] {
        (0..<rows).map(line)
    }

    /// The screen's text, rows joined by newlines.
    public var text: String {
        lines.joined(separator: "\n")
    }

    /// Whether `needle` shows on one row.
    public func contains(_ needle: String) -> Bool {
        lines.contains { $0.contains(needle) }
    }

    /// The first row showing `needle`.
    public func row(containing needle: String) -> Int? {
        lines.firstIndex { $0.contains(needle) }
    }

    // MARK: Size

    /// Changes the size as a terminal window does: rows and columns are cut or padded.
    public mutating func resize(rows: Int, columns: Int) {
        func fit(_ grid: [[String]]) -> [[String]] {
            var result = grid.prefix(rows).map { row -> [String] in
                var row = Array(row.prefix(columns))
                if row.count == columns, row.last.map(Self.isWideText) == true {
                    row[row.count - 1] = " "
                }
                return row + Array(repeating: " ", count: max(0, columns - row.count))
            }
            while result.count < rows { result.append(Array(repeating: " ", count: columns)) }
            return result
        }
        cells = fit(cells)
        otherCells = fit(otherCells)
        func fitStyles(_ grid: [[CellStyle]]) -> [[CellStyle]] {
            var result = grid.prefix(rows).map { row in
                Array(row.prefix(columns)) + Array(repeating: CellStyle(), count: max(0, columns - row.count))
            }
            while result.count < rows { result.append(Array(repeating: CellStyle(), count: columns)) }
            return result
        }
        styles = fitStyles(styles)
        otherStyles = fitStyles(otherStyles)
        self.rows = rows
        self.columns = columns
        scrollTop = 0
        scrollBottom = rows - 1
        cursorRow = min(cursorRow, rows - 1)
        cursorColumn = min(cursorColumn, columns - 1)
        wrapPending = false
    }

    private static func isWideText(_ text: String) -> Bool {
        text.unicodeScalars.first.map { width(of: $0) == 2 } ?? false
    }

    // MARK: Parsing

    /// Interprets bytes a program wrote to the terminal.
    public mutating func feed(_ bytes: some Sequence<UInt8>) {
        for byte in bytes { feed(byte) }
    }

    private mutating func feed(_ byte: UInt8) {
        switch state {
        case .ground:
            ground(byte)
        case .escape:
            escape(byte)
        case .escapeIntermediate:
            if (0x20...0x2F).contains(byte) {
                intermediates.append(byte)
                return
            }
            if intermediates.first == UInt8(ascii: "(") {
                lineDrawing = byte == UInt8(ascii: "0")
            }
            state = .ground
        case .csi:
            switch byte {
            case 0x30...0x3F: parameters.append(byte)
            case 0x20...0x2F: intermediates.append(byte)
            case 0x40...0x7E:
                state = .ground
                controlSequence(final: byte)
            case 0x1B:
                state = .escape
            case 0x18, 0x1A:
                state = .ground
            default:
                control(byte)
            }
        case .string:
            if byte == 0x07 || byte == 0x9C {
                state = .ground
            } else if byte == 0x1B {
                state = .stringEscape
            }
        case .stringEscape:
            state = byte == UInt8(ascii: "\\") ? .ground : .string
        }
    }

    private mutating func ground(_ byte: UInt8) {
        if utf8Expected > 0 {
            if byte & 0xC0 == 0x80 {
                utf8.append(byte)
                if utf8.count == utf8Expected {
                    let text = String(decoding: utf8, as: UTF8.self)
                    utf8 = []
                    utf8Expected = 0
                    if let scalar = text.unicodeScalars.first { put(scalar) }
                }
                return
            }
            utf8 = []
            utf8Expected = 0
            put("\u{FFFD}")
        }
        switch byte {
        case 0x1B:
            state = .escape
        case 0x00..<0x20, 0x7F:
            control(byte)
        case 0x20..<0x7F:
            put(Unicode.Scalar(byte))
        case 0xC2...0xDF:
            utf8 = [byte]
            utf8Expected = 2
        case 0xE0...0xEF:
            utf8 = [byte]
            utf8Expected = 3
        case 0xF0...0xF4:
            utf8 = [byte]
            utf8Expected = 4
        default:
            put("\u{FFFD}")
        }
    }

    private mutating func control(_ byte: UInt8) {
        switch byte {
        case 0x08:
            cursorColumn = max(0, cursorColumn - 1)
            wrapPending = false
        case 0x09:
            cursorColumn = min(columns - 1, (cursorColumn / 8 + 1) * 8)
            wrapPending = false
        case 0x0A, 0x0B, 0x0C:
            index()
            wrapPending = false
        case 0x0D:
            cursorColumn = 0
            wrapPending = false
        default:
            break
        }
    }

    private mutating func escape(_ byte: UInt8) {
        state = .ground
        switch byte {
        case UInt8(ascii: "["):
            parameters = []
            intermediates = []
            state = .csi
        case UInt8(ascii: "]"), UInt8(ascii: "P"), UInt8(ascii: "_"), UInt8(ascii: "^"), UInt8(ascii: "X"):
            state = .string
        case 0x20...0x2F:
            intermediates = [byte]
            state = .escapeIntermediate
        case UInt8(ascii: "7"):
            saveCursor()
        case UInt8(ascii: "8"):
            restoreCursor()
        case UInt8(ascii: "D"):
            index()
            wrapPending = false
        case UInt8(ascii: "E"):
            index()
            cursorColumn = 0
            wrapPending = false
        case UInt8(ascii: "M"):
            reverseIndex()
            wrapPending = false
        case UInt8(ascii: "c"):
            self = TerminalScreen(rows: rows, columns: columns)
        case 0x1B:
            state = .escape
        default:
            break
        }
    }

    // MARK: Printing

    private mutating func put(_ scalar: Unicode.Scalar) {
        var scalar = scalar
        if lineDrawing, let mapped = Self.lineDrawingMap[scalar] { scalar = mapped }
        let width = Self.width(of: scalar)
        if width == 0 {
            // A combining mark joins the cell before the cursor.
            var column = wrapPending ? cursorColumn : cursorColumn - 1
            if column >= 0, cells[cursorRow][column] == "" { column -= 1 }
            if column >= 0 { cells[cursorRow][column].unicodeScalars.append(scalar) }
            return
        }
        let text = String(scalar)
        if wrapPending {
            if autowrap {
                cursorColumn = 0
                index()
            }
            wrapPending = false
        }
        // A terminal one column wide has no room for a wide character at all (the monkey
        // test resizes down to 1×1; writing its second half went past the row).
        if width == 2, columns < 2 { return }
        if width == 2, cursorColumn == columns - 1 {
            if !autowrap { return }
            cells[cursorRow][cursorColumn] = " "
            styles[cursorRow][cursorColumn] = eraseStyle
            cursorColumn = 0
            index()
        }
        if insertMode { insertBlanks(width) }
        clear(row: cursorRow, from: cursorColumn, to: min(columns, cursorColumn + width))
        cells[cursorRow][cursorColumn] = text
        styles[cursorRow][cursorColumn] = style
        if width == 2 {
            cells[cursorRow][cursorColumn + 1] = ""
            styles[cursorRow][cursorColumn + 1] = style
        }
        lastPrinted = text
        if cursorColumn + width >= columns {
            cursorColumn = columns - 1
            wrapPending = autowrap
        } else {
            cursorColumn += width
        }
    }

    /// Blanks cells `from..<to` of `row`, and the other half of any wide character cut.
    private mutating func clear(row: Int, from start: Int, to end: Int) {
        let start = max(0, start)
        let end = min(columns, end)
        guard start < end else { return }
        if cells[row][start] == "", start > 0 { cells[row][start - 1] = " " }
        if end < columns, cells[row][end] == "" { cells[row][end] = " " }
        let erased = eraseStyle
        for column in start..<end {
            cells[row][column] = " "
            styles[row][column] = erased
        }
    }

    private mutating func insertBlanks(_ count: Int) {
        let count = min(count, columns - cursorColumn)
        guard count > 0 else { return }
        if cells[cursorRow][cursorColumn] == "", cursorColumn > 0 {
            cells[cursorRow][cursorColumn - 1] = " "
            cells[cursorRow][cursorColumn] = " "
        }
        var row = cells[cursorRow]
        row.insert(contentsOf: Array(repeating: " ", count: count), at: cursorColumn)
        row.removeLast(count)
        if row[columns - 1] != "", Self.isWideText(row[columns - 1]) { row[columns - 1] = " " }
        cells[cursorRow] = row
        var rowStyles = styles[cursorRow]
        rowStyles.insert(contentsOf: Array(repeating: eraseStyle, count: count), at: cursorColumn)
        rowStyles.removeLast(count)
        styles[cursorRow] = rowStyles
    }

    private mutating func deleteCharacters(_ count: Int) {
        let count = min(count, columns - cursorColumn)
        guard count > 0 else { return }
        clear(row: cursorRow, from: cursorColumn, to: cursorColumn + count)
        var row = cells[cursorRow]
        row.removeSubrange(cursorColumn..<(cursorColumn + count))
        row.append(contentsOf: Array(repeating: " ", count: count))
        cells[cursorRow] = row
        var rowStyles = styles[cursorRow]
        rowStyles.removeSubrange(cursorColumn..<(cursorColumn + count))
        rowStyles.append(contentsOf: Array(repeating: eraseStyle, count: count))
        styles[cursorRow] = rowStyles
    }

    // MARK: Scrolling

    private mutating func index() {
        if cursorRow == scrollBottom {
            scrollUp(1)
        } else if cursorRow < rows - 1 {
            cursorRow += 1
        }
    }

    private mutating func reverseIndex() {
        if cursorRow == scrollTop {
            scrollDown(1)
        } else if cursorRow > 0 {
            cursorRow -= 1
        }
    }

    private mutating func scrollUp(_ count: Int, from top: Int? = nil) {
        let top = top ?? scrollTop
        guard top <= scrollBottom else { return }
        let count = min(count, scrollBottom - top + 1)
        cells.removeSubrange(top..<(top + count))
        cells.insert(contentsOf: Self.blankGrid(rows: count, columns: columns), at: scrollBottom - count + 1)
        styles.removeSubrange(top..<(top + count))
        styles.insert(
            contentsOf: Self.blankStyles(rows: count, columns: columns, eraseStyle), at: scrollBottom - count + 1)
    }

    private mutating func scrollDown(_ count: Int, from top: Int? = nil) {
        let top = top ?? scrollTop
        guard top <= scrollBottom else { return }
        let count = min(count, scrollBottom - top + 1)
        cells.removeSubrange((scrollBottom - count + 1)...scrollBottom)
        cells.insert(contentsOf: Self.blankGrid(rows: count, columns: columns), at: top)
        styles.removeSubrange((scrollBottom - count + 1)...scrollBottom)
        styles.insert(contentsOf: Self.blankStyles(rows: count, columns: columns, eraseStyle), at: top)
    }

    // MARK: Control sequences

    private mutating func controlSequence(final: UInt8) {
        let marker = parameters.first.flatMap { (0x3C...0x3F).contains($0) ? $0 : nil }
        let numbers = (marker == nil ? parameters[...] : parameters.dropFirst())
            .split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false)
            .map { field -> Int in
                let digits = field.prefix { (0x30...0x39).contains($0) }
                return digits.reduce(0) { min(99_999, $0 * 10 + Int($1 - 0x30)) }
            }
        func number(_ index: Int, default fallback: Int = 1) -> Int {
            guard index < numbers.count, numbers[index] != 0 else { return fallback }
            return numbers[index]
        }
        guard intermediates.isEmpty else { return }
        if marker == UInt8(ascii: "?") {
            if final == UInt8(ascii: "h") || final == UInt8(ascii: "l") {
                for mode in numbers { privateMode(mode, on: final == UInt8(ascii: "h")) }
            }
            return
        }
        guard marker == nil else { return }
        let wasWrapPending = wrapPending
        wrapPending = false
        switch final {
        case UInt8(ascii: "@"):
            insertBlanks(number(0))
        case UInt8(ascii: "A"):
            cursorRow = max(cursorRow >= scrollTop ? scrollTop : 0, cursorRow - number(0))
        case UInt8(ascii: "B"), UInt8(ascii: "e"):
            cursorRow = min(cursorRow <= scrollBottom ? scrollBottom : rows - 1, cursorRow + number(0))
        case UInt8(ascii: "C"), UInt8(ascii: "a"):
            cursorColumn = min(columns - 1, cursorColumn + number(0))
        case UInt8(ascii: "D"):
            cursorColumn = max(0, cursorColumn - number(0))
        case UInt8(ascii: "E"):
            cursorRow = min(rows - 1, cursorRow + number(0))
            cursorColumn = 0
        case UInt8(ascii: "F"):
            cursorRow = max(0, cursorRow - number(0))
            cursorColumn = 0
        case UInt8(ascii: "G"), UInt8(ascii: "`"):
            cursorColumn = min(columns, number(0)) - 1
        case UInt8(ascii: "d"):
            cursorRow = min(rows, number(0)) - 1
        case UInt8(ascii: "H"), UInt8(ascii: "f"):
            cursorRow = min(rows, number(0)) - 1
            cursorColumn = min(columns, number(1)) - 1
        case UInt8(ascii: "J"):
            eraseDisplay(number(0, default: 0))
        case UInt8(ascii: "K"):
            eraseLine(number(0, default: 0))
        case UInt8(ascii: "L"):
            if (scrollTop...scrollBottom).contains(cursorRow) { scrollDown(number(0), from: cursorRow) }
            cursorColumn = 0
        case UInt8(ascii: "M"):
            if (scrollTop...scrollBottom).contains(cursorRow) { scrollUp(number(0), from: cursorRow) }
            cursorColumn = 0
        case UInt8(ascii: "P"):
            deleteCharacters(number(0))
        case UInt8(ascii: "X"):
            clear(row: cursorRow, from: cursorColumn, to: cursorColumn + number(0))
        case UInt8(ascii: "S"):
            scrollUp(number(0))
        case UInt8(ascii: "T"):
            scrollDown(number(0))
        case UInt8(ascii: "b"):
            wrapPending = wasWrapPending
            if let lastPrinted, let scalar = lastPrinted.unicodeScalars.first {
                for _ in 0..<min(number(0), rows * columns) { put(scalar) }
            }
        case UInt8(ascii: "h"), UInt8(ascii: "l"):
            if numbers.contains(4) { insertMode = final == UInt8(ascii: "h") }
        case UInt8(ascii: "r"):
            let top = number(0) - 1
            let bottom = min(rows, number(1, default: rows)) - 1
            if top < bottom {
                scrollTop = top
                scrollBottom = bottom
            }
            cursorRow = 0
            cursorColumn = 0
        case UInt8(ascii: "s"):
            saveCursor()
        case UInt8(ascii: "u"):
            restoreCursor()
        case UInt8(ascii: "m"):
            wrapPending = wasWrapPending
            style.apply(sgr: numbers.isEmpty ? [0] : numbers)
        default:
            // Device reports, window ops…: nothing a cell shows.
            wrapPending = wasWrapPending
        }
    }

    private mutating func eraseDisplay(_ mode: Int) {
        switch mode {
        case 0:
            clear(row: cursorRow, from: cursorColumn, to: columns)
            for row in (cursorRow + 1)..<max(rows, cursorRow + 1) { clear(row: row, from: 0, to: columns) }
        case 1:
            for row in 0..<cursorRow { clear(row: row, from: 0, to: columns) }
            clear(row: cursorRow, from: 0, to: cursorColumn + 1)
        default:
            cells = Self.blankGrid(rows: rows, columns: columns)
            styles = Self.blankStyles(rows: rows, columns: columns, eraseStyle)
        }
    }

    private mutating func eraseLine(_ mode: Int) {
        switch mode {
        case 0: clear(row: cursorRow, from: cursorColumn, to: columns)
        case 1: clear(row: cursorRow, from: 0, to: cursorColumn + 1)
        default: clear(row: cursorRow, from: 0, to: columns)
        }
    }

    private mutating func privateMode(_ mode: Int, on: Bool) {
        switch mode {
        case 7:
            autowrap = on
        case 25:
            isCursorVisible = on
        case 47, 1047, 1049:
            if mode == 1049, on { saveCursor() }
            if on != isAlternateScreen {
                if !on, mode == 1047 {
                    cells = Self.blankGrid(rows: rows, columns: columns)
                    styles = Self.blankStyles(rows: rows, columns: columns)
                }
                swap(&cells, &otherCells)
                swap(&styles, &otherStyles)
                isAlternateScreen = on
                if on, mode == 1049 {
                    cells = Self.blankGrid(rows: rows, columns: columns)
                    styles = Self.blankStyles(rows: rows, columns: columns)
                }
            }
            if mode == 1049, !on { restoreCursor() }
        default:
            break
        }
    }

    private mutating func saveCursor() {
        savedCursor = SavedCursor(row: cursorRow, column: cursorColumn, lineDrawing: lineDrawing, style: style)
    }

    private mutating func restoreCursor() {
        cursorRow = min(savedCursor.row, rows - 1)
        cursorColumn = min(savedCursor.column, columns - 1)
        lineDrawing = savedCursor.lineDrawing
        style = savedCursor.style
        wrapPending = false
    }

    // MARK: Character widths

    /// Cells a scalar takes, as glibc's `wcwidth` in a UTF-8 locale says (which is what
    /// ncurses assumes the terminal does); one for a scalar it calls not printable, as
    /// xterm shows one (controls never get here).
    public static func width(of scalar: Unicode.Scalar) -> Int {
        let width = TextWidth.of(scalar: scalar)
        return width < 0 ? 1 : width
    }

    /// The DEC Special Graphics set (`ESC ( 0`) in Unicode.
    private static let lineDrawingMap: [Unicode.Scalar: Unicode.Scalar] = [
        "`": "◆", "a": "▒", "f": "°", "g": "±", "j": "┘", "k": "┐", "l": "┌", "m": "└",
        "n": "┼", "o": "⎺", "p": "⎻", "q": "─", "r": "⎼", "s": "⎽", "t": "├", "u": "┤",
        "v": "┴", "w": "┬", "x": "│", "y": "≤", "z": "≥", "{": "π", "|": "≠", "}": "£",
        "~": "·",
    ]
}
