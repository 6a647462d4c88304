import Foundation

/// Builds `key1=value1&key2=2.15&key3=true` from a dictionary (the iOS utilities'
/// `QueryStringBuilder`).
///
/// Keys are sorted so equal dictionaries give equal strings (and equal cache keys). Keys and
/// values are percent-encoded per RFC 3986 (everything but unreserved characters), so `&`, `=`,
/// `+`, spaces and non-ASCII text survive the trip. An array repeats its key
/// (`tag=a&tag=b`); a nil optional leaves its key out.
public enum QueryStringBuilder {
    /// The query string for `parameters`, without a leading `?`.
    public static func build(_ parameters: [String: any Sendable]) -> String {
        parameters.keys.sorted().flatMap { key in
            values(of: parameters[key] as Any).map { "\(encode(key))=\(encode($0))" }
        }
        .joined(separator: "&")
    }

    /// The text forms of `value`: one for a scalar, one per element for an array, none for nil.
    private static func values(of value: Any) -> [String] {
        switch value {
        case let optional as OptionalProtocol: optional.wrapped.map(values(of:)) ?? []
        case let array as [Any]: array.flatMap(values(of:))
        case let bool as Bool: [bool ? "true" : "false"]
        case let double as Double: [double.description]
        case let string as String: [string]
        default: [String(describing: value)]
        }
    }

    private static let unreserved = CharacterSet(
        charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")

    private static func encode(_ text: String) -> String {
        text.addingPercentEncoding(withAllowedCharacters: unreserved) ?? text
    }
}

extension Dictionary where Key == String, Value == any Sendable {
    /// `QueryStringBuilder.build(self)`: `["key1": "value1", "key2": 2.15].toQueryString()`.
    public func toQueryString() -> String {
        QueryStringBuilder.build(self)
    }
}

/// Lets the builder see through `Optional` inside an existential.
private protocol OptionalProtocol {
    var wrapped: Any? { get }
}

extension Optional: OptionalProtocol {
    fileprivate var wrapped: Any? { self.map { $0 as Any } }
}
