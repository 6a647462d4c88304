import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// One endpoint of the backend (the template's `MobileApiTargetType`, after Moya's
/// `TargetType`): usually an enum with a case per call.
///
/// ```swift
/// enum ItemsApi: MobileApiTargetType {
///     case items(page: Int)
///
///     var baseURL: URL { URL(string: Environments.mobileApiUrl)! }
///     var path: String { "items" }
///     var method: HTTPMethod { .get }
///     var task: RequestTask {
///         switch self {
///         case .items(let page): .requestParameters(["page": page])
///         }
///     }
/// }
/// ```
public protocol MobileApiTargetType: Sendable {
    /// The API's root; the environment's `MOBILE_API_URL` in the app.
    var baseURL: URL { get }
    /// The endpoint, relative to `baseURL`.
    var path: String { get }
    var method: HTTPMethod { get }
    var task: RequestTask { get }
    /// Extra headers; `Content-Type` and `Authorization` are set for you.
    var headers: [String: String]? { get }
    /// `.bearer` sends the access token and refreshes it on 401; `.none` sends no token.
    var authorizationType: AuthorizationType { get }
    /// Seconds to wait for the server.
    var timeout: TimeInterval { get }
}

extension MobileApiTargetType {
    public var headers: [String: String]? { nil }
    public var authorizationType: AuthorizationType { .bearer }
    public var timeout: TimeInterval { 30 }

    /// The full URL: base, path and the query of `task`.
    public func url() throws(NetworkError) -> URL {
        var text = baseURL.absoluteString
        if !path.isEmpty {
            text =
                (text.hasSuffix("/") ? String(text.dropLast()) : text) + "/"
                + (path.hasPrefix("/") ? String(path.dropFirst()) : path)
        }
        let query: String
        switch task {
        case .requestParameters(let parameters), .requestCompositeParameters(let parameters, _):
            query = QueryStringBuilder.build(parameters)
        case .requestPlain, .requestJSONEncodable:
            query = ""
        }
        if !query.isEmpty { text += (text.contains("?") ? "&" : "?") + query }
        guard let url = URL(string: text), url.scheme != nil, url.host != nil else { throw .invalidURL(text) }
        return url
    }

    /// The request for this target, before plugins run.
    public func urlRequest() throws(NetworkError) -> URLRequest {
        var request = URLRequest(url: try url(), timeoutInterval: timeout)
        request.httpMethod = method.rawValue
        request.cachePolicy = .reloadIgnoringLocalCacheData
        switch task {
        case .requestJSONEncodable(let body), .requestCompositeParameters(_, let body):
            do {
                let encoder = JSONEncoder()
                encoder.outputFormatting = [.sortedKeys]
                request.httpBody = try encoder.encode(body)
            } catch {
                throw .unencodableBody(reason: String(describing: error))
            }
            request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        case .requestPlain, .requestParameters:
            break
        }
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        for (name, value) in headers ?? [:] { request.setValue(value, forHTTPHeaderField: name) }
        return request
    }
}

/// How a target authorizes (Moya's `AuthorizationType`).
public enum AuthorizationType: Sendable, Hashable {
    /// No token: login, refresh and public endpoints.
    case none
    /// `Authorization: Bearer <access token>`, refreshed once on 401.
    case bearer
}
