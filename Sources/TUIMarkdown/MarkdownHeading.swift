/// A heading in the laid-out document: the table of contents' entry and where it jumps.
public struct MarkdownHeading: Hashable, Sendable {
    public var title: String
    public var level: Int
    public var line: Int

    /// The anchor GitHub gives a heading titled `title`, which links in a page name
    /// (`#module-shape-mvvm--coordinator` for "Module shape (MVVM + Coordinator)"): lower
    /// case, spaces as hyphens, every character but letters, marks, digits, `_` and `-`
    /// dropped. A title met again gets `-1`, `-2` after it (see `MarkdownLayout.heading(anchor:)`).
    public static func anchor(of title: String) -> String {
        var anchor = String.UnicodeScalarView()
        for scalar in title.lowercased().unicodeScalars {
            switch scalar.properties.generalCategory {
            case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
                .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber, .letterNumber, .otherNumber,
                .connectorPunctuation:
                anchor.append(scalar)
            case .spaceSeparator where scalar == " ": anchor.append("-")
            case .dashPunctuation where scalar == "-": anchor.append(scalar)
            default: continue
            }
        }
        return String(anchor)
    }

    /// `text` with each `%XX` turned back into its byte (a link to a Cyrillic heading is
    /// escaped so); a `%` without two hex digits after it stays.
    static func removingPercentEscapes(_ text: String) -> String {
        guard text.utf8.contains(UInt8(ascii: "%")) else { return text }
        let bytes = Array(text.utf8)
        var decoded: [UInt8] = []
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "%"), index + 2 < bytes.count,
                let high = hexValue(bytes[index + 1]), let low = hexValue(bytes[index + 2])
            {
                decoded.append(high << 4 | low)
                index += 3
            } else {
                decoded.append(bytes[index])
                index += 1
            }
        }
        return String(decoding: decoded, as: UTF8.self)
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
