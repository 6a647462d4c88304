import Foundation

/// Composes a mail in the user's mail program, the twin of SurfUtils' `MailSender`: a
/// `mailto:` URL (RFC 6068) handed to `$MAILER`, or to `xdg-open` without one.
public struct MailSender: Sendable {
    public let opener: URLOpener

    public init(opener: URLOpener) {
        self.opener = opener
    }

    /// `mailto:to?subject=…&body=…`, every part percent-encoded (spaces as %20, line breaks as %0D%0A).
    public static func composeURL(to recipients: [String], subject: String, body: String) -> String {
        var allowed = CharacterSet.alphanumerics.intersection(.init(charactersIn: "\u{0}"..."\u{7F}"))
        allowed.insert(charactersIn: "-._~!$'()*+,;:@")
        func encode(_ text: String) -> String { text.addingPercentEncoding(withAllowedCharacters: allowed) ?? "" }
        let address = recipients.map(encode).joined(separator: ",")
        let normalizedBody = body.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(
            of: "\n", with: "\r\n")
        return "mailto:\(address)?subject=\(encode(subject))&body=\(encode(normalizedBody))"
    }

    /// Opens the composer; the URL is the one `composeURL` makes.
    @discardableResult
    public func compose(to recipients: [String], subject: String, body: String) throws -> String {
        let url = Self.composeURL(to: recipients, subject: subject, body: body)
        if let refusal = URLOpener.refusal(of: url) { throw refusal }
        try opener.launch(url, variable: "MAILER")
        return url
    }
}
