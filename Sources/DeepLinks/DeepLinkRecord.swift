/// One link the service received, for the demo's history.
public struct DeepLinkRecord: Sendable, Equatable {
    public let url: String
    public let source: String
    public let outcome: DeepLinkOutcome

    public init(url: String, source: String, outcome: DeepLinkOutcome) {
        self.url = url
        self.source = source
        self.outcome = outcome
    }
}
