import Foundation

/// Removes secrets before anything is stored: authorization headers, cookies, tokens, API
/// keys and passwords in headers, JSON and form bodies, query strings, metadata and text.
public struct Redactor: Sendable {
    /// What replaces a secret.
    public static let placeholder = "<redacted>"

    public init() {}

    /// Whether a header, field, query item or metadata key names a secret. Case, `-` and
    /// `_` are ignored, so `access_token`, `accessToken` and `X-Access-Token` all match.
    public func isSecret(key: String) -> Bool {
        // Every metadata key of every message logged comes here: an ASCII key (nearly all)
        // is folded and searched as bytes; Foundation's `contains` cost more than the insert.
        var folded: [UInt8] = []
        folded.reserveCapacity(key.utf8.count)
        for byte in key.utf8 {
            guard byte < 0x80 else { return Self.isSecret(unicodeKey: key) }
            if byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: " ") { continue }
            folded.append(byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte)
        }
        return folded.withUnsafeBufferPointer { bytes in
            Self.secretWordBytes.contains { LogSearchText.firstMatch(of: $0, in: bytes, from: 0) != nil }
        }
    }

    /// A key beyond ASCII, lowercased as Unicode lowercases it (`İ`, the Kelvin sign).
    private static func isSecret(unicodeKey key: String) -> Bool {
        let normalized = key.lowercased().filter { $0 != "-" && $0 != "_" && $0 != " " }
        return secretWords.contains { normalized.contains($0) }
    }

    public func headers(_ headers: [String: String]) -> [String: String] {
        var result = headers
        for (name, value) in headers where isSecret(key: name) {
            result[name] = Self.placeholder
            // Keep the scheme of "Bearer <token>", so the panel still tells schemes apart.
            if name.lowercased().hasSuffix("authorization"), let space = value.firstIndex(of: " ") {
                result[name] = value[..<space] + " " + Self.placeholder
            }
        }
        return result
    }

    public func metadata(_ metadata: [String: String]) -> [String: String] {
        var result: [String: String] = [:]
        for (key, value) in metadata {
            result[key] = isSecret(key: key) ? Self.placeholder : text(value)
        }
        return result
    }

    /// A URL with the values of its secret query items replaced.
    public func url(_ url: String) -> String {
        guard let question = url.firstIndex(of: "?") else { return url }
        let fragmentStart = url[question...].firstIndex(of: "#") ?? url.endIndex
        let query = url[url.index(after: question)..<fragmentStart]
        return url[...question] + formEncoded(String(query)) + url[fragmentStart...]
    }

    /// A body: JSON has its secret fields replaced at any depth, a form its secret items;
    /// other text has bearer tokens and `"password": "..."` pairs replaced.
    public func body(_ body: String) -> String {
        if let data = body.data(using: .utf8),
            let object = try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]),
            object is [Any] || object is [String: Any]
        {
            let cleaned = json(object)
            if let data = try? JSONSerialization.data(
                withJSONObject: cleaned, options: [.sortedKeys, .withoutEscapingSlashes])
            {
                return String(decoding: data, as: UTF8.self)
            }
        }
        if !body.contains(" "), !body.contains("\n"), body.contains("=") {
            return formEncoded(body)
        }
        return text(body)
    }

    /// Free text: `Bearer <token>` and JSON-looking `"secret": "value"` pairs, even in a
    /// truncated body that no longer parses.
    public func text(_ text: String) -> String {
        var result = text
        // Neither pattern can match most messages (no scheme word, no quote), and Swift's
        // Regex takes tens of microseconds a call: those skip it, for every message logged.
        if Self.mayHoldCredential(text), let bearer = Self.credentialPattern {
            result.replace(bearer) { match in
                let scheme = match.output[1].substring ?? "Bearer"
                return "\(scheme) \(Self.placeholder)"
            }
        }
        if result.utf8.contains(UInt8(ascii: "\"")), let pair = Self.jsonPairPattern {
            result.replace(pair) { match in
                let key = String(match.output[1].substring ?? "")
                return isSecret(key: key)
                    ? "\"\(key)\": \"\(Self.placeholder)\"" : String(match.output[0].substring ?? "")
            }
        }
        return result
    }

    /// False only when `credentialPattern` cannot match: ASCII text without "bearer" or
    /// "basic" in any case. Other text goes to the pattern, whose case folding reaches
    /// beyond ASCII.
    static func mayHoldCredential(_ text: String) -> Bool {
        guard text.utf8.allSatisfy({ $0 < 0x80 }) else { return true }
        // ASCII letters to lower case; no other byte becomes a letter.
        let lowered = text.utf8.map { $0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0 }
        return lowered.withUnsafeBufferPointer { bytes in
            [Array("bearer".utf8), Array("basic".utf8)].contains { word in
                LogSearchText.firstMatch(of: word, in: bytes, from: 0) != nil
            }
        }
    }

    private func formEncoded(_ query: String) -> String {
        query.split(separator: "&", omittingEmptySubsequences: false).map { item in
            guard let equals = item.firstIndex(of: "=") else { return String(item) }
            let key = String(item[..<equals])
            let decoded = key.removingPercentEncoding ?? key
            return isSecret(key: decoded) ? key + "=" + Self.placeholder : String(item)
        }.joined(separator: "&")
    }

    /// Under a secret key every scalar is a secret, however deep (`"tokens": [...]`).
    private func json(_ object: Any, underSecret: Bool = false) -> Any {
        switch object {
        case let dictionary as [String: Any]:
            var result: [String: Any] = [:]
            for (key, value) in dictionary {
                result[key] = json(value, underSecret: underSecret || isSecret(key: key))
            }
            return result
        case let array as [Any]:
            return array.map { json($0, underSecret: underSecret) }
        default:
            return underSecret && !(object is NSNull) ? Self.placeholder : object
        }
    }

    // Compiled once: every stored message goes through them. Regex is immutable once built.
    nonisolated(unsafe) private static let credentialPattern = try? Regex(
        #"(?i)\b(bearer|basic)\s+[A-Za-z0-9\-._~+/=]+"#)
    nonisolated(unsafe) private static let jsonPairPattern = try? Regex(
        #""([A-Za-z0-9_\-]+)"\s*:\s*"(?:[^"\\]|\\.)*"?"#)

    private static let secretWords = [
        "authorization", "cookie", "token", "password", "passwd", "secret", "apikey", "sessionid",
    ]
    private static let secretWordBytes = secretWords.map { Array($0.utf8) }
}
