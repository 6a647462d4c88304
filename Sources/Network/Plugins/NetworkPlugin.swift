import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A hook around every request (Moya's `PluginType`): change the request before it is sent,
/// see the result after.
public protocol NetworkPlugin: Sendable {
    /// The request to send instead of `request`.
    func prepare(_ request: URLRequest, target: any MobileApiTargetType) -> URLRequest
    /// Called once per attempt (a retried request is reported twice) with its outcome.
    func didReceive(_ result: NetworkExchange, target: any MobileApiTargetType)
}

extension NetworkPlugin {
    public func prepare(_ request: URLRequest, target: any MobileApiTargetType) -> URLRequest { request }
    public func didReceive(_ result: NetworkExchange, target: any MobileApiTargetType) {}
}

/// One attempt of a request as the plugins see it: what was sent, what came back, how long it took.
public struct NetworkExchange: Sendable {
    public let request: URLRequest
    /// The response, when the server (or a mock) answered.
    public let response: HTTPURLResponse?
    public let body: Data?
    /// Why the attempt failed, when it did (a non-2xx status is a failure too).
    public let error: NetworkError?
    public let startedAt: Date
    public let duration: Duration
    /// Whether a mock file answered instead of the server.
    public let isMock: Bool

    public init(
        request: URLRequest, response: HTTPURLResponse?, body: Data?, error: NetworkError?,
        startedAt: Date, duration: Duration, isMock: Bool
    ) {
        self.request = request
        self.response = response
        self.body = body
        self.error = error
        self.startedAt = startedAt
        self.duration = duration
        self.isMock = isMock
    }
}
