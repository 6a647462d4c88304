/// What the web front end lets through: the page at `/` only (its script and style are in
/// it), the WebSocket at `/ws`; each with a valid token, the WebSocket from the page's own
/// origin. Everything else is 404, so no path (`..` or otherwise) reaches a file.
public struct WebRequestPolicy: Sendable {
    public enum Target: Equatable, Sendable {
        case page
        case socket
        case notFound
    }

    public enum Verdict: Equatable, Sendable {
        case allowed(WebTokens.Entry)
        /// 403: no token, or not one of ours.
        case wrongToken
        /// 403: a WebSocket opened by another site's page.
        case wrongOrigin
    }

    public let tokens: WebTokens

    public init(tokens: WebTokens) {
        self.tokens = tokens
    }

    /// The request's target from its URI (path and query).
    public static func target(of uri: String) -> Target {
        let path = uri.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
        switch path {
        case "/", "/index.html": return .page
        case "/ws": return .socket
        default: return .notFound
        }
    }

    /// The value of `name` in the URI's query (percent-decoded), if any.
    public static func queryValue(_ name: String, in uri: String) -> String? {
        guard let question = uri.firstIndex(of: "?") else { return nil }
        for pair in uri[uri.index(after: question)...].split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            if parts.first.map(String.init) == name {
                return parts.count > 1 ? String(parts[1]).percentDecoded : ""
            }
        }
        return nil
    }

    /// Checks the page's request: its token.
    public func checkPage(uri: String) -> Verdict {
        tokens.entry(for: Self.queryValue("token", in: uri)).map(Verdict.allowed) ?? .wrongToken
    }

    /// Checks a WebSocket's request: its token, and that the page that opens it was served
    /// by this host (`Origin` is `http(s)://` + the `Host` the browser asked for), so another
    /// site's page cannot open a session with a visitor's token.
    public func checkSocket(uri: String, host: String?, origin: String?) -> Verdict {
        guard let entry = tokens.entry(for: Self.queryValue("token", in: uri)) else { return .wrongToken }
        guard let host, let origin, !host.isEmpty,
            origin == "http://" + host || origin == "https://" + host
        else { return .wrongOrigin }
        return .allowed(entry)
    }
}

extension String {
    /// `%XX` decoded; nil if an escape is malformed or the result is not UTF-8.
    fileprivate var percentDecoded: String? {
        var bytes: [UInt8] = []
        var iterator = utf8.makeIterator()
        while let byte = iterator.next() {
            if byte == UInt8(ascii: "%") {
                guard let high = iterator.next(), let low = iterator.next(),
                    let value = UInt8(String(decoding: [high, low], as: UTF8.self), radix: 16)
                else { return nil }
                bytes.append(value)
            } else {
                bytes.append(byte == UInt8(ascii: "+") ? UInt8(ascii: " ") : byte)
            }
        }
        return String(validating: bytes, as: UTF8.self)
    }
}
