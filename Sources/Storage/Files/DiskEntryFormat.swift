import Crypto
import Foundation

/// The metadata at the front of a disk entry. File names are hashes, so the original key
/// lives here and `allKeys` can list it.
struct DiskEntryHeader<Key: Codable>: Codable {
    let key: Key
    /// New for every write: tells the in-memory copy whether it still matches the file.
    let writeID: UUID
    let expiresAt: Date?
    let payloadLength: Int
    /// SHA-256 of the payload in hex: flipped bits read as corruption, not as a wrong value.
    let payloadSHA256: String
}

/// The layout of one disk entry:
///
///     "ETDS" | version: UInt8 = 1 | header length: UInt32, big-endian | header (JSON) | payload
enum DiskEntryFormat {
    /// Why a file is not a valid entry.
    struct Corruption: Error, CustomStringConvertible {
        let description: String
    }

    static let magic = Data("ETDS".utf8)
    static let version: UInt8 = 1
    /// Magic, version and header length.
    static let prefixLength = 9
    /// Keys are small; anything longer is garbage.
    static let maxHeaderLength = 1 << 20

    static func encode<Key: Codable>(
        key: Key,
        writeID: UUID,
        expiresAt: Date?,
        payload: Data
    ) throws(StorageError) -> Data {
        let header = DiskEntryHeader(
            key: key,
            writeID: writeID,
            expiresAt: expiresAt,
            payloadLength: payload.count,
            payloadSHA256: sha256(payload)
        )
        let headerData: Data
        do {
            headerData = try JSONEncoder().encode(header)
        } catch {
            throw .encodingFailed("key: \(error)")
        }
        var file = magic
        file.append(version)
        withUnsafeBytes(of: UInt32(headerData.count).bigEndian) { file.append(contentsOf: $0) }
        file.append(headerData)
        file.append(payload)
        return file
    }

    /// The header's length, from the first `prefixLength` bytes.
    static func headerLength(prefix: Data) throws(Corruption) -> Int {
        guard prefix.count == prefixLength else { throw Corruption(description: "truncated before the header") }
        let bytes = [UInt8](prefix)
        guard Data(bytes[0..<4]) == magic else { throw Corruption(description: "not an entry file") }
        guard bytes[4] == version else { throw Corruption(description: "unknown format version \(bytes[4])") }
        let length = bytes[5..<9].reduce(0) { $0 << 8 | Int($1) }
        guard length > 0, length <= maxHeaderLength else {
            throw Corruption(description: "header length \(length) is out of range")
        }
        return length
    }

    /// The header in `data`, checked against the length the prefix gave and the file's size.
    static func decodeHeader<Key: Codable>(
        _ data: Data,
        expectedLength: Int,
        fileSize: Int,
        as type: Key.Type
    ) throws(Corruption) -> DiskEntryHeader<Key> {
        guard data.count == expectedLength else { throw Corruption(description: "truncated in the header") }
        let header: DiskEntryHeader<Key>
        do {
            header = try JSONDecoder().decode(DiskEntryHeader<Key>.self, from: data)
        } catch {
            throw Corruption(description: "unreadable header: \(error)")
        }
        let expectedSize = prefixLength + expectedLength + header.payloadLength
        guard header.payloadLength >= 0, fileSize == expectedSize else {
            throw Corruption(description: "file is \(fileSize) bytes, its header says \(expectedSize)")
        }
        return header
    }

    /// Checks a payload read from the file against its header.
    static func verify<Key>(_ payload: Data, against header: DiskEntryHeader<Key>) throws(Corruption) {
        guard payload.count == header.payloadLength else {
            throw Corruption(description: "payload is \(payload.count) bytes, header says \(header.payloadLength)")
        }
        guard sha256(payload) == header.payloadSHA256 else {
            throw Corruption(description: "payload checksum mismatch")
        }
    }

    static func sha256(_ data: Data) -> String {
        SHA256.hash(data: data).map { String(format: "%02x", $0) }.joined()
    }

    /// The file name for `key`: SHA-256 of its JSON with sorted keys, so equal keys always
    /// name the same file and no key can escape the directory.
    static func fileName<Key: Encodable>(for key: Key) throws(StorageError) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        do {
            return sha256(try encoder.encode(key))
        } catch {
            throw .encodingFailed("key: \(error)")
        }
    }

    /// Whether `name` could be an entry (64 lowercase hex digits).
    static func isEntryName(_ name: String) -> Bool {
        name.utf8.count == 64 && name.utf8.allSatisfy { (48...57).contains($0) || (97...102).contains($0) }
    }
}
