import Crypto
import Foundation

/// Who may open the page: a random token printed in the link at start (a shared link, its
/// sessions' data thrown away), or the tokens of a file (`--web-tokens`), one a line with an
/// optional name, each with a data folder of its own keyed by the token's id.
public struct WebTokens: Sendable {
    /// One token that lets its holder in.
    public struct Entry: Sendable, Equatable {
        public let token: String
        /// The name the file gives it, else its id.
        public let name: String
        /// Whether its sessions keep their data (a file's token) or throw it away (the link's).
        public let keepsData: Bool

        /// A short stable id (the start of the token's SHA-256): its data folder and its name in the
        /// log, so the token itself is never written anywhere.
        public var id: String { Self.id(of: token) }

        static func id(of token: String) -> String {
            SHA256.hash(data: Data(token.utf8)).prefix(8).map { String(format: "%02x", $0) }.joined()
        }
    }

    public let entries: [Entry]
    /// Lines of the file that were not taken, for the server to report.
    public let problems: [String]

    /// Tokens shorter than this are refused: a guessable token guards nothing.
    public static let minimumLength = 16

    /// A new random link token: 128 bits, as 32 hex digits.
    public static func link() -> WebTokens {
        var generator = SystemRandomNumberGenerator()
        let token = (0..<16).map { _ in String(format: "%02x", UInt8.random(in: 0...255, using: &generator)) }.joined()
        return WebTokens(entries: [Entry(token: token, name: "link", keepsData: false)], problems: [])
    }

    public init(entries: [Entry], problems: [String]) {
        self.entries = entries
        self.problems = problems
    }

    /// Parses a tokens file: `TOKEN [NAME]` a line; blank lines and `#` comments are skipped.
    public init(fileContents: String) {
        var entries: [Entry] = []
        var problems: [String] = []
        for (index, line) in fileContents.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
            let fields = trimmed.split(whereSeparator: { $0 == " " || $0 == "\t" })
            let token = String(fields[0])
            guard token.utf8.count >= Self.minimumLength, token.utf8.allSatisfy(Self.isTokenByte) else {
                problems.append(
                    "line \(index + 1): a token is at least \(Self.minimumLength) letters, digits, - or _")
                continue
            }
            let name = fields.dropFirst().joined(separator: " ")
            let safeName = String(name.unicodeScalars.filter { $0.value >= 0x20 && $0.value != 0x7F }.prefix(64))
            entries.append(
                Entry(token: token, name: safeName.isEmpty ? Entry.id(of: token) : safeName, keepsData: true))
        }
        self.entries = entries
        self.problems = problems
    }

    /// The entry `candidate` matches, compared in constant time.
    public func entry(for candidate: String?) -> Entry? {
        guard let candidate else { return nil }
        let given = Array(candidate.utf8)
        var found: Entry?
        for entry in entries where Self.constantTimeEqual(Array(entry.token.utf8), given) {
            found = entry
        }
        return found
    }

    static func isTokenByte(_ byte: UInt8) -> Bool {
        (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
            || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_")
    }

    static func constantTimeEqual(_ a: [UInt8], _ b: [UInt8]) -> Bool {
        guard a.count == b.count else { return false }
        var difference: UInt8 = 0
        for index in a.indices { difference |= a[index] ^ b[index] }
        return difference == 0
    }
}
