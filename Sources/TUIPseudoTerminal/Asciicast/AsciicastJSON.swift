/// The JSON the writer needs, by hand: strings quoted and escaped, times with microseconds.
enum AsciicastJSON {
    /// `text` as a JSON string: quotes, backslashes and every control character escaped, so
    /// a line never breaks inside an event; everything else as UTF-8.
    static func quoted(_ text: String) -> String {
        var result = "\""
        result.reserveCapacity(text.utf8.count + 2)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\u{08}": result += "\\b"
            case "\u{0C}": result += "\\f"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F || (0x2028...0x2029).contains(scalar.value) {
                    let hex = String(scalar.value, radix: 16)
                    result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    /// Seconds as `S.ffffff`: asciinema writes six decimals, and a fixed width never prints
    /// an exponent.
    static func time(_ seconds: Double) -> String {
        let micros = max(0, Int((seconds * 1_000_000).rounded()))
        let fraction = String(micros % 1_000_000)
        return "\(micros / 1_000_000)." + String(repeating: "0", count: 6 - fraction.count) + fraction
    }
}
