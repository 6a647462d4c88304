/// The backend's answer to a token registration (`Mock/PushTokenResponse.json` when mocked).
struct PushTokenResponse: Decodable, Sendable, Equatable {
    let registered: Bool
    /// Where the backend's push channel is, if it names one (the environment's otherwise).
    let channelUrl: String?

    enum CodingKeys: String, CodingKey {
        case registered
        case channelUrl = "channel_url"
    }
}
