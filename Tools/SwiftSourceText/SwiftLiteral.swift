import Foundation

/// Swift source text for values: what the build tools (resources, mocks, docs) write their
/// generated files with.
public enum SwiftLiteral {
    /// `text` as a Swift string literal: quotes, backslashes and invisible characters
    /// (controls, format characters, line separators) escaped, everything else as it is.
    public static func string(_ text: String) -> String {
        var literal = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": literal += "\\\\"
            case "\"": literal += "\\\""
            case "\n": literal += "\\n"
            case "\r": literal += "\\r"
            case "\t": literal += "\\t"
            case "\0": literal += "\\0"
            case _ where isInvisible(scalar):
                literal += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default:
                literal.unicodeScalars.append(scalar)
            }
        }
        return literal + "\""
    }

    /// `text` as the lines of a multi-line string literal (`"""`, the text's lines, `"""`),
    /// to be indented one level deeper than the line the literal starts on; nil when the
    /// text has characters a multi-line literal can't show plainly (controls, `\r`).
    public static func multilineString(_ text: String) -> [String]? {
        guard !text.unicodeScalars.contains(where: { $0 != "\n" && $0 != "\t" && isInvisible($0) })
        else {
            return nil
        }
        let escaped = text.replacingOccurrences(of: "\\", with: "\\\\")
            .replacingOccurrences(of: "\"\"\"", with: "\\\"\"\"")
        // The newline before the closing delimiter isn't part of the text: a text that ends
        // with a newline needs an empty last line.
        return ["\"\"\""]
            + escaped.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) + [
                "\"\"\""
            ]
    }

    /// Whether `scalar` is one a reader can't see or tell apart: controls, format
    /// characters, line separators, unassigned code points.
    private static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate, .unassigned,
            .privateUse:
            return true
        default:
            return false
        }
    }

    /// A byte as a hex literal: `0x0A`.
    public static func hexByte(_ byte: UInt8) -> String {
        let digits = String(byte, radix: 16, uppercase: true)
        return "0x" + (digits.count == 1 ? "0" : "") + digits
    }
}
