import Foundation

/// Reads a UUID in its 36-character form without `UUID(uuidString:)`, which parses with
/// `sscanf` on Linux: a tenth of reading a list's rows, each row holding one.
enum LogUUIDParser {
    static func parse(_ text: String) -> UUID? {
        var text = text
        text.makeContiguousUTF8()  // A string read from SQLite already is: nothing copied.
        if let parsed = text.utf8.withContiguousStorageIfAvailable(parse(bytes:)), let parsed { return parsed }
        return UUID(uuidString: text)
    }

    private static func parse(bytes: UnsafeBufferPointer<UInt8>) -> UUID? {
        guard bytes.count == 36 else { return nil }
        var value: uuid_t = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        let parsed = withUnsafeMutableBytes(of: &value) { raw -> Bool in
            var position = 0
            for index in 0..<16 {
                if position == 8 || position == 13 || position == 18 || position == 23 {
                    guard bytes[position] == UInt8(ascii: "-") else { return false }
                    position += 1
                }
                guard let high = digit(bytes[position]), let low = digit(bytes[position + 1]) else { return false }
                raw[index] = high << 4 | low
                position += 2
            }
            return true
        }
        return parsed ? UUID(uuid: value) : nil
    }

    private static func digit(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
