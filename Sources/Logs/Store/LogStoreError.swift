import Foundation

/// A file operation of the log store that failed, with the path and the system's reason.
public struct LogStoreError: Error, Sendable, Equatable, CustomStringConvertible {
    public var operation: String
    public var path: String
    public var code: Int32

    public init(operation: String, path: String, code: Int32) {
        self.operation = operation
        self.path = path
        self.code = code
    }

    public var description: String {
        "could not \(operation) \(path): \(String(cString: strerror(code)))"
    }
}
