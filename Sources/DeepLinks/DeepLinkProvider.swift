/// A source of deeplinks (the template's `DeepLinkProvider`): the launch URL, a socket, a
/// push. The service configures each one with the launch options and a handler to call
/// with every URL it receives.
@MainActor
public protocol DeepLinkProvider: AnyObject {
    /// Shown in the demo's history: `launch`, `socket`.
    var name: String { get }
    /// Starts delivering: the launch URL at once, later URLs as they come. `handler` answers
    /// whether the link was opened, so a sender can be told.
    func configure(launchOptions: DeepLinkLaunchOptions, handler: @escaping DeepLinkHandler)
}

/// Takes a received URL and the name of its source; answers what became of it.
public typealias DeepLinkHandler = @MainActor (_ url: String, _ source: String) -> DeepLinkOutcome

/// What became of a received link.
public enum DeepLinkOutcome: Sendable, Equatable {
    case opened
    /// The link was malformed or named nothing the app has; the message says why.
    case rejected(String)
}
