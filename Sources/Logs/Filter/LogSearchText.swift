import Foundation

/// Text as the debug panel's search compares it: lowercased and without diacritics
/// ("Café" and "CAFE" both read "cafe", "Ёлка" reads "елка"), as UTF-8 bytes, so a search
/// is a plain byte comparison over text folded once.
public enum LogSearchText {
    /// Separates a record's fields in its folded text, so a match never spans two fields.
    static let fieldSeparator: UInt8 = 0

    /// `text` folded: ASCII by a byte loop (most log text is ASCII), the rest by Foundation's
    /// case- and diacritic-insensitive folding, the same rules `range(of:options:)` uses.
    public static func fold(_ text: String) -> [UInt8] {
        var bytes: [UInt8] = []
        append(text, to: &bytes)
        return bytes
    }

    static func append(_ text: String, to bytes: inout [UInt8]) {
        var text = text
        let start = bytes.count
        // ASCII is copied whole and lowercased in place: a lazily mapped copy, byte by byte
        // through an iterator, was a twentieth of the log writer's thread under a flood.
        let isASCII = text.withUTF8 { utf8 -> Bool in
            guard !utf8.contains(where: { $0 >= 0x80 }) else { return false }
            bytes.append(contentsOf: utf8)
            return true
        }
        guard isASCII else {
            bytes.append(
                contentsOf: text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil).utf8)
            return
        }
        bytes.withUnsafeMutableBufferPointer { buffer in
            for index in start..<buffer.count where buffer[index] &- 0x41 < 26 { buffer[index] &+= 0x20 }
        }
    }

    /// The fields of a record, folded and joined by `fieldSeparator`.
    static func append(fields: [String], to bytes: inout [UInt8]) {
        for field in fields where !field.isEmpty {
            append(field, to: &bytes)
            bytes.append(fieldSeparator)
        }
    }

    /// The offset of the first occurrence of `needle` in `haystack` at or after `start`.
    /// `memchr` looks for the needle's byte at `anchor` (pick its rarest byte: fewer false
    /// candidates to compare), and each candidate is compared whole.
    static func firstMatch(
        of needle: [UInt8], in haystack: UnsafeBufferPointer<UInt8>, from start: Int, anchor: Int = 0
    ) -> Int? {
        guard let base = haystack.baseAddress, !needle.isEmpty else { return start <= haystack.count ? start : nil }
        let count = haystack.count
        let length = needle.count
        let anchorByte = Int32(needle[anchor])
        // The anchor byte is searched from here on; a match starts `anchor` bytes before it.
        var position = start + anchor
        let lastStart = count - length
        return needle.withUnsafeBufferPointer { needle -> Int? in
            while position - anchor <= lastStart {
                let remaining = lastStart + anchor - position + 1
                guard let found = memchr(base + position, anchorByte, remaining) else { return nil }
                let offset = base.distance(to: found.assumingMemoryBound(to: UInt8.self)) - anchor
                if memcmp(base + offset, needle.baseAddress!, length) == 0 { return offset }
                position = offset + anchor + 1
            }
            return nil
        }
    }

    /// A 512-bit set of the byte pairs in `bytes` (a Bloom filter): a text holds a search
    /// only if its set holds every bit of the search's, so most records are ruled out
    /// without reading their text.
    static func bigramSignature(of bytes: [UInt8]) -> SIMD8<UInt64> {
        var words = SIMD8<UInt64>()
        guard bytes.count > 1 else { return words }
        for index in 1..<bytes.count {
            let pair = UInt32(bytes[index - 1]) << 8 | UInt32(bytes[index])
            let bit = Int((pair &* 2_654_435_761) >> 23)
            words[bit >> 6] |= 1 << UInt64(bit & 63)
        }
        return words
    }
}
