/// The JSON the writer needs, by hand: strings quoted and escaped, times with microseconds.
enum AsciicastJSON {
    /// `text` as a JSON string: quotes, backslashes and every control character escaped, so
    /// a line never breaks inside an event; everything else as UTF-8.
    static func quoted(_ text: String) -> String {
        var bytes: [UInt8] = []
        appendQuoted(text, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `quoted(text)`'s bytes appended to `bytes`, read from the text's UTF-8 a byte at a
    /// time (a frame is mostly ASCII: a scalar at a time cost a copy of each into the result).
    static func appendQuoted(_ text: String, to bytes: inout [UInt8]) {
        var text = text
        bytes.append(UInt8(ascii: "\""))
        text.withUTF8 { utf8 in
            bytes.reserveCapacity(bytes.count + utf8.count + 2)
            var index = 0
            var plainStart = 0
            func escape(_ escaped: some Sequence<UInt8>, skipping length: Int) {
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[plainStart..<index]))
                bytes.append(contentsOf: escaped)
                index += length
                plainStart = index
            }
            while index < utf8.count {
                let byte = utf8[index]
                switch byte {
                case UInt8(ascii: "\""): escape([0x5C, 0x22], skipping: 1)
                case UInt8(ascii: "\\"): escape([0x5C, 0x5C], skipping: 1)
                case 0x0A: escape([0x5C, UInt8(ascii: "n")], skipping: 1)
                case 0x0D: escape([0x5C, UInt8(ascii: "r")], skipping: 1)
                case 0x09: escape([0x5C, UInt8(ascii: "t")], skipping: 1)
                case 0x08: escape([0x5C, UInt8(ascii: "b")], skipping: 1)
                case 0x0C: escape([0x5C, UInt8(ascii: "f")], skipping: 1)
                case 0x00..<0x20, 0x7F: escape(unicodeEscape(UInt32(byte)), skipping: 1)
                // U+2028 and U+2029 (E2 80 A8/A9): valid JSON, but line breaks to JavaScript.
                case 0xE2 where index + 2 < utf8.count && utf8[index + 1] == 0x80 && (utf8[index + 2] & 0xFE) == 0xA8:
                    escape(unicodeEscape(0x2000 + UInt32(utf8[index + 2]) - 0xA8 + 0x28), skipping: 3)
                default: index += 1
                }
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[plainStart..<index]))
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// `\uXXXX` for a scalar below U+10000, lowercase as before.
    private static func unicodeEscape(_ value: UInt32) -> [UInt8] {
        let digits = Array("0123456789abcdef".utf8)
        return [0x5C, UInt8(ascii: "u")] + [12, 8, 4, 0].map { digits[Int((value >> $0) & 0xF)] }
    }

    /// Seconds as `S.ffffff`: asciinema writes six decimals, and a fixed width never prints
    /// an exponent.
    static func time(_ seconds: Double) -> String {
        let micros = max(0, Int((seconds * 1_000_000).rounded()))
        let fraction = String(micros % 1_000_000)
        return "\(micros / 1_000_000)." + String(repeating: "0", count: 6 - fraction.count) + fraction
    }
}
