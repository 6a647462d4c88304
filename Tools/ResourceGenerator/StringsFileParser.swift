/// One `"key" = "value";` pair of a `.strings` file.
struct StringsEntry: Equatable {
    var key: String
    var value: String
    var line: Int
}

/// Parses Apple `.strings` files: `"key" = "value";` pairs, `/* */` and `//` comments,
/// the escapes `\"`, `\\`, `\n`, `\t`, `\r`, `\'` and `\uXXXX`. Keys and values must be
/// quoted, and a string must end on the line it starts on.
struct StringsFileParser {
    private let scalars: [Unicode.Scalar]
    private let file: String
    private var index = 0
    private var line = 1

    private init(text: String, file: String) {
        var scalars = Array(text.unicodeScalars)
        if scalars.first == "\u{FEFF}" { scalars.removeFirst() }
        self.scalars = scalars
        self.file = file
    }

    /// The entries of a `.strings` file in file order (duplicates included: the table
    /// check reports them); `file` is the path errors are reported against.
    static func parse(_ text: String, file: String) throws -> [StringsEntry] {
        var parser = StringsFileParser(text: text, file: file)
        return try parser.parseEntries()
    }

    private mutating func parseEntries() throws -> [StringsEntry] {
        var entries: [StringsEntry] = []
        while true {
            try skipTrivia()
            guard current != nil else { return entries }
            guard current == "\"" else {
                throw error("expected a quoted key, found \(describeCurrent())")
            }
            let keyLine = line
            let key = try parseString()
            try skipTrivia()
            guard current == "=" else {
                throw Diagnostic(
                    file: file, line: keyLine,
                    "expected '=' after the key \"\(key)\", found \(describeCurrent())")
            }
            index += 1
            try skipTrivia()
            guard current == "\"" else {
                throw error("expected a quoted value for the key \"\(key)\", found \(describeCurrent())")
            }
            let value = try parseString()
            let valueLine = line
            try skipTrivia()
            guard current == ";" else {
                throw Diagnostic(
                    file: file, line: valueLine,
                    "expected ';' after the value of the key \"\(key)\", found \(describeCurrent())")
            }
            index += 1
            entries.append(StringsEntry(key: key, value: value, line: keyLine))
        }
    }

    private mutating func parseString() throws -> String {
        index += 1  // "
        var text = String.UnicodeScalarView()
        while true {
            guard let scalar = current, scalar != "\n" else {
                throw error("unterminated string: a closing '\"' is missing on this line")
            }
            index += 1
            switch scalar {
            case "\"":
                return String(text)
            case "\\":
                text.append(try parseEscape())
            default:
                text.append(scalar)
            }
        }
    }

    private mutating func parseEscape() throws -> Unicode.Scalar {
        guard let scalar = current, scalar != "\n" else {
            throw error("unterminated string: a closing '\"' is missing on this line")
        }
        index += 1
        switch scalar {
        case "\"", "\\", "'":
            return scalar
        case "n":
            return "\n"
        case "t":
            return "\t"
        case "r":
            return "\r"
        case "u", "U":
            let digits = scalars[index..<min(index + 4, scalars.count)]
            guard digits.count == 4,
                let code = UInt32(String(String.UnicodeScalarView(digits)), radix: 16),
                let decoded = Unicode.Scalar(code)
            else { throw error("'\\\(scalar)' must be followed by four hex digits of a Unicode scalar") }
            index += 4
            return decoded
        default:
            throw error("unknown escape '\\\(scalar)'; use \\\", \\\\, \\n, \\t, \\r or \\uXXXX")
        }
    }

    /// Skips whitespace and comments.
    private mutating func skipTrivia() throws {
        while let scalar = current {
            if scalar == "\n" {
                line += 1
                index += 1
            } else if scalar.properties.isWhitespace {
                index += 1
            } else if scalar == "/", next == "/" {
                while let scalar = current, scalar != "\n" { index += 1 }
            } else if scalar == "/", next == "*" {
                let startLine = line
                index += 2
                while current != nil, !(current == "*" && next == "/") {
                    if current == "\n" { line += 1 }
                    index += 1
                }
                guard current != nil else {
                    throw Diagnostic(file: file, line: startLine, "unterminated comment: '/*' without '*/'")
                }
                index += 2
            } else {
                return
            }
        }
    }

    private var current: Unicode.Scalar? {
        index < scalars.count ? scalars[index] : nil
    }

    private var next: Unicode.Scalar? {
        index + 1 < scalars.count ? scalars[index + 1] : nil
    }

    private func describeCurrent() -> String {
        guard let scalar = current else { return "the end of the file" }
        return "'\(scalar.escaped(asASCII: false))'"
    }

    private func error(_ message: String) -> Diagnostic {
        Diagnostic(file: file, line: line, message)
    }
}
