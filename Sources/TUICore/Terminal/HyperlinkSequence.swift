/// Hyperlinks in the terminal: OSC 8, `ESC ] 8 ; ; URL ESC \` before the link's text and
/// `ESC ] 8 ; ; ESC \` after it (the spec egmontkob wrote for VTE, which iTerm2, kitty,
/// WezTerm, foot, Windows Terminal and tmux 3.4 follow).
public enum HyperlinkSequence {
    /// The longest URL sent: 2,083 characters, the old Internet Explorer limit many tools
    /// keep to; a longer one is refused rather than cut (a cut URL goes somewhere else).
    public static let maximumURLLength = 2083

    /// Closes the link that is open.
    public static let close = "\u{1B}]8;;\u{1B}\\"

    /// Opens a link to `url`, which must come from `sanitized(_:)`.
    public static func open(_ url: String) -> String {
        "\u{1B}]8;;" + url + "\u{1B}\\"
    }

    /// `url` made safe to put in the sequence, or nil when it cannot be a link a terminal
    /// opens. Every byte that is not printable ASCII (controls, ESC, BEL, DEL, space,
    /// anything past 0x7E) is percent-encoded, so a hostile document cannot end the sequence
    /// and send its own; surrounding whitespace is trimmed. Refused: an empty URL, one
    /// without a scheme (`docs/table.md`: a terminal has no folder to resolve it against),
    /// and one longer than `maximumURLLength` once encoded.
    public static func sanitized(_ url: String) -> String? {
        var trimmed = Array(url.utf8)
        while let last = trimmed.last, last <= 0x20 { trimmed.removeLast() }
        trimmed.removeFirst(trimmed.prefix { $0 <= 0x20 }.count)
        guard hasScheme(trimmed) else { return nil }
        var output: [UInt8] = []
        output.reserveCapacity(trimmed.count)
        let hex = Array("0123456789ABCDEF".utf8)
        for byte in trimmed {
            if byte > 0x20, byte < 0x7F {
                output.append(byte)
            } else {
                output += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0x0F)]]
            }
            if output.count > maximumURLLength { return nil }
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// Whether `bytes` starts with a scheme and its colon (RFC 3986: a letter, then letters,
    /// digits, `+`, `-` or `.`).
    private static func hasScheme(_ bytes: [UInt8]) -> Bool {
        guard let first = bytes.first, isLetter(first) else { return false }
        for byte in bytes.dropFirst() {
            if byte == UInt8(ascii: ":") { return true }
            let isSchemeByte =
                isLetter(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
                || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
            if !isSchemeByte { return false }
        }
        return false
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
    }
}
