/// The text a text area edits, as an array of lines (without their line breaks).
///
/// A keystroke changes one line in place, so typing at the end of a 200,000-line file
/// costs what it costs in a short one; only an edit that adds or removes lines moves the
/// array's tail. Places are `TextPosition`s: a line and a UTF-8 offset into it.
public struct TextDocument: Equatable, Sendable {
    /// Never empty: an empty document is one empty line.
    public private(set) var lines: [String]

    /// `text` split at its line breaks ("\n", "\r\n" or "\r").
    public init(_ text: String = "") {
        lines = Self.lines(of: text)
    }

    /// A document of these lines; none makes one empty line.
    public init(lines: [String]) {
        self.lines = lines.isEmpty ? [""] : lines
    }

    /// The whole text, lines joined by "\n".
    public var text: String { lines.joined(separator: "\n") }

    public var lineCount: Int { lines.count }

    public subscript(line: Int) -> String { lines[line] }

    /// The end of the last line.
    public var end: TextPosition {
        TextPosition(line: lines.count - 1, offset: lines[lines.count - 1].utf8.count)
    }

    /// Bytes of text, each line break counted as one.
    public var utf8Count: Int {
        lines.reduce(lines.count - 1) { $0 + $1.utf8.count }
    }

    /// `position` moved inside the document: its line clamped, its offset clamped to the
    /// line and rounded down to a scalar's start.
    public func clamped(_ position: TextPosition) -> TextPosition {
        let line = min(max(0, position.line), lines.count - 1)
        let text = lines[line]
        var offset = min(max(0, position.offset), text.utf8.count)
        let utf8 = text.utf8
        var index = utf8.index(utf8.startIndex, offsetBy: offset)
        while offset > 0, index < utf8.endIndex, UTF8.isContinuation(utf8[index]) {
            index = utf8.index(before: index)
            offset -= 1
        }
        return TextPosition(line: line, offset: offset)
    }

    /// The text between two positions, lines joined by "\n".
    public func text(in range: Range<TextPosition>) -> String {
        let start = range.lowerBound
        let end = range.upperBound
        if start.line == end.line {
            return String(Self.slice(lines[start.line], start.offset..<end.offset))
        }
        var text = String(Self.slice(lines[start.line], start.offset..<lines[start.line].utf8.count))
        for line in (start.line + 1)..<end.line {
            text += "\n"
            text += lines[line]
        }
        text += "\n"
        text += Self.slice(lines[end.line], 0..<end.offset)
        return text
    }

    /// Replaces the text in `range` with `text`, whose "\n"s start new lines (the same
    /// breaks `text(in:)` joins with, so the two round-trip; a "\r" stays in its line), and
    /// returns where the inserted text ends.
    @discardableResult
    public mutating func replace(_ range: Range<TextPosition>, with text: String) -> TextPosition {
        let start = range.lowerBound
        let end = range.upperBound
        let hasBreak = text.utf8.contains(0x0A)
        if !hasBreak, start.line == end.line {
            // One line changes, in place: the array keeps its other lines untouched.
            // No copy of the line is held meanwhile, so it is changed in its own storage.
            let lower = lines[start.line].utf8.index(lines[start.line].utf8.startIndex, offsetBy: start.offset)
            let upper = lines[start.line].utf8.index(lower, offsetBy: end.offset - start.offset)
            lines[start.line].replaceSubrange(lower..<upper, with: text)
            return TextPosition(line: start.line, offset: start.offset + text.utf8.count)
        }
        // Split at the byte: "\r\n" is one `Character`, so a "\r" ending a line (which a
        // line keeps) and the "\n" after it would not split as characters.
        var inserted = text.utf8.split(separator: 0x0A, omittingEmptySubsequences: false).map {
            String(Substring($0))
        }
        let prefix = Self.slice(lines[start.line], 0..<start.offset)
        let suffixLine = lines[end.line]
        let suffix = Self.slice(suffixLine, end.offset..<suffixLine.utf8.count)
        let lastLength = inserted[inserted.count - 1].utf8.count + (inserted.count == 1 ? prefix.utf8.count : 0)
        inserted[0] = prefix + inserted[0]
        inserted[inserted.count - 1] += suffix
        lines.replaceSubrange(start.line...end.line, with: inserted)
        return TextPosition(line: start.line + inserted.count - 1, offset: lastLength)
    }

    /// `text` split at "\n", "\r\n" and "\r"; one empty line for empty text.
    public static func lines(of text: String) -> [String] {
        var lines: [String] = []
        let utf8 = text.utf8
        var lineStart = utf8.startIndex
        var index = utf8.startIndex
        while index < utf8.endIndex {
            let byte = utf8[index]
            guard byte == 0x0A || byte == 0x0D else {
                index = utf8.index(after: index)
                continue
            }
            lines.append(String(text[lineStart..<index]))
            var next = utf8.index(after: index)
            if byte == 0x0D, next < utf8.endIndex, utf8[next] == 0x0A { next = utf8.index(after: next) }
            index = next
            lineStart = next
        }
        lines.append(String(text[lineStart..<utf8.endIndex]))
        return lines
    }

    /// The bytes `range` of `line` (offsets on scalar boundaries).
    static func slice(_ line: String, _ range: Range<Int>) -> Substring {
        let utf8 = line.utf8
        let lower = utf8.index(utf8.startIndex, offsetBy: range.lowerBound)
        let upper = utf8.index(lower, offsetBy: range.count)
        return line[lower..<upper]
    }
}
