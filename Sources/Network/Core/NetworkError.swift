/// Why a request failed, one case per state the UI shows differently.
public enum NetworkError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The server did not answer within the target's timeout.
    case timeout
    /// The server could not be reached: nothing listening, no route, no network.
    case offline(reason: String)
    /// The server answered with a non-2xx status; `message` is the server's own, when it sent one.
    case status(code: Int, message: String?)
    /// The body is not what the target promised.
    case undecodable(reason: String)
    /// Refreshing the tokens failed: the session is over and the user must log in again.
    case sessionExpired
    /// A mocked target names a mock file that is not embedded.
    case mockNotFound(name: String)
    /// A mock file is not valid JSON.
    case malformedMock(name: String, reason: String)
    /// The target's base URL and path do not make a URL.
    case invalidURL(String)
    /// The request body could not be encoded.
    case unencodableBody(reason: String)
    /// Any other transport failure.
    case transport(reason: String)
    /// The task was cancelled.
    case cancelled

    public var description: String {
        switch self {
        case .timeout: "the server did not answer in time"
        case .offline(let reason): "the server cannot be reached (\(reason))"
        case .status(let code, let message): "HTTP \(code)" + (message.map { ": \($0)" } ?? "")
        case .undecodable(let reason): "the response cannot be read: \(reason)"
        case .sessionExpired: "the session has expired"
        case .mockNotFound(let name): "no mock file Mock/\(name).json"
        case .malformedMock(let name, let reason): "Mock/\(name).json is not valid JSON: \(reason)"
        case .invalidURL(let url): "not a valid URL: \(url)"
        case .unencodableBody(let reason): "the request body cannot be encoded: \(reason)"
        case .transport(let reason): reason
        case .cancelled: "cancelled"
        }
    }
}
