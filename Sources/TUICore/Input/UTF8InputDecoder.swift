/// Turns the bytes a terminal sends into Unicode scalars, a byte at a time and across reads
/// (a character may come in two). A sequence that is not UTF-8 becomes U+FFFD, and never
/// takes the byte that cut it short: ncurses' own decoding (`get_wch`) swallowed the bytes
/// after one, a paste's end marker among them, and the paste never ended (found by the
/// monkey test).
struct UTF8InputDecoder {
    private var pending: [UInt8] = []
    private var expected = 0

    /// Hands `emit` the scalars `byte` completes: none while a sequence waits for more,
    /// a replacement and then the byte's own when it cuts one short.
    mutating func decode(_ byte: UInt8, _ emit: (Unicode.Scalar) -> Void) {
        if !pending.isEmpty {
            if (0x80...0xBF).contains(byte) {
                pending.append(byte)
                guard pending.count == expected else { return }
                // Overlong forms and surrogates come out as replacements too.
                for scalar in String(decoding: pending, as: UTF8.self).unicodeScalars { emit(scalar) }
                pending.removeAll(keepingCapacity: true)
                return
            }
            flush(emit)
        }
        switch byte {
        case 0..<0x80: emit(Unicode.Scalar(byte))
        case 0xC2...0xDF: start(byte, length: 2)
        case 0xE0...0xEF: start(byte, length: 3)
        case 0xF0...0xF4: start(byte, length: 4)
        default: emit(Self.replacement)
        }
    }

    /// A sequence cut short by something else (a key ncurses decoded): its replacement.
    mutating func flush(_ emit: (Unicode.Scalar) -> Void) {
        guard !pending.isEmpty else { return }
        pending.removeAll(keepingCapacity: true)
        emit(Self.replacement)
    }

    private mutating func start(_ byte: UInt8, length: Int) {
        pending.append(byte)
        expected = length
    }

    private static let replacement: Unicode.Scalar = "\u{FFFD}"
}
