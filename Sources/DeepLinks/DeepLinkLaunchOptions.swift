/// What the app was started with, as the providers need it (the twin of iOS's
/// `launchOptions[.url]`).
public struct DeepLinkLaunchOptions: Sendable, Equatable {
    /// The URL given on the command line, if any.
    public var url: String?

    public init(url: String? = nil) {
        self.url = url
    }
}
