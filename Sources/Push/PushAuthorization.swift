/// What a push may do (the twin of `UNAuthorizationOptions`).
public struct PushAuthorizationOptions: OptionSet, Sendable, Codable, Hashable {
    public let rawValue: Int

    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    public static let alert = PushAuthorizationOptions(rawValue: 1 << 0)
    public static let badge = PushAuthorizationOptions(rawValue: 1 << 1)
    public static let sound = PushAuthorizationOptions(rawValue: 1 << 2)
}

/// The user's answer to the permission alert (the twin of `UNAuthorizationStatus`).
public enum PushAuthorizationStatus: String, Sendable, Codable, Equatable {
    /// Not asked yet: pushes are logged only.
    case notDetermined
    case authorized
    /// Pushes are logged only.
    case denied
}
