import TUIKit

/// How the app was started: from flags, the environment variables and the launch URL.
public struct LaunchOptions: Sendable {
    public var language: Language
    public var theme: Theme
    public var environmentName: String
    public var route: AppRoute?

    public init(
        language: Language, theme: Theme = .dark, environmentName: String = Instance.dev.rawValue,
        route: AppRoute? = nil
    ) {
        self.language = language
        self.theme = theme
        self.environmentName = environmentName
        self.route = route
    }
}
