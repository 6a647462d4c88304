import Foundation

/// What a target sends besides its path (Moya's `Task`).
public enum RequestTask: Sendable {
    /// Nothing.
    case requestPlain
    /// Parameters in the URL's query, built by `QueryStringBuilder`.
    case requestParameters([String: any Sendable])
    /// A JSON body.
    case requestJSONEncodable(any Encodable & Sendable)
    /// Query parameters and a JSON body.
    case requestCompositeParameters(query: [String: any Sendable], body: any Encodable & Sendable)
}
