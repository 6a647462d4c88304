import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Where the access token comes from (the template's `accessTokenProvider`).
public protocol AccessTokenProvider: Sendable {
    /// The current access token; nil when logged out.
    var accessToken: String? { get }
}

/// Adds `Authorization: Bearer <token>` to every target whose `authorizationType` is
/// `.bearer` (the template's `AccessTokenPlugin`). The token is read per attempt, so a
/// request retried after a refresh carries the new one.
public struct AccessTokenPlugin: NetworkPlugin {
    private let accessTokenProvider: any AccessTokenProvider

    public init(accessTokenProvider: any AccessTokenProvider) {
        self.accessTokenProvider = accessTokenProvider
    }

    public func prepare(_ request: URLRequest, target: any MobileApiTargetType) -> URLRequest {
        guard target.authorizationType == .bearer, let token = accessTokenProvider.accessToken else { return request }
        var request = request
        request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization")
        return request
    }
}
