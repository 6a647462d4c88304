import Push

extension PushPayloadModel {
    /// Title, subtitle and body on one line, as a banner shows them.
    var bannerText: String {
        let heading = [title, subtitle].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: " · ")
        if heading.isEmpty { return body }
        return body.isEmpty ? heading : heading + ": " + body
    }
}
