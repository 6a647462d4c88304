/// Width of text in terminal cells, counted as the terminal counts it: glibc's `wcwidth`
/// in a UTF-8 locale, which ncurses and most terminals use, one scalar at a time.
///
/// The widths come from a table generated from glibc (`scripts/generate-text-widths.py`,
/// checked against the C library by `TextWidthGlibcTests`). A grapheme takes the cells of
/// its scalars: combining marks and joiners ride on the scalar before them; a flag's two
/// regional indicators take one cell each; an emoji ZWJ sequence takes the cells of each
/// emoji in it, since a terminal that counts with `wcwidth` shows them side by side.
///
/// The one deliberate difference, in drawing rather than in widths: a scalar `wcwidth`
/// calls not printable (-1) is never sent to the terminal. A control character (C0, DEL,
/// C1) takes no cell and is dropped; any other (unassigned in glibc's Unicode version, a
/// noncharacter) is drawn as U+FFFD REPLACEMENT CHARACTER, which takes one cell in every
/// terminal, so the rest of the row stays where the app put it.
public enum TextWidth {
    /// What a scalar `wcwidth` calls not printable is drawn as.
    public static let replacement: Character = "\u{FFFD}"

    /// Cells one scalar takes, exactly as glibc's `wcwidth` in C.UTF-8 says: -1 when it is
    /// not printable (a control, unassigned, a noncharacter), 0 for marks, joiners and
    /// other zero-width scalars, 2 for wide ones (CJK, emoji presentation), 1 otherwise.
    public static func of(scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value < 0x300 {
            if value >= 0xA0 || (value >= 0x20 && value < 0x7F) { return 1 }
            return value == 0 ? 0 : -1
        }
        // The last run that starts at or before `value`.
        var low = 0
        var high = runStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if runStarts[middle] <= value {
                low = middle
            } else {
                high = middle - 1
            }
        }
        return Int(runWidths[low])
    }

    /// Cells a scalar takes when drawn: its `wcwidth`, except that a control takes none
    /// (it is dropped) and any other scalar that is not printable takes one (it is drawn
    /// as `replacement`).
    public static func drawnWidth(of scalar: Unicode.Scalar) -> Int {
        let width = of(scalar: scalar)
        guard width < 0 else { return width }
        return isControl(scalar) ? 0 : 1
    }

    /// Cells `character` takes: the sum of its scalars' drawn widths.
    public static func of(_ character: Character) -> Int {
        if let ascii = character.asciiValue {
            // "\r\n" is one Character whose ASCII value is "\n".
            return ascii >= 0x20 && ascii < 0x7F ? 1 : 0
        }
        var total = 0
        for scalar in character.unicodeScalars { total += drawnWidth(of: scalar) }
        return total
    }

    /// Cells `text` takes. A character's are the sum of its scalars' (see above), so the
    /// text's are the sum over its scalars: no grapheme breaking, which cost most of the
    /// time of measuring a row (a list redraws every row when its filter changes).
    public static func of(_ text: some StringProtocol) -> Int {
        width(of: text)
    }

    /// Cells `text` takes, specialized for a `String` (see the generic one above). Text of
    /// printable ASCII (most cells of a table, most hints) takes a cell a byte, counted from
    /// its UTF-8 bytes without decoding a scalar.
    public static func of(_ text: String) -> Int {
        let ascii = text.utf8.withContiguousStorageIfAvailable { bytes -> Int? in
            for byte in bytes where byte < 0x20 || byte >= 0x7F { return nil }
            return bytes.count
        }
        if let ascii, let ascii { return ascii }
        return width(of: text)
    }

    private static func width(of text: some StringProtocol) -> Int {
        var total = 0
        for scalar in text.unicodeScalars {
            let value = scalar.value
            // Plain scalars (Latin-1, Cyrillic, punctuation, box drawing) take one cell
            // without the table's binary search, which each Cyrillic letter had paid.
            total += (value >= 0x20 && value < 0x7F) || isPlain(scalar) ? 1 : drawnWidth(of: scalar)
        }
        return total
    }

    /// How `character` is drawn: its cells, and nil pieces when it goes to the terminal as
    /// it is (nearly always); otherwise the pieces it is drawn as, each one scalar that
    /// takes cells with the zero-width scalars around it, in order. A character needs
    /// pieces when more than one of its scalars takes cells (a ZWJ sequence, a modifier, a
    /// flag) or when it holds a scalar that is not printable. One pass over the scalars.
    public static func layout(of character: Character) -> (width: Int, pieces: [(symbol: Character, width: Int)]?) {
        if let ascii = character.asciiValue { return (ascii >= 0x20 && ascii < 0x7F ? 1 : 0, nil) }
        var total = 0
        var printing = 0
        var needsPieces = false
        for scalar in character.unicodeScalars {
            let width = of(scalar: scalar)
            if width < 0 {
                needsPieces = true
                total += isControl(scalar) ? 0 : 1
            } else {
                total += width
            }
            if width != 0 { printing += 1 }
        }
        guard needsPieces || printing > 1 else { return (total, nil) }
        return (total, pieces(of: character))
    }

    private static func pieces(of character: Character) -> [(symbol: Character, width: Int)] {
        var pieces: [(symbol: Character, width: Int)] = []
        var leading = ""
        var current = ""
        var currentWidth = 0
        func flush() {
            guard currentWidth > 0 else { return }
            pieces.append((symbol: oneGrapheme(current), width: currentWidth))
        }
        for scalar in character.unicodeScalars {
            let width = of(scalar: scalar)
            if width < 0, isControl(scalar) { continue }
            if width == 0 {
                if currentWidth > 0 {
                    current.unicodeScalars.append(scalar)
                } else {
                    leading.unicodeScalars.append(scalar)
                }
                continue
            }
            flush()
            current = leading
            leading = ""
            if width < 0 {
                current.append(replacement)
                currentWidth = 1
            } else {
                current.unicodeScalars.append(scalar)
                currentWidth = width
            }
        }
        flush()
        return pieces
    }

    /// `text` as one grapheme: it already is one, unless zero-width scalars that led the
    /// original grapheme cannot lead this piece; then only the grapheme that takes the
    /// cells is kept (the others take none).
    private static func oneGrapheme(_ text: String) -> Character {
        if text.count == 1 { return Character(text) }
        return text.first { of($0) > 0 } ?? replacement
    }

    /// Printable ASCII, Latin-1 to the combining marks, Cyrillic but for its combining
    /// marks, the dashes, quotes, bullets and ellipsis of General Punctuation, and box
    /// drawing and block elements (borders, dividers, skeleton placeholders): one cell each,
    /// and never joined to the scalar before or after it into one grapheme (Unicode's
    /// grapheme rules join only around controls, extenders, joiners, spacing marks,
    /// prepends, Hangul and regional indicators, none of them here).
    static func isPlain(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value < 0x530 {
            return (value >= 0x20 && value < 0x7F) || (value >= 0xA0 && value < 0x300)
                || (value >= 0x400 && value < 0x483) || value >= 0x48A
        }
        return (value >= 0x2010 && value < 0x2028) || (value >= 0x2500 && value < 0x25A0)
    }

    /// The ranges `isPlain` takes, for tests that check each of their scalars.
    static let plainRanges: [Range<UInt32>] = [
        0x20..<0x7F, 0xA0..<0x300, 0x400..<0x483, 0x48A..<0x530, 0x2010..<0x2028, 0x2500..<0x25A0,
    ]

    /// C0 controls, DEL and C1 controls: terminal commands, never drawn.
    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F..<0xA0).contains(scalar.value)
    }
}

extension StringProtocol {
    /// Width in terminal cells.
    public var cellWidth: Int { TextWidth.of(self) }

    /// The longest prefix that fits in `width` cells, with `ellipsis` when cut.
    public func truncated(toWidth width: Int, ellipsis: String = "…") -> String {
        guard width > 0 else { return "" }
        if cellWidth <= width { return String(self) }
        let ellipsisWidth = ellipsis.cellWidth
        guard width > ellipsisWidth else { return ellipsis.prefix(fittingWidth: width) }
        return prefix(fittingWidth: width - ellipsisWidth) + ellipsis
    }

    /// The longest prefix no wider than `width` cells, never cutting a grapheme: found by
    /// its end, and copied once (a long row is cut on every frame).
    private func prefix(fittingWidth width: Int) -> String {
        let scalars = unicodeScalars
        var end = startIndex
        var used = 0
        while end < endIndex {
            // A plain scalar followed by another or by the end is a grapheme of its own.
            let next = scalars.index(after: end)
            if TextWidth.isPlain(scalars[end]), next == endIndex || TextWidth.isPlain(scalars[next]) {
                if used + 1 > width { break }
                used += 1
                end = next
                continue
            }
            let after = index(after: end)
            let characterWidth = TextWidth.of(self[end..<after])
            if used + characterWidth > width { break }
            used += characterWidth
            end = after
        }
        return String(self[..<end])
    }

    /// Word-wrapped lines no wider than `width`; a word longer than a line is broken
    /// between graphemes, never inside a wide one.
    public func wrapped(toWidth width: Int) -> [String] {
        guard width > 0 else { return [] }
        var lines: [String] = []
        // "\r\n" is one Character, never equal to "\n": split on any line break.
        for paragraph in split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
            var line = ""
            var lineWidth = 0
            for word in paragraph.split(separator: " ", omittingEmptySubsequences: true) {
                var word = Substring(word)
                var wordWidth = word.cellWidth
                if lineWidth > 0, lineWidth + 1 + wordWidth <= width {
                    line += " " + word
                    lineWidth += 1 + wordWidth
                    continue
                }
                if lineWidth > 0 {
                    lines.append(line)
                    line = ""
                    lineWidth = 0
                }
                while wordWidth > width {
                    var head = ""
                    var headWidth = 0
                    var rest = word
                    while let character = rest.first, headWidth + TextWidth.of(character) <= width {
                        head.append(character)
                        headWidth += TextWidth.of(character)
                        rest = rest.dropFirst()
                    }
                    if head.isEmpty, let character = word.first {
                        // A grapheme wider than the line (a ZWJ sequence): broken into the
                        // pieces the terminal draws it as; a piece wider still is dropped.
                        lines += Self.lines(ofPiecesOf: character, width: width)
                        word = word.dropFirst()
                    } else {
                        lines.append(head)
                        word = rest
                    }
                    wordWidth = word.cellWidth
                }
                line = String(word)
                lineWidth = wordWidth
            }
            lines.append(line)
        }
        return lines
    }

    /// The pieces of a grapheme wider than a line, as lines no wider than `width`.
    private static func lines(ofPiecesOf character: Character, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        var lineWidth = 0
        for piece in TextWidth.layout(of: character).pieces ?? [] where piece.width <= width {
            if lineWidth + piece.width > width {
                lines.append(line)
                line = ""
                lineWidth = 0
            }
            line.append(piece.symbol)
            lineWidth += piece.width
        }
        if lineWidth > 0 { lines.append(line) }
        return lines
    }
}
