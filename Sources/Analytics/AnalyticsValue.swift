import Foundation

/// A parameter's value, typed as Firebase and AppMetrica take them: text, a whole number, a
/// fraction, a flag or a moment. String literals still read as `.string`, so
/// `[.title: "Retry"]` keeps working.
public enum AnalyticsValue: Sendable, Hashable, Codable, CustomStringConvertible {
    case string(String)
    case integer(Int)
    case double(Double)
    case boolean(Bool)
    case date(Date)

    /// As the log and the demo show it (dates in ISO 8601).
    public var description: String {
        switch self {
        case .string(let value): value
        case .integer(let value): String(value)
        case .double(let value): String(value)
        case .boolean(let value): value ? "true" : "false"
        case .date(let value): value.formatted(.iso8601)
        }
    }

    /// The text of a `.string`, nil for the other kinds.
    public var stringValue: String? {
        if case .string(let value) = self { value } else { nil }
    }

    private enum CodingKeys: String, CodingKey { case type, value }

    /// `{"type":"integer","value":3}`: the kind travels with the value, so a collector
    /// never has to guess whether "3" was text.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .string(let value):
            try container.encode("string", forKey: .type)
            try container.encode(value, forKey: .value)
        case .integer(let value):
            try container.encode("integer", forKey: .type)
            try container.encode(value, forKey: .value)
        case .double(let value):
            try container.encode("double", forKey: .type)
            try container.encode(value, forKey: .value)
        case .boolean(let value):
            try container.encode("boolean", forKey: .type)
            try container.encode(value, forKey: .value)
        case .date(let value):
            try container.encode("date", forKey: .type)
            try container.encode(value.formatted(.iso8601), forKey: .value)
        }
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        switch try container.decode(String.self, forKey: .type) {
        case "integer": self = .integer(try container.decode(Int.self, forKey: .value))
        case "double": self = .double(try container.decode(Double.self, forKey: .value))
        case "boolean": self = .boolean(try container.decode(Bool.self, forKey: .value))
        case "date":
            let text = try container.decode(String.self, forKey: .value)
            guard let date = try? Date(text, strategy: .iso8601) else {
                throw DecodingError.dataCorruptedError(forKey: .value, in: container, debugDescription: "not ISO 8601")
            }
            self = .date(date)
        default: self = .string(try container.decode(String.self, forKey: .value))
        }
    }
}

extension AnalyticsValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral,
    ExpressibleByBooleanLiteral
{
    public init(stringLiteral value: String) { self = .string(value) }
    public init(integerLiteral value: Int) { self = .integer(value) }
    public init(floatLiteral value: Double) { self = .double(value) }
    public init(booleanLiteral value: Bool) { self = .boolean(value) }
}
