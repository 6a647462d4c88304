import Foundation
import Synchronization

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Performs targets over an `HTTPTransport` (URLSession by default), with plugins, mocks and
/// single-flight token refresh (the template's `BaseNetworkService`).
///
/// - A target answered with 401 while it sent a token has its tokens refreshed once, however
///   many requests failed together, and is retried once with the new token.
/// - A refused refresh calls `onTokenRefreshFailed` once and fails every waiting request with
///   `NetworkError.sessionExpired`.
/// - A `MockableMobileApiTarget` with `isMockEnabled` answers from its mock file after the
///   configured delay while `isMockEnabled` here is on too; without a `MockConfiguration`
///   (prod) nothing is ever mocked.
///
/// ```swift
/// let service = BaseNetworkService<ItemsApi>(
///     plugins: [NetworkLoggerPlugin(recorder: recorder), AccessTokenPlugin(accessTokenProvider: tokens)],
///     tokenRefreshProvider: tokens
/// )
/// let page: ItemsPageResponse = try await service.request(target: .items(page: 1))
/// ```
public final class BaseNetworkService<Target: MobileApiTargetType>: NetworkService {
    private struct State {
        var onTokenRefreshFailed: (@Sendable () -> Void)?
        var isMockEnabled: Bool
    }

    private let transport: any HTTPTransport
    private let plugins: [any NetworkPlugin]
    private let tokenRefreshProvider: (any TokenRefreshProvider)?
    /// The mock files and delay; nil never mocks.
    public let mocks: MockConfiguration?
    private let decoder: JSONDecoder
    private let gate = TokenRefreshGate()
    private let state: Mutex<State>

    public init(
        transport: any HTTPTransport = URLSessionTransport(),
        plugins: [any NetworkPlugin] = [],
        tokenRefreshProvider: (any TokenRefreshProvider)? = nil,
        mocks: MockConfiguration? = nil,
        decoder: JSONDecoder = JSONDecoder()
    ) {
        self.transport = transport
        self.plugins = plugins
        self.tokenRefreshProvider = tokenRefreshProvider
        self.mocks = mocks
        self.decoder = decoder
        state = Mutex(State(isMockEnabled: mocks != nil))
    }

    public var onTokenRefreshFailed: (@Sendable () -> Void)? {
        get { state.withLock { $0.onTokenRefreshFailed } }
        set { state.withLock { $0.onTokenRefreshFailed = newValue } }
    }

    /// Whether mockable targets answer from their mock files; always false without mocks.
    public var isMockEnabled: Bool {
        get { state.withLock { $0.isMockEnabled } }
        set { state.withLock { $0.isMockEnabled = newValue && mocks != nil } }
    }

    /// How many token refreshes this service has run.
    public var refreshCount: Int {
        get async { await gate.refreshCount }
    }

    public func request<T: Decodable>(target: Target) async throws(NetworkError) -> T {
        let data = try await data(for: target)
        do {
            return try decoder.decode(T.self, from: data)
        } catch {
            throw .undecodable(reason: Self.describe(error))
        }
    }

    public func request(target: Target) async throws(NetworkError) {
        _ = try await data(for: target)
    }

    /// The body of a 2xx answer to `target`, from its mock or the server.
    public func data(for target: Target) async throws(NetworkError) -> Data {
        let first = try await attempt(target)
        guard first.response.statusCode == 401, target.authorizationType == .bearer,
            let tokenRefreshProvider
        else { return try Self.successBody(first) }
        let callback = onTokenRefreshFailed
        try await gate.refresh(
            sentAuthorization: first.request.value(forHTTPHeaderField: "Authorization"),
            provider: tokenRefreshProvider,
            onFailed: { callback?() }
        )
        return try Self.successBody(try await attempt(target))
    }

    private struct Attempt {
        let request: URLRequest
        let response: HTTPURLResponse
        let body: Data
    }

    /// Sends `target` once through the plugins, to its mock or the server; a transport
    /// failure throws, any status returns.
    private func attempt(_ target: Target) async throws(NetworkError) -> Attempt {
        var request = try target.urlRequest()
        for plugin in plugins { request = plugin.prepare(request, target: target) }
        let startedAt = Date()
        let start = ContinuousClock.now
        let isMock = mockName(for: target) != nil
        do {
            let (response, body) =
                if let mocks, let name = mockName(for: target) {
                    try await mockResponse(to: request, name: name, mocks: mocks)
                } else {
                    try await transport.send(request)
                }
            let error = (200..<300).contains(response.statusCode) ? nil : Self.statusError(response, body: body)
            // A mock's time is the delay it simulates, so its records read the same every run.
            let duration = isMock ? mocks?.delay ?? .zero : ContinuousClock.now - start
            report(request, response, body, error, startedAt, duration, isMock: isMock, target)
            return Attempt(request: request, response: response, body: body)
        } catch {
            // A mock that answers with no answer took its delay too; a cancelled one did not.
            let duration = isMock && error != .cancelled ? mocks?.delay ?? .zero : ContinuousClock.now - start
            report(request, nil, nil, error, startedAt, duration, isMock: isMock, target)
            throw error
        }
    }

    /// The mock file's name when `target` is answered by a mock now.
    private func mockName(for target: Target) -> String? {
        guard mocks != nil, isMockEnabled, let mockable = target as? any MockableMobileApiTarget,
            mockable.isMockEnabled
        else { return nil }
        return mockable.getMockFileName()
    }

    private func mockResponse(to request: URLRequest, name: String, mocks: MockConfiguration) async throws(NetworkError)
        -> (HTTPURLResponse, Data)
    {
        await mocks.sleep(mocks.delay)
        if Task.isCancelled { throw .cancelled }
        let (statusCode, body): (Int, Data)
        switch mocks.rejection(request) {
        case .status(let code, let message):
            (statusCode, body) = (code, (try? JSONEncoder().encode(["message": message])) ?? Data())
        case .body(let text): (statusCode, body) = (200, Data(text.utf8))
        case .failure(let error): throw error
        case nil: (statusCode, body) = (200, try mocks.data(named: name))
        }
        guard let url = request.url,
            let response = HTTPURLResponse(
                url: url, statusCode: statusCode, httpVersion: "HTTP/1.1",
                headerFields: ["Content-Type": "application/json", "X-Mock": name])
        else { throw .transport(reason: "cannot make a response for Mock/\(name).json") }
        return (response, body)
    }

    private func report(
        _ request: URLRequest, _ response: HTTPURLResponse?, _ body: Data?, _ error: NetworkError?,
        _ startedAt: Date, _ duration: Duration, isMock: Bool, _ target: Target
    ) {
        guard !plugins.isEmpty else { return }
        let exchange = NetworkExchange(
            request: request, response: response, body: body, error: error, startedAt: startedAt,
            duration: duration, isMock: isMock)
        for plugin in plugins { plugin.didReceive(exchange, target: target) }
    }

    private static func successBody(_ attempt: Attempt) throws(NetworkError) -> Data {
        guard (200..<300).contains(attempt.response.statusCode) else {
            throw statusError(attempt.response, body: attempt.body)
        }
        return attempt.body
    }

    /// A non-2xx status with the server's message: a JSON `message`, `error` or `detail`
    /// field, else a short plain-text body.
    static func statusError(_ response: HTTPURLResponse, body: Data) -> NetworkError {
        .status(code: response.statusCode, message: serverMessage(in: body))
    }

    static func serverMessage(in body: Data) -> String? {
        if let object = try? JSONSerialization.jsonObject(with: body) as? [String: Any] {
            for field in ["message", "error", "detail"] {
                if let message = object[field] as? String, !message.isEmpty { return message }
            }
            return nil
        }
        guard let text = String(data: body, encoding: .utf8)?.trimmingCharacters(in: .whitespacesAndNewlines),
            !text.isEmpty, text.count <= 200, !text.hasPrefix("<")
        else { return nil }
        return text
    }

    /// A decoding error in one line: what was wrong and where.
    static func describe(_ error: any Error) -> String {
        guard let error = error as? DecodingError else { return String(describing: error) }
        func path(_ context: DecodingError.Context) -> String {
            let path = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }.joined(separator: ".")
            return path.isEmpty ? "" : " at \(path)"
        }
        switch error {
        case .dataCorrupted(let context): return "not valid JSON\(path(context))"
        case .keyNotFound(let key, let context): return "missing \"\(key.stringValue)\"\(path(context))"
        case .typeMismatch(let type, let context): return "expected \(type)\(path(context))"
        case .valueNotFound(let type, let context): return "no \(type) value\(path(context))"
        @unknown default: return String(describing: error)
        }
    }
}
