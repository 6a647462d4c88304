/// A JSON value that remembers the line it starts on, so that a bad value in a resource
/// file is reported at its line (Foundation's JSONSerialization forgets lines, and it
/// silently keeps one of two duplicate keys).
struct JSONValue: Equatable {
    enum Kind: Equatable {
        /// Members in file order; keys are unique (the parser rejects duplicates).
        case object([Member])
        case array([JSONValue])
        case string(String)
        case number(Double)
        case bool(Bool)
        case null
    }

    struct Member: Equatable {
        var key: String
        var value: JSONValue
        /// The line of the key.
        var line: Int
    }

    var kind: Kind
    var line: Int

    /// What the value is, for messages: "an object", "a string"…
    var kindDescription: String {
        switch kind {
        case .object: "an object"
        case .array: "an array"
        case .string: "a string"
        case .number: "a number"
        case .bool: "a boolean"
        case .null: "null"
        }
    }

    /// The members of an object; throws, naming `what` the value is, for anything else.
    func members(file: String, what: String) throws -> [Member] {
        guard case .object(let members) = kind else {
            throw Diagnostic(
                file: file, line: line, "\(what) must be an object, found \(kindDescription)")
        }
        return members
    }

    /// The text of a string; throws, naming `what` the value is, for anything else.
    func string(file: String, what: String) throws -> String {
        guard case .string(let text) = kind else {
            throw Diagnostic(file: file, line: line, "\(what) must be a string, found \(kindDescription)")
        }
        return text
    }

    /// The elements of an array; throws, naming `what` the value is, for anything else.
    func elements(file: String, what: String) throws -> [JSONValue] {
        guard case .array(let elements) = kind else {
            throw Diagnostic(file: file, line: line, "\(what) must be an array, found \(kindDescription)")
        }
        return elements
    }
}
