/// A grid of cells that views draw into and the terminal backend presents (Ratatui's
/// `Buffer`).
///
/// Every write is clipped to the canvas and to an optional clip rectangle; a wide grapheme
/// that would straddle the clip edge is replaced by a space instead of being split.
public struct Canvas: Hashable, Sendable {
    public let size: Size
    public private(set) var cells: [Cell]
    /// Where the terminal shows its cursor (a focused text field's edit point), or nil
    /// to hide it. Set by the view that has the edit point; outside the canvas counts as nil.
    public var cursor: Point?
    /// Where the focused control is (a list's selected row, a focused button): the
    /// terminal puts its cursor there, hidden, when no edit point shows it, so screen
    /// readers and magnifiers that follow the cursor follow the focus. Set by the view that
    /// has the focus; the last one drawn wins.
    public var focus: Point?
    /// Where disabled controls are drawn, as each declares while drawing (a disabled
    /// button, text field, OTP field or switch): the frame's meaning for tools that read it,
    /// such as the accessibility audit, which checks that each shows without colour.
    public var disabledAreas: [Rect] = []
    /// The hyperlinks on the canvas, one run of cells a row (`link(_:in:)`), for the
    /// terminal to make clickable (OSC 8) and `ANSIFrameWriter` to write. Cells drawn over
    /// later drop out of them.
    public internal(set) var links: [CanvasLink] = []
    /// Rows a terminal writes whole in this frame, changed or not: the screen-reader mode's
    /// live region when it says something new. Written cell by cell, a new line that begins
    /// as the one before it did ("Значение: 1", then "Загрузка завершена") went out without
    /// its first letters, and a reader that speaks what is written said "агрузка".
    public var rewrittenRows: [Int] = []

    public init(size: Size, filling cell: Cell = .blank) {
        self.size = size
        self.cells = Array(repeating: cell, count: size.width * size.height)
    }

    public var bounds: Rect { Rect(origin: .zero, size: size) }

    public subscript(x: Int, y: Int) -> Cell {
        get { cells[y * size.width + x] }
        set { set(newValue, x: x, y: y) }
    }

    /// Puts one cell, repairing any wide grapheme it cuts in half.
    public mutating func set(_ cell: Cell, x: Int, y: Int) {
        if !links.isEmpty { unlink(Rect(x: x, y: y, width: 1, height: 1)) }
        setCell(cell, x: x, y: y)
    }

    /// `set` without the links' upkeep: for callers that cut a whole area out of them first.
    private mutating func setCell(_ cell: Cell, x: Int, y: Int) {
        guard x >= 0, y >= 0, x < size.width, y < size.height else { return }
        let index = y * size.width + x
        let old = cells[index]
        if old.width == 2, x + 1 < size.width, cell.width != 2 {
            cells[index + 1] = Cell(" ", style: cells[index + 1].style)
        }
        if old.isContinuation, x > 0, !cell.isContinuation {
            cells[index - 1] = Cell(" ", style: cells[index - 1].style)
        }
        cells[index] = cell
    }

    /// Fills `rect` with `cell`.
    public mutating func fill(_ rect: Rect, with cell: Cell = .blank) {
        let area = rect.intersection(bounds)
        unlink(area)
        for y in area.minY..<area.maxY {
            for x in area.minX..<area.maxX { setCell(cell, x: x, y: y) }
        }
    }

    /// Lays `style` over every cell of `rect` (see `Style.patched(with:)`).
    public mutating func apply(_ style: Style, to rect: Rect) {
        let area = rect.intersection(bounds)
        for y in area.minY..<area.maxY {
            for x in area.minX..<area.maxX {
                cells[y * size.width + x].style = cells[y * size.width + x].style.patched(with: style)
            }
        }
    }

    /// Replaces the style of every cell of `rect`.
    public mutating func setStyle(_ style: Style, in rect: Rect) {
        let area = rect.intersection(bounds)
        for y in area.minY..<area.maxY {
            for x in area.minX..<area.maxX { cells[y * size.width + x].style = style }
        }
    }

    /// Writes `text` on one line from `point`, clipped to `clip` (and the canvas). The
    /// text's style is laid over the cells' existing background. Returns the columns used.
    @discardableResult
    public mutating func write(
        _ text: some StringProtocol,
        at point: Point,
        style: Style = .plain,
        clip: Rect? = nil
    ) -> Int {
        writeText(text, at: point, style: style, clip: clip)
    }

    /// `write` for a `String`, as nearly every caller has: the loop below specialized for
    /// it here, where other modules would call the generic one through its witness tables.
    @discardableResult
    public mutating func write(_ text: String, at point: Point, style: Style = .plain, clip: Rect? = nil) -> Int {
        writeText(text, at: point, style: style, clip: clip)
    }

    /// `write` for a `Substring` (a line of wrapped text, say), specialized as above.
    @discardableResult
    public mutating func write(_ text: Substring, at point: Point, style: Style = .plain, clip: Rect? = nil) -> Int {
        writeText(text, at: point, style: style, clip: clip)
    }

    private mutating func writeText(_ text: some StringProtocol, at point: Point, style: Style, clip: Rect?) -> Int {
        let width = writeCells(text, at: point, style: style, clip: clip)
        if !links.isEmpty, width > 0 {
            unlink(Rect(x: point.x, y: point.y, width: width, height: 1).intersection((clip ?? bounds)))
        }
        return width
    }

    private mutating func writeCells(_ text: some StringProtocol, at point: Point, style: Style, clip: Rect?) -> Int {
        let area = (clip ?? bounds).intersection(bounds)
        guard point.y >= area.minY, point.y < area.maxY else { return 0 }
        var x = point.x
        let scalars = text.unicodeScalars
        let ascii = Self.asciiCharacters
        // Printable ASCII first, straight from the UTF-8 bytes (most of any text): no
        // scalar decoding, each character taken from a table instead of made, and the
        // cells written in place, without the bounds and uniqueness checks of one `set` each.
        let asciiPrefix =
            text.utf8.withContiguousStorageIfAvailable { bytes -> (count: Int, isClipped: Bool) in
                let rowStart = point.y * size.width
                let width = size.width
                return cells.withUnsafeMutableBufferPointer { cells -> (count: Int, isClipped: Bool) in
                    var offset = 0
                    while offset < bytes.count {
                        let byte = bytes[offset]
                        // A byte past 0x7F after it may be a combining mark of its grapheme.
                        guard byte >= 0x20, byte < 0x7F, offset + 1 == bytes.count || bytes[offset + 1] < 0x80 else {
                            break
                        }
                        if x >= area.maxX { return (offset, true) }
                        if x >= area.minX {
                            let index = rowStart + x
                            // Half of a wide grapheme overwritten: its other half becomes a space.
                            let oldWidth = cells[index].width
                            if oldWidth == 2, x + 1 < width {
                                cells[index + 1] = Cell(" ", style: cells[index + 1].style)
                            } else if oldWidth == 0, x > 0 {
                                cells[index - 1] = Cell(" ", style: cells[index - 1].style)
                            }
                            let base = cells[index].style
                            cells[index] = Cell(
                                ascii[Int(byte - 0x20)],
                                style: Style(
                                    foreground: style.foreground ?? base.foreground,
                                    background: style.background ?? base.background, attributes: style.attributes))
                        }
                        x += 1
                        offset += 1
                    }
                    return (offset, false)
                }
            } ?? (count: 0, isClipped: false)
        if asciiPrefix.isClipped { return x - point.x }
        var index = text.utf8.index(text.utf8.startIndex, offsetBy: asciiPrefix.count)
        while index < scalars.endIndex {
            // A scalar that is a grapheme of its own, one cell wide (most of any text):
            // drawn without breaking the text into graphemes, which a row's cost is mostly.
            let next = scalars.index(after: index)
            let scalar = scalars[index]
            if TextWidth.isPlain(scalar), next == scalars.endIndex || TextWidth.isPlain(scalars[next]) {
                if x >= area.maxX { break }
                put(Self.character(of: scalar), width: 1, at: x, y: point.y, style: style, area: area)
                x += 1
                index = next
                continue
            }
            // `index` starts a grapheme: the scalar before it, if any, was plain.
            let character = text[index]
            index = text.index(after: index)
            let (width, pieces) = TextWidth.layout(of: character)
            if width == 0 { continue }
            if x >= area.maxX { break }
            if let pieces {
                // A ZWJ sequence, a flag, a scalar that is not printable: drawn piece by
                // piece, each as many cells as the terminal gives it.
                for piece in pieces {
                    put(piece.symbol, width: piece.width, at: x, y: point.y, style: style, area: area)
                    x += piece.width
                }
                continue
            }
            put(character, width: width, at: x, y: point.y, style: style, area: area)
            x += width
        }
        return x - point.x
    }

    /// The printable ASCII characters, space to tilde, made once.
    private static let asciiCharacters: [Character] = (0x20..<0x7F).map { Character(Unicode.Scalar(UInt8($0))) }
    /// The character of a scalar that is a grapheme of its own, from a table when it has one.
    private static func character(of scalar: Unicode.Scalar) -> Character {
        switch scalar.value {
        case 0x20..<0x7F: asciiCharacters[Int(scalar.value - 0x20)]
        case 0xA0..<0x530: latinAndCyrillicCharacters[Int(scalar.value - 0xA0)]
        case 0x2500..<0x25A0: boxCharacters[Int(scalar.value - 0x2500)]
        default: Character(scalar)
        }
    }

    /// Latin-1 to Cyrillic, U+00A0 to U+052F (accented Latin, Russian text): made once, as a
    /// Russian row's letters were each made anew on every frame. The combining marks in the
    /// range are in the table too but never asked for here (they are not plain).
    private static let latinAndCyrillicCharacters: [Character] = (0xA0..<0x530).map {
        Character(Unicode.Scalar($0)!)
    }

    /// Box drawing and block elements, U+2500 to U+259F (rules, borders, guides, bars): drawn
    /// a whole row at a time, so made once too.
    private static let boxCharacters: [Character] = (0x2500..<0x25A0).map { Character(Unicode.Scalar($0)!) }

    /// Puts a grapheme `width` cells wide at `x`, `y`, or as many spaces as show of it when
    /// `area` cuts it.
    private mutating func put(_ character: Character, width: Int, at x: Int, y: Int, style: Style, area: Rect) {
        if x >= area.maxX || x + width <= area.minX { return }
        if x < area.minX || x + width > area.maxX {
            // A wide grapheme cut by the clip edge: show the visible half as a space,
            // over that cell's own background (`x` itself may lie outside the clip).
            for column in max(x, area.minX)..<min(x + width, area.maxX) {
                setCell(Cell(" ", style: laid(style, overCellAt: column, y: y)), x: column, y: y)
            }
        } else {
            let cellStyle = laid(style, overCellAt: x, y: y)
            setCell(Cell(character, style: cellStyle, width: UInt8(width)), x: x, y: y)
            if width == 2 { setCell(Cell(" ", style: cellStyle, width: 0), x: x + 1, y: y) }
        }
    }

    /// `style` with the colors it leaves unset taken from the cell at `x`, `y`.
    private func laid(_ style: Style, overCellAt x: Int, y: Int) -> Style {
        let base = self[safe: x, y]?.style ?? .plain
        return Style(
            foreground: style.foreground ?? base.foreground,
            background: style.background ?? base.background,
            attributes: style.attributes
        )
    }

    public subscript(safe x: Int, y: Int) -> Cell? {
        guard x >= 0, y >= 0, x < size.width, y < size.height else { return nil }
        return cells[y * size.width + x]
    }

    /// Copies `other` onto this canvas with its top-left corner at `origin`. A wide
    /// grapheme cut by this canvas's edge leaves a space, as `write` does.
    public mutating func draw(_ other: Canvas, at origin: Point) {
        if let cursor = other.cursor {
            let target = Point(x: origin.x + cursor.x, y: origin.y + cursor.y)
            if bounds.contains(target) { self.cursor = target }
        }
        if let focus = other.focus {
            let target = Point(x: origin.x + focus.x, y: origin.y + focus.y)
            if bounds.contains(target) { self.focus = target }
        }
        for area in other.disabledAreas {
            let target = Rect(x: origin.x + area.x, y: origin.y + area.y, width: area.width, height: area.height)
                .intersection(bounds)
            if !target.isEmpty { disabledAreas.append(target) }
        }
        // What was linked beneath is covered now; the other canvas's links come on top.
        unlink(Rect(origin: origin, size: other.size).intersection(bounds))
        for link in other.links {
            let columns = (origin.x + link.columns.lowerBound)..<(origin.x + link.columns.upperBound)
            let row = origin.y + link.row
            let visible = columns.clamped(to: 0..<size.width)
            if row >= 0, row < size.height, !visible.isEmpty {
                links.append(CanvasLink(row: row, columns: visible, url: link.url))
            }
        }
        for y in 0..<other.size.height {
            for x in 0..<other.size.width {
                let cell = other[x, y]
                if cell.isContinuation { continue }
                let target = Point(x: origin.x + x, y: origin.y + y)
                let hasContinuation = x + 1 < other.size.width
                if cell.width != 2 {
                    setCell(cell, x: target.x, y: target.y)
                } else if hasContinuation, target.x >= 0, target.x + 1 < size.width {
                    setCell(cell, x: target.x, y: target.y)
                    setCell(other[x + 1, y], x: target.x + 1, y: target.y)
                } else {
                    setCell(Cell(" ", style: cell.style), x: target.x, y: target.y)
                    if hasContinuation {
                        setCell(Cell(" ", style: other[x + 1, y].style), x: target.x + 1, y: target.y)
                    }
                }
            }
        }
    }

    /// The row's text, one grapheme per cell, continuations skipped.
    public func line(_ y: Int) -> String {
        var text = ""
        for x in 0..<size.width where !self[x, y].isContinuation {
            text.append(self[x, y].symbol)
        }
        return text
    }

    /// Every row's text, trailing spaces trimmed: what a person reads on the screen.
    public var text: String {
        (0..<size.height).map { y in
            var line = line(y)
            while line.last == " " { line.removeLast() }
            return line
        }.joined(separator: "\n")
    }
}
