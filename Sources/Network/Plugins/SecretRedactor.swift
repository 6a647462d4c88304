import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Masks secrets in what the logger plugin reports.
enum SecretRedactor {
    static let mask = "••••"
    private static let secretHeaders: Set<String> = ["authorization", "cookie", "set-cookie", "proxy-authorization"]
    private static let secretFieldMarkers = ["token", "password", "secret"]

    static func headers(_ headers: [String: String]) -> [String: String] {
        headers.reduce(into: [:]) { result, header in
            result[header.key] = secretHeaders.contains(header.key.lowercased()) ? mask : header.value
        }
    }

    /// The body as text, with secret JSON fields masked; a non-JSON body is kept as it is.
    static func body(_ data: Data) -> String {
        guard let object = try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]),
            object is [String: Any] || object is [Any],
            let masked = try? JSONSerialization.data(
                withJSONObject: redact(object), options: [.sortedKeys, .fragmentsAllowed]),
            let text = String(data: masked, encoding: .utf8)
        else { return String(decoding: data, as: UTF8.self) }
        return text
    }

    private static func redact(_ object: Any) -> Any {
        switch object {
        case let dictionary as [String: Any]:
            dictionary.reduce(into: [String: Any]()) { result, field in
                let name = field.key.lowercased()
                result[field.key] =
                    secretFieldMarkers.contains { name.contains($0) } ? mask : redact(field.value)
            }
        case let array as [Any]: array.map(redact)
        default: object
        }
    }
}
