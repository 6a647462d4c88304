import Foundation
import Network

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The rules mocked calls follow, so the session behaves with mocks as it does with the
/// loopback server: data endpoints need a token that has not been marked expired, and a
/// revoked refresh token is refused.
enum MockBackend {
    /// Access tokens the Network demo has expired start with this.
    static let expiredPrefix = "expired-"
    /// Refresh tokens the Network demo has revoked start with this.
    static let revokedPrefix = "revoked-"

    static func rejection(for request: URLRequest) -> MockRejection? {
        let path = request.url?.path ?? ""
        if path.hasSuffix("auth/login") { return nil }
        if path.hasSuffix("auth/refresh") {
            let body = request.httpBody.map { String(decoding: $0, as: UTF8.self) } ?? ""
            return body.contains("\"\(revokedPrefix)") || !body.contains("refreshToken")
                ? MockRejection(statusCode: 401, message: "Refresh token expired") : nil
        }
        guard let authorization = request.value(forHTTPHeaderField: "Authorization") else {
            return MockRejection(statusCode: 401, message: "Not logged in")
        }
        return authorization.hasPrefix("Bearer \(expiredPrefix)")
            ? MockRejection(statusCode: 401, message: "Access token expired") : nil
    }
}
