import Foundation

/// Reads back the metadata and headers the store wrote (`LogDatabaseSchema.json`: a flat
/// object of strings, no spaces, its own escapes) without `JSONSerialization`, which took a
/// third of reading a list's rows. Anything else, a store written elsewhere included, is
/// left to `JSONSerialization` (nil here).
enum LogMetadataDecoder {
    static func decode(_ json: String) -> [String: String]? {
        var json = json
        json.makeContiguousUTF8()  // A string read from SQLite already is: nothing copied.
        return json.utf8.withContiguousStorageIfAvailable { decode(bytes: $0) } ?? nil
    }

    private static func decode(bytes: UnsafeBufferPointer<UInt8>) -> [String: String]? {
        var index = 0
        func next() -> UInt8? {
            guard index < bytes.count else { return nil }
            defer { index += 1 }
            return bytes[index]
        }
        guard next() == UInt8(ascii: "{") else { return nil }
        var result: [String: String] = [:]
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
            return index + 1 == bytes.count ? result : nil
        }
        while true {
            guard next() == UInt8(ascii: "\""), let key = string(bytes, &index), next() == UInt8(ascii: ":"),
                next() == UInt8(ascii: "\""), let value = string(bytes, &index)
            else { return nil }
            result[key] = value
            switch next() {
            case UInt8(ascii: ","): continue
            case UInt8(ascii: "}"): return index == bytes.count ? result : nil
            default: return nil
            }
        }
    }

    /// The string from `index` (past its opening quote) to its closing quote, unescaped.
    private static func string(_ bytes: UnsafeBufferPointer<UInt8>, _ index: inout Int) -> String? {
        let start = index
        // Most strings hold no escape: taken whole.
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\""):
                defer { index += 1 }
                return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
            case UInt8(ascii: "\\"):
                index = start
                return escaped(bytes, &index)
            default: index += 1
            }
        }
        return nil
    }

    private static func escaped(_ bytes: UnsafeBufferPointer<UInt8>, _ index: inout Int) -> String? {
        var out: [UInt8] = []
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            switch byte {
            case UInt8(ascii: "\""): return String(decoding: out, as: UTF8.self)
            case UInt8(ascii: "\\"):
                guard index < bytes.count else { return nil }
                let escape = bytes[index]
                index += 1
                switch escape {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): out.append(escape)
                case UInt8(ascii: "n"): out.append(0x0A)
                case UInt8(ascii: "r"): out.append(0x0D)
                case UInt8(ascii: "t"): out.append(0x09)
                case UInt8(ascii: "u"):
                    // The writer escapes only control characters this way; a surrogate is left to Foundation.
                    guard index + 4 <= bytes.count,
                        let value = UInt32(
                            String(decoding: UnsafeBufferPointer(rebasing: bytes[index..<index + 4]), as: UTF8.self),
                            radix: 16),
                        let scalar = Unicode.Scalar(value)
                    else { return nil }
                    index += 4
                    out.append(contentsOf: Array(String(scalar).utf8))
                default: return nil
                }
            default: out.append(byte)
            }
        }
        return nil
    }
}
