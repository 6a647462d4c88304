/// What `BaseNetworkService` needs to recover from a 401 (the template's
/// `tokenRefreshProvider`, the `AuthRepository`).
public protocol TokenRefreshProvider: AccessTokenProvider {
    /// Obtains new tokens with the refresh token and saves them. Throws a
    /// `NetworkError.status` 401 or 403 when the server refuses, which ends the session.
    func refreshTokens() async throws
    /// Forgets both tokens: the session is over.
    func clearTokens()
}
