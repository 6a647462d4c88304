import Logging
import Observation

/// The facade over deeplink providers (the template's `DeepLinkService`): it parses every
/// URL a provider receives into the app's `DeepLink` and hands it to `onDeeplinkReceived`.
///
/// A link that arrives before anyone listens (the launch URL) waits for the handler. A URL
/// that does not parse goes to `onDeeplinkFailed` and the log, never further. It is
/// observable: a view that reads `history` redraws when a link arrives.
///
/// ```swift
/// let service = DeepLinkService<DeepLink>(parse: DeepLink.init(url:))
/// service.configure(launchOptions: DeepLinkLaunchOptions(url: launchURL), providers: [urlScheme])
/// service.onDeeplinkReceived = { link in router.open(link) }
/// ```
@MainActor
@Observable
public final class DeepLinkService<DeepLink> {
    /// Turns a URL into a link; throws an error whose description says what is wrong.
    public typealias Parser = @MainActor (String) throws -> DeepLink

    /// How many received links `history` keeps.
    public static var historyLimit: Int { 20 }

    @ObservationIgnored public var onDeeplinkReceived: ((DeepLink) -> Void)? {
        didSet { deliverPending() }
    }
    /// Called with the URL and the reason when a link is rejected.
    @ObservationIgnored public var onDeeplinkFailed: ((String, String) -> Void)?
    /// Called after `history` changes.
    @ObservationIgnored public var onHistoryChange: (() -> Void)?
    /// The latest links first.
    public private(set) var history: [DeepLinkRecord] = []
    @ObservationIgnored public private(set) var providers: [any DeepLinkProvider] = []

    @ObservationIgnored private let parse: Parser
    @ObservationIgnored private let logger: Logger
    @ObservationIgnored private var pending: [DeepLink] = []

    /// A service that parses with `parse`; `onDeeplinkFailed` hears of every rejected link
    /// (the app shows an error), given here so the app is wired when the service is made.
    public init(
        parse: @escaping Parser, logger: Logger = Logger(label: "deeplinks"),
        onDeeplinkFailed: ((String, String) -> Void)? = nil
    ) {
        self.parse = parse
        self.logger = logger
        self.onDeeplinkFailed = onDeeplinkFailed
    }

    /// Configures every provider with the launch options; each delivers through `receive`.
    public func configure(launchOptions: DeepLinkLaunchOptions, providers: [any DeepLinkProvider]) {
        self.providers = providers
        for provider in providers {
            provider.configure(launchOptions: launchOptions) { [weak self] url, source in
                self?.receive(url: url, source: source) ?? .rejected("the app is closing")
            }
        }
    }

    /// Parses `url` and delivers the link; a bad one is logged and reported as rejected.
    @discardableResult
    public func receive(url: String, source: String) -> DeepLinkOutcome {
        let outcome: DeepLinkOutcome
        do {
            let link = try parse(url)
            logger.info("deeplink received", metadata: ["url": .string(url), "source": .string(source)])
            if let onDeeplinkReceived {
                onDeeplinkReceived(link)
            } else {
                pending.append(link)
            }
            outcome = .opened
        } catch {
            let reason = String(describing: error)
            logger.warning(
                "deeplink rejected",
                metadata: ["url": .string(url), "source": .string(source), "reason": .string(reason)])
            onDeeplinkFailed?(url, reason)
            outcome = .rejected(reason)
        }
        history.insert(DeepLinkRecord(url: url, source: source, outcome: outcome), at: 0)
        if history.count > Self.historyLimit { history.removeLast(history.count - Self.historyLimit) }
        onHistoryChange?()
        return outcome
    }

    private func deliverPending() {
        guard let onDeeplinkReceived, !pending.isEmpty else { return }
        let links = pending
        pending.removeAll()
        for link in links { onDeeplinkReceived(link) }
    }
}
