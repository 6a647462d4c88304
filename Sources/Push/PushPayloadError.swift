/// Why a push file is not a push: each case names the field that is wrong.
public enum PushPayloadError: Error, Equatable, CustomStringConvertible {
    case notJSON(String)
    case tooLarge(bytes: Int)
    /// `field` is missing.
    case missing(field: String)
    /// `field` holds the wrong kind of value; `expected` says what it should hold.
    case invalid(field: String, expected: String)

    public var description: String {
        switch self {
        case .notJSON(let reason):
            return "not a JSON object: \(reason)"
        case .tooLarge(let bytes):
            return "the payload is \(bytes) bytes; a push is at most \(PushPayloadModel.maximumSize)"
        case .missing(let field):
            return "'\(field)' is missing"
        case .invalid(let field, let expected):
            return "'\(field)' must be \(expected)"
        }
    }
}
