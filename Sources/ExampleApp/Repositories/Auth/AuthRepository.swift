import Logs
import Network

/// Logging in and out, and the demo's ways to break the session: the tokens live in the
/// auth keychain through `AuthTokenStore`.
final class AuthRepository: Sendable {
    /// The loopback server's and the mocks' demo account.
    static let demoUsername = "demo"
    static let demoPassword = "secret"

    private let authService: BaseNetworkService<AuthApi>
    private let tokens: AuthTokenStore

    init(authService: BaseNetworkService<AuthApi>, tokens: AuthTokenStore) {
        self.authService = authService
        self.tokens = tokens
    }

    var isLoggedIn: Bool { tokens.tokens != nil }

    func login() async throws {
        let tokens: AuthTokens = try await authService.request(
            target: .login(username: Self.demoUsername, password: Self.demoPassword))
        try self.tokens.save(tokens)
    }

    func logout() {
        tokens.clearTokens()
        Log.network.info(logEntry: .text("Logged out by the user"))
    }

    /// Replaces the access token with one the backend refuses, so the next request refreshes.
    func expireAccessToken() throws {
        guard let current = tokens.tokens else { return }
        try tokens.save(
            AuthTokens(accessToken: MockBackend.expiredPrefix + current.accessToken, refreshToken: current.refreshToken)
        )
    }

    /// Expires the access token and revokes the refresh token, so the next refresh is refused.
    func revokeRefreshToken() throws {
        guard let current = tokens.tokens else { return }
        try tokens.save(
            AuthTokens(
                accessToken: MockBackend.expiredPrefix + current.accessToken,
                refreshToken: MockBackend.revokedPrefix + current.refreshToken))
    }
}
