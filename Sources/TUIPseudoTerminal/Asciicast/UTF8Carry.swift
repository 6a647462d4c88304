/// Turns a byte stream read in chunks into valid UTF-8 strings: a character split across two
/// reads is held back until its last bytes arrive, so an event never ends mid-character (which
/// JSON cannot hold). Bytes that can never be UTF-8 become U+FFFD.
public struct UTF8Carry: Sendable {
    private var pending: [UInt8] = []

    public init() {}

    /// The text of `chunk` after what was held back, minus an unfinished character at its end.
    public mutating func decode(_ chunk: some Collection<UInt8>) -> String {
        var bytes = pending
        bytes.append(contentsOf: chunk)
        let split = Self.completePrefixLength(bytes)
        pending = Array(bytes[split...])
        return String(decoding: bytes[..<split], as: UTF8.self)
    }

    /// What is still held back, decoded as it is (an unfinished character becomes U+FFFD).
    public mutating func flush() -> String {
        defer { pending = [] }
        return String(decoding: pending, as: UTF8.self)
    }

    /// The length of `bytes` without an unfinished multibyte character at its end.
    static func completePrefixLength(_ bytes: [UInt8]) -> Int {
        var index = bytes.count
        var continuations = 0
        while index > 0, continuations < 3, bytes[index - 1] & 0xC0 == 0x80 {
            index -= 1
            continuations += 1
        }
        guard index > 0 else { return bytes.count }
        let lead = bytes[index - 1]
        let expected: Int
        switch lead {
        case 0xC2...0xDF: expected = 1
        case 0xE0...0xEF: expected = 2
        case 0xF0...0xF4: expected = 3
        default: return bytes.count
        }
        return continuations < expected ? index - 1 : bytes.count
    }
}
