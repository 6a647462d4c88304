/// What the backend is told of the device (the body of `POST push/tokens`): its token, the
/// platform and the environment, as the iOS template sends its APNs token.
struct PushTokenRequest: Encodable, Sendable, Equatable {
    let token: String
    let platform: String
    let environment: String

    enum CodingKeys: String, CodingKey {
        case token
        case platform
        case environment
    }
}
