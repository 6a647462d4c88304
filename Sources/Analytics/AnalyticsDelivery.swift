/// What the service did with one event for one provider: the record the demo shows.
public struct AnalyticsDelivery: Sendable, Equatable {
    public let provider: String
    public let event: AnalyticsEvent
    public let params: AnalyticsParams
    /// False when the provider's `shouldReport(event:)` filtered the event out.
    public let isReported: Bool

    public init(provider: String, event: AnalyticsEvent, params: AnalyticsParams, isReported: Bool) {
        self.provider = provider
        self.event = event
        self.params = params
        self.isReported = isReported
    }
}
