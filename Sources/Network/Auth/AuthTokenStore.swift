import Storage

/// The session's tokens, kept in a `Storable` (the keychain store in the app) and refreshed
/// through a closure that calls the backend.
///
/// Unlike the template's, a refresh saves the new tokens, so the next launch starts with them.
///
/// ```swift
/// let tokens = AuthTokenStore(
///     storage: keychain, key: UniqueStorageKey(value: "authTokens", instance: "dev"),
///     refresh: { refreshToken in try await authService.request(target: .refresh(refreshToken)) }
/// )
/// ```
public final class AuthTokenStore: TokenRefreshProvider {
    public typealias Refresh = @Sendable (_ refreshToken: String) async throws -> AuthTokens

    private let storage: any Storable<UniqueStorageKey<String>, AuthTokens>
    private let key: UniqueStorageKey<String>
    private let refresh: Refresh

    public init(
        storage: any Storable<UniqueStorageKey<String>, AuthTokens>,
        key: UniqueStorageKey<String>,
        refresh: @escaping Refresh
    ) {
        self.storage = storage
        self.key = key
        self.refresh = refresh
    }

    /// The saved tokens; nil when logged out or when the store cannot be read.
    public var tokens: AuthTokens? { try? storage.object(forKey: key) }

    public var accessToken: String? { tokens?.accessToken }

    /// Saves `tokens` (after a login); nil logs out.
    public func save(_ tokens: AuthTokens?) throws {
        try storage.setObject(tokens, forKey: key, expiry: .never)
    }

    public func refreshTokens() async throws {
        guard let refreshToken = tokens?.refreshToken else { throw NetworkError.sessionExpired }
        try save(try await refresh(refreshToken))
    }

    public func clearTokens() {
        try? storage.removeObject(forKey: key)
    }
}
