/// A strict JSON parser (RFC 8259) that tracks lines and rejects duplicate keys.
struct JSONParser {
    private let bytes: [UInt8]
    private let file: String
    private var index = 0
    private var line = 1

    private init(text: String, file: String) {
        var bytes = Array(text.utf8)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        self.bytes = bytes
        self.file = file
    }

    /// Parses one JSON document; `file` is the path errors are reported against.
    static func parse(_ text: String, file: String) throws -> JSONValue {
        var parser = JSONParser(text: text, file: file)
        parser.skipWhitespace()
        let value = try parser.parseValue()
        parser.skipWhitespace()
        guard parser.index == parser.bytes.count else {
            throw parser.error(
                "unexpected \(parser.describeCurrent()) after the end of the JSON document")
        }
        return value
    }

    // MARK: - Values

    private mutating func parseValue() throws -> JSONValue {
        let startLine = line
        guard let byte = current else { throw error("unexpected end of file; expected a JSON value") }
        switch byte {
        case UInt8(ascii: "{"):
            return JSONValue(kind: .object(try parseObject()), line: startLine)
        case UInt8(ascii: "["):
            return JSONValue(kind: .array(try parseArray()), line: startLine)
        case UInt8(ascii: "\""):
            return JSONValue(kind: .string(try parseString()), line: startLine)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return JSONValue(kind: .number(try parseNumber()), line: startLine)
        case UInt8(ascii: "t"):
            try expectWord("true")
            return JSONValue(kind: .bool(true), line: startLine)
        case UInt8(ascii: "f"):
            try expectWord("false")
            return JSONValue(kind: .bool(false), line: startLine)
        case UInt8(ascii: "n"):
            try expectWord("null")
            return JSONValue(kind: .null, line: startLine)
        default:
            throw error("unexpected \(describeCurrent()); expected a JSON value")
        }
    }

    private mutating func parseObject() throws -> [JSONValue.Member] {
        index += 1  // {
        var members: [JSONValue.Member] = []
        var keyLines: [String: Int] = [:]
        skipWhitespace()
        if current == UInt8(ascii: "}") {
            index += 1
            return members
        }
        while true {
            skipWhitespace()
            guard current == UInt8(ascii: "\"") else {
                throw error("unexpected \(describeCurrent()); expected a quoted key")
            }
            let keyLine = line
            let key = try parseString()
            if let firstLine = keyLines[key] {
                throw Diagnostic(
                    file: file, line: keyLine, "duplicate key '\(key)' (first at line \(firstLine))")
            }
            keyLines[key] = keyLine
            skipWhitespace()
            guard current == UInt8(ascii: ":") else {
                throw error("unexpected \(describeCurrent()); expected ':' after key '\(key)'")
            }
            index += 1
            skipWhitespace()
            members.append(JSONValue.Member(key: key, value: try parseValue(), line: keyLine))
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","):
                index += 1
            case UInt8(ascii: "}"):
                index += 1
                return members
            default:
                throw error(
                    "unexpected \(describeCurrent()); expected ',' or '}' after the value of '\(key)'")
            }
        }
    }

    private mutating func parseArray() throws -> [JSONValue] {
        index += 1  // [
        var elements: [JSONValue] = []
        skipWhitespace()
        if current == UInt8(ascii: "]") {
            index += 1
            return elements
        }
        while true {
            skipWhitespace()
            elements.append(try parseValue())
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","):
                index += 1
            case UInt8(ascii: "]"):
                index += 1
                return elements
            default:
                throw error("unexpected \(describeCurrent()); expected ',' or ']' in an array")
            }
        }
    }

    private mutating func parseString() throws -> String {
        index += 1  // "
        var utf8: [UInt8] = []
        while true {
            guard let byte = current else { throw error("unterminated string") }
            index += 1
            switch byte {
            case UInt8(ascii: "\""):
                return String(decoding: utf8, as: UTF8.self)
            case UInt8(ascii: "\\"):
                try parseEscape(into: &utf8)
            case 0x00..<0x20:
                throw error("control character in a string (write newlines as \\n)")
            default:
                utf8.append(byte)
            }
        }
    }

    private mutating func parseEscape(into utf8: inout [UInt8]) throws {
        guard let escaped = current else { throw error("unterminated string") }
        index += 1
        let simple: [UInt8: String] = [
            UInt8(ascii: "\""): "\"", UInt8(ascii: "\\"): "\\", UInt8(ascii: "/"): "/",
            UInt8(ascii: "b"): "\u{8}", UInt8(ascii: "f"): "\u{C}", UInt8(ascii: "n"): "\n",
            UInt8(ascii: "r"): "\r", UInt8(ascii: "t"): "\t",
        ]
        if let text = simple[escaped] {
            utf8 += Array(text.utf8)
            return
        }
        guard escaped == UInt8(ascii: "u") else {
            throw error("unknown escape '\\\(String(UnicodeScalar(escaped)))' in a string")
        }
        var code = try parseHex4()
        if (0xD800..<0xDC00).contains(code) {
            // A high surrogate must be followed by a low one: \uD83D\uDE00.
            guard current == UInt8(ascii: "\\"), byte(at: index + 1) == UInt8(ascii: "u") else {
                throw error("unpaired UTF-16 surrogate in a \\u escape")
            }
            index += 2
            let low = try parseHex4()
            guard (0xDC00..<0xE000).contains(low) else {
                throw error("unpaired UTF-16 surrogate in a \\u escape")
            }
            code = 0x10000 + (code - 0xD800) << 10 + (low - 0xDC00)
        }
        guard let scalar = Unicode.Scalar(code) else { throw error("invalid \\u escape") }
        utf8 += Array(String(Character(scalar)).utf8)
    }

    private mutating func parseHex4() throws -> UInt32 {
        guard index + 4 <= bytes.count,
            let code = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16)
        else { throw error("a \\u escape needs four hex digits") }
        index += 4
        return code
    }

    private mutating func parseNumber() throws -> Double {
        let start = index
        let isDigit = { (byte: UInt8?) in byte.map { (0x30...0x39).contains($0) } ?? false }
        var valid = true
        if current == UInt8(ascii: "-") { index += 1 }
        if current == UInt8(ascii: "0") {
            index += 1
        } else {
            valid = isDigit(current)
            while isDigit(current) { index += 1 }
        }
        if current == UInt8(ascii: ".") {
            index += 1
            valid = valid && isDigit(current)
            while isDigit(current) { index += 1 }
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            index += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
            valid = valid && isDigit(current)
            while isDigit(current) { index += 1 }
        }
        guard valid, !isDigit(current),
            let value = Double(String(decoding: bytes[start..<index], as: UTF8.self))
        else {
            let numberBytes = Set("+-0123456789.eE".utf8)
            while let byte = current, numberBytes.contains(byte) { index += 1 }
            throw error("invalid number '\(String(decoding: bytes[start..<index], as: UTF8.self))'")
        }
        return value
    }

    private mutating func expectWord(_ word: String) throws {
        let wordBytes = Array(word.utf8)
        guard bytes[index...].starts(with: wordBytes) else {
            throw error("unexpected \(describeCurrent()); expected a JSON value")
        }
        index += wordBytes.count
    }

    // MARK: - Reading

    private var current: UInt8? { byte(at: index) }

    private func byte(at position: Int) -> UInt8? {
        position < bytes.count ? bytes[position] : nil
    }

    private mutating func skipWhitespace() {
        while let byte = current {
            switch byte {
            case UInt8(ascii: "\n"):
                line += 1
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                break
            default:
                return
            }
            index += 1
        }
    }

    private func describeCurrent() -> String {
        guard let byte = current else { return "end of file" }
        guard byte >= 0x20, byte < 0x7F else { return "character" }
        return "'\(String(UnicodeScalar(byte)))'"
    }

    private func error(_ message: String) -> Diagnostic {
        Diagnostic(file: file, line: line, message)
    }
}
