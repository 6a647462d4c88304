import Network
import Push

/// Registers the device's push token with the backend through the network layer (the
/// iOS template's `PushTokenRepository` sends its APNs token the same way): the token from
/// the keychain (`PushTokenRepository`), `POST push/tokens`, the answer checked.
final class PushTokenRegistrationRepository: Sendable {
    enum RegistrationError: Error, Equatable, CustomStringConvertible {
        case noToken(String)
        case refused
        case network(String)

        var description: String {
            switch self {
            case .noToken(let reason): "no push token: \(reason)"
            case .refused: "the backend refused the push token"
            case .network(let reason): reason
            }
        }
    }

    private let networkService: BaseNetworkService<MobileApi>
    private let tokens: PushTokenRepository?
    private let environment: String

    init(networkService: BaseNetworkService<MobileApi>, tokens: PushTokenRepository?, environment: String) {
        self.networkService = networkService
        self.tokens = tokens
        self.environment = environment
    }

    /// Sends the token; returns it once the backend took it.
    func register() async throws(RegistrationError) -> String {
        guard let tokens else { throw .noToken("the keychain store is unavailable") }
        let token: String
        do {
            token = try tokens.token()
        } catch {
            throw .noToken(String(describing: error))
        }
        let response: PushTokenResponse
        do {
            response = try await networkService.request(
                target: .registerPushToken(
                    PushTokenRequest(token: token, platform: "terminal", environment: environment)))
        } catch {
            throw .network(error.description)
        }
        guard response.registered else { throw .refused }
        return token
    }
}
