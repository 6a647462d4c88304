/// Display width of text in terminal cells, by grapheme cluster and East Asian width.
///
/// A grapheme is one cell unless it is wide (CJK ideographs, kana, hangul, fullwidth
/// forms, emoji presentation), which takes two; combining marks ride on their base and a
/// lone control or format character takes none.
public enum TextWidth {
    public static func of(_ character: Character) -> Int {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return 0 }
        if first.value < 0x20 || (0x7F..<0xA0).contains(first.value) { return 0 }
        // An explicit emoji presentation selector or a keycap makes the cluster wide, even
        // on an ASCII base ("1️⃣", "#️⃣").
        if scalars.count > 1, scalars.contains(where: { $0.value == 0xFE0F || $0.value == 0x20E3 }) {
            return 2
        }
        if first.isASCII { return 1 }
        if isWide(first.value) || first.properties.isEmojiPresentation { return 2 }
        if scalars.count == 1 {
            switch first.properties.generalCategory {
            case .nonspacingMark, .enclosingMark, .format, .lineSeparator, .paragraphSeparator:
                return 0
            default:
                break
            }
            if (0x1160...0x11FF).contains(first.value) { return 0 }
        }
        return 1
    }

    /// Cells one code point takes on its own, as glibc's `wcwidth` in a UTF-8 locale says
    /// (what ncurses and terminals assume): 0 for marks and joiners, 2 for wide and emoji.
    public static func of(scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value < 0x20 || (0x7F..<0xA0).contains(value) { return 0 }
        if value < 0x300 { return 1 }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return 0
        default: break
        }
        if (0x1160...0x11FF).contains(value) || (0xFE00...0xFE0F).contains(value) { return 0 }
        return isWide(value) || scalar.properties.isEmojiPresentation ? 2 : 1
    }

    public static func of(_ text: some StringProtocol) -> Int {
        var total = 0
        for character in text { total += of(character) }
        return total
    }

    /// East Asian Wide and Fullwidth ranges outside the emoji blocks (Unicode 15).
    private static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F, 0x2329...0x232A, 0x2E80...0x303E, 0x3041...0x33FF,
        0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF, 0xA960...0xA97F,
        0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F,
        0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x16FE0...0x16FE4, 0x17000...0x18CFF,
        0x1AFF0...0x1B2FF, 0x1F200...0x1F202, 0x1F210...0x1F23B, 0x1F240...0x1F248,
        0x1F250...0x1F251, 0x20000...0x2FFFD, 0x30000...0x3FFFD,
    ]

    private static func isWide(_ value: UInt32) -> Bool {
        guard value >= 0x1100 else { return false }
        var low = 0
        var high = wideRanges.count - 1
        while low <= high {
            let middle = (low + high) / 2
            let range = wideRanges[middle]
            if value < range.lowerBound {
                high = middle - 1
            } else if value > range.upperBound {
                low = middle + 1
            } else {
                return true
            }
        }
        return false
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

    /// The longest prefix no wider than `width` cells.
    private func prefix(fittingWidth width: Int) -> String {
        var result = ""
        var used = 0
        for character in self {
            let characterWidth = TextWidth.of(character)
            if used + characterWidth > width { break }
            result.append(character)
            used += characterWidth
        }
        return result
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
                    if head.isEmpty {
                        // A grapheme wider than the whole line can never be shown: drop it.
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
}
