/// A configuration that cannot be used; the app stops at launch with this message.
public enum ConfigurationError: Error, Equatable, CustomStringConvertible {
    case unknownEnvironment(String, available: [String])
    case missingKey(String, environment: String)
    case malformedKey(String, value: String, expected: String, environment: String)
    case malformedLine(Int, environment: String)

    public var description: String {
        switch self {
        case .unknownEnvironment(let name, let available):
            return "unknown environment '\(name)' (available: \(available.joined(separator: ", ")))"
        case .missingKey(let key, let environment):
            return "configuration '\(environment)' is missing the key \(key)"
        case .malformedKey(let key, let value, let expected, let environment):
            return "configuration '\(environment)': \(key) = '\(value)' is not \(expected)"
        case .malformedLine(let line, let environment):
            return "configuration '\(environment)', line \(line): expected KEY = value"
        }
    }
}
