import Foundation
import NIOSSH

/// The public keys allowed in, read from an OpenSSH `authorized_keys` file (sshd(8),
/// AUTHORIZED_KEYS FILE FORMAT): one key a line, `[options] type base64 [comment]`, blank
/// lines and `#` comments skipped. The key types swift-nio-ssh verifies are taken
/// (ssh-ed25519, ecdsa-sha2-nistp256/384/521); every other line is reported with its number.
///
/// Options that only take something away (`no-port-forwarding`, `restrict`, …) are accepted,
/// since the server allows none of those things anyway; options that would narrow who may use
/// the key (`from=`, `command=`, `expiry-time=`, …) cannot be honoured here, so such a key is
/// skipped and reported rather than let in more widely than its line says.
public struct AuthorizedKeys: Sendable {
    /// A key allowed in, with its line's comment (often the user's name).
    public struct Entry: Sendable, Hashable {
        public let key: NIOSSHPublicKey
        public let fingerprint: SSHKeyFingerprint
        public let comment: String
        public let line: Int
    }

    public private(set) var entries: [Entry] = []
    /// One message per line not taken: `line N: …`.
    public private(set) var problems: [String] = []

    static let supportedTypes: Set<String> = [
        "ssh-ed25519", "ecdsa-sha2-nistp256", "ecdsa-sha2-nistp384", "ecdsa-sha2-nistp521",
    ]
    static let knownTypes: Set<String> = supportedTypes.union([
        "ssh-rsa", "ssh-dss", "sk-ssh-ed25519@openssh.com", "sk-ecdsa-sha2-nistp256@openssh.com",
        "ssh-ed448", "rsa-sha2-256", "rsa-sha2-512",
    ])
    static let harmlessOptions: Set<String> = [
        "restrict", "no-port-forwarding", "no-agent-forwarding", "no-x11-forwarding", "no-user-rc",
        "port-forwarding", "pty", "agent-forwarding", "x11-forwarding", "user-rc", "touch-required",
        "no-touch-required", "verify-required",
    ]

    public init(contents: String) {
        for (index, rawLine) in contents.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let number = index + 1
            let line = rawLine.trimmingCharacters(in: .whitespacesAndNewlines)
            if line.isEmpty || line.hasPrefix("#") { continue }
            switch Self.parse(line: Substring(line)) {
            case .success(let (key, comment)):
                entries.append(
                    Entry(key: key, fingerprint: SSHKeyFingerprint(key), comment: comment, line: number))
            case .failure(let problem):
                problems.append("line \(number): \(problem.message)")
            }
        }
    }

    /// Reads `path`; a file that cannot be read is an error, a file with no usable key is not
    /// (the caller says so).
    public init(path: String) throws(AuthorizedKeysError) {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw AuthorizedKeysError(path: path, reason: "cannot read it")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw AuthorizedKeysError(path: path, reason: "it is not UTF-8 text")
        }
        self.init(contents: text)
    }

    /// The entry for `key`, if it is allowed in.
    public func entry(for key: NIOSSHPublicKey) -> Entry? {
        entries.first { $0.key == key }
    }

    struct Problem: Error {
        let message: String
    }

    static func parse(line: Substring) -> Result<(NIOSSHPublicKey, String), Problem> {
        var rest = line
        let first = nextField(&rest, allowQuotes: false)
        var type = first
        if !knownTypes.contains(first) {
            // An options prefix: comma-separated, with quoted values that may hold spaces.
            rest = line
            let options = nextField(&rest, allowQuotes: true)
            for option in splitOptions(options) {
                let name = option.split(separator: "=", maxSplits: 1).first.map(String.init) ?? option
                guard harmlessOptions.contains(name.lowercased()) else {
                    if knownTypes.contains(nextField(&rest, allowQuotes: false)) || !rest.isEmpty {
                        return .failure(Problem(message: "option \(name) is not supported here; the key is skipped"))
                    }
                    return .failure(Problem(message: "key type \(first) is not supported"))
                }
            }
            type = nextField(&rest, allowQuotes: false)
        }
        guard supportedTypes.contains(type) else {
            return .failure(Problem(message: "key type \(type.isEmpty ? "(none)" : type) is not supported"))
        }
        let base64 = nextField(&rest, allowQuotes: false)
        let comment = rest.trimmingCharacters(in: .whitespaces)
        guard !base64.isEmpty, let key = try? NIOSSHPublicKey(openSSHPublicKey: "\(type) \(base64)") else {
            return .failure(Problem(message: "the \(type) key is not valid"))
        }
        return .success((key, comment))
    }

    /// The next space-separated field of `rest`, which moves past it.
    static func nextField(_ rest: inout Substring, allowQuotes: Bool) -> String {
        rest = rest.drop { $0 == " " || $0 == "\t" }
        var field = ""
        var quoted = false
        while let character = rest.first {
            if !quoted, character == " " || character == "\t" { break }
            if allowQuotes, character == "\"" { quoted.toggle() }
            field.append(character)
            rest = rest.dropFirst()
        }
        return field
    }

    /// `a,b="x,y",c` → `a`, `b="x,y"`, `c`.
    static func splitOptions(_ options: String) -> [String] {
        var result: [String] = []
        var current = ""
        var quoted = false
        for character in options {
            if character == "\"" { quoted.toggle() }
            if character == ",", !quoted {
                result.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        result.append(current)
        return result.filter { !$0.isEmpty }
    }
}

/// The authorized keys file could not be read.
public struct AuthorizedKeysError: Error, CustomStringConvertible {
    public let path: String
    public let reason: String

    public var description: String { "cannot use the authorized keys file \(path): \(reason)" }
}
