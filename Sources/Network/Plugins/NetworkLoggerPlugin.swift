import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Reports every attempt to a `NetworkRequestRecorder` (the template's `LoggerPlugin`):
/// method, URL, status, duration, sizes, headers, bodies and error.
///
/// Secrets are masked before the record leaves the plugin: the `Authorization`, `Cookie` and
/// `Set-Cookie` headers, and JSON fields whose names mention a token or a password.
public struct NetworkLoggerPlugin: NetworkPlugin {
    /// Bodies longer than this are cut, so a large download does not fill the log.
    public static let bodyLimit = 64 * 1024

    private let recorder: any NetworkRequestRecorder

    public init(recorder: any NetworkRequestRecorder) {
        self.recorder = recorder
    }

    public func didReceive(_ result: NetworkExchange, target: any MobileApiTargetType) {
        let request = result.request
        recorder.record(
            NetworkRequestRecord(
                startedAt: result.startedAt,
                method: request.httpMethod ?? "GET",
                url: request.url?.absoluteString ?? "",
                statusCode: result.response?.statusCode,
                duration: result.duration,
                requestHeaders: SecretRedactor.headers(request.allHTTPHeaderFields ?? [:]),
                requestBody: request.httpBody.map(Self.text),
                requestSize: request.httpBody?.count ?? 0,
                responseHeaders: SecretRedactor.headers(Self.headers(of: result.response)),
                responseBody: result.body.map(Self.text),
                responseSize: result.body?.count ?? 0,
                error: result.error?.description,
                isMock: result.isMock
            )
        )
    }

    private static func text(_ body: Data) -> String {
        let masked = SecretRedactor.body(body.prefix(bodyLimit))
        return body.count > bodyLimit ? masked + "… (\(body.count) bytes)" : masked
    }

    private static func headers(of response: HTTPURLResponse?) -> [String: String] {
        var headers: [String: String] = [:]
        for case (let name as String, let value as String) in response?.allHeaderFields ?? [:] { headers[name] = value }
        return headers
    }
}
