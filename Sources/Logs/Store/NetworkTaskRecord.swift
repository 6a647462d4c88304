import Foundation

/// One finished network request as the store keeps it (Pulse's NetworkTaskEntity twin).
/// Bodies are UTF-8 text; a binary body is kept as its size only.
public struct NetworkTaskRecord: Sendable, Codable, Hashable, Identifiable {
    public var id: UUID
    /// When the request started.
    public var date: Date
    public var method: String
    public var url: String
    /// The HTTP status, or nil when no response arrived.
    public var statusCode: Int?
    /// Seconds from start to the last byte of the response (or the failure).
    public var duration: TimeInterval
    public var requestHeaders: [String: String]
    public var requestBody: String?
    public var requestBodySize: Int
    public var responseHeaders: [String: String]
    public var responseBody: String?
    public var responseBodySize: Int
    /// Why the request failed, when it did (transport errors, timeouts, decoding).
    public var error: String?

    public init(
        id: UUID = .random(), date: Date, method: String, url: String, statusCode: Int? = nil,
        duration: TimeInterval = 0, requestHeaders: [String: String] = [:], requestBody: String? = nil,
        requestBodySize: Int? = nil, responseHeaders: [String: String] = [:], responseBody: String? = nil,
        responseBodySize: Int? = nil, error: String? = nil
    ) {
        self.id = id
        self.date = date
        self.method = method
        self.url = url
        self.statusCode = statusCode
        self.duration = duration
        self.requestHeaders = requestHeaders
        self.requestBody = requestBody
        self.requestBodySize = requestBodySize ?? requestBody?.utf8.count ?? 0
        self.responseHeaders = responseHeaders
        self.responseBody = responseBody
        self.responseBodySize = responseBodySize ?? responseBody?.utf8.count ?? 0
        self.error = error
    }

    /// The status filter's classes: by the status when a response came (a 401 is a client
    /// error even though the request threw), failed when none did or a 2xx could not be used.
    public var statusClass: NetworkStatusClass {
        guard let statusCode else { return .failed }
        switch statusCode {
        case 200..<300: return error == nil ? .success : .failed
        case 400..<500: return .clientError
        case 500..<600: return .serverError
        default: return .other
        }
    }
}

/// How a request ended, for the panel's status filter.
public enum NetworkStatusClass: String, Sendable, CaseIterable, Codable {
    /// 2xx.
    case success
    /// 4xx.
    case clientError
    /// 5xx.
    case serverError
    /// 1xx and 3xx.
    case other
    /// No response: a transport error, a timeout, a cancelled request.
    case failed
}
