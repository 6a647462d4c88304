/// Links of the app's URL scheme (the template's `URLSchemeDeepLinkProvider`): the URL the
/// app was launched with, then every link the app's `open URL` command sends to the running
/// instance over its socket.
@MainActor
public final class URLSchemeDeepLinkProvider: DeepLinkProvider {
    public let name = "url-scheme"
    /// The running instance's socket, when it listens; nil in tests and previews.
    public let server: InstanceSocketServer?

    public init(server: InstanceSocketServer?) {
        self.server = server
    }

    public func configure(launchOptions: DeepLinkLaunchOptions, handler: @escaping DeepLinkHandler) {
        server?.answerLinks { url in
            switch handler(url, "socket") {
            case .opened: return .accepted
            case .rejected(let reason): return .rejected(reason)
            }
        }
        if let url = launchOptions.url { _ = handler(url, "launch") }
    }
}
