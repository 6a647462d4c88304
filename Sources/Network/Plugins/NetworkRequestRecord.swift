import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// One request as the logger plugin reports it: everything the debug panel shows, with
/// secrets already masked.
public struct NetworkRequestRecord: Sendable, Hashable, Identifiable {
    public let id: UUID
    public let startedAt: Date
    public let method: String
    public let url: String
    /// nil when no response arrived.
    public let statusCode: Int?
    public let duration: Duration
    public let requestHeaders: [String: String]
    public let requestBody: String?
    public let requestSize: Int
    public let responseHeaders: [String: String]
    public let responseBody: String?
    public let responseSize: Int
    /// What went wrong, when something did.
    public let error: String?
    public let isMock: Bool

    public init(
        id: UUID = UUID(), startedAt: Date, method: String, url: String, statusCode: Int?, duration: Duration,
        requestHeaders: [String: String], requestBody: String?, requestSize: Int,
        responseHeaders: [String: String], responseBody: String?, responseSize: Int, error: String?, isMock: Bool
    ) {
        self.id = id
        self.startedAt = startedAt
        self.method = method
        self.url = url
        self.statusCode = statusCode
        self.duration = duration
        self.requestHeaders = requestHeaders
        self.requestBody = requestBody
        self.requestSize = requestSize
        self.responseHeaders = responseHeaders
        self.responseBody = responseBody
        self.responseSize = responseSize
        self.error = error
        self.isMock = isMock
    }
}

/// Receives every request the logger plugin sees: the log store in the app, a list in tests.
public protocol NetworkRequestRecorder: Sendable {
    func record(_ record: NetworkRequestRecord)
}
