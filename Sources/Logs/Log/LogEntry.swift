import Foundation

/// What a `Log` call records: a plain text, or a text with parameters that the store keeps
/// as pretty JSON (the panel shows them in the message's detail).
public enum LogEntry: Sendable {
    case text(String)
    case detailed(String, [String: any Sendable])

    /// The message's one-line text.
    public var text: String {
        switch self {
        case .text(let text), .detailed(let text, _): text
        }
    }

    /// The parameters as pretty JSON with sorted keys, or nil for a plain text. Values JSON
    /// cannot hold (dates, URLs, custom types) are written as their descriptions.
    public var parametersJSON: String? {
        guard case .detailed(_, let parameters) = self else { return nil }
        return PrettyJSON.string(from: PrettyJSON.sanitized(parameters))
    }
}

/// JSON for people: indented, keys sorted, slashes not escaped.
public enum PrettyJSON {
    public static func string(from object: Any) -> String {
        guard JSONSerialization.isValidJSONObject(object),
            let data = try? JSONSerialization.data(
                withJSONObject: object, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
        else { return String(describing: object) }
        return String(decoding: data, as: UTF8.self)
    }

    /// The text itself pretty-printed when it is JSON, else nil.
    public static func reformatted(_ text: String) -> String? {
        guard let data = text.data(using: .utf8),
            let object = try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]),
            object is [Any] || object is [String: Any]
        else { return nil }
        return string(from: object)
    }

    /// A value JSONSerialization accepts: containers recursively, other values as text.
    static func sanitized(_ value: Any) -> Any {
        switch value {
        case let dictionary as [String: Any]: dictionary.mapValues(sanitized)
        case let array as [Any]: array.map(sanitized)
        case let string as String: string
        case let bool as Bool: bool
        case let int as Int: int
        case let double as Double: double.isFinite ? double : String(describing: double)
        case is NSNull: NSNull()
        default: String(describing: value)
        }
    }
}
