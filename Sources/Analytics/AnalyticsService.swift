/// Sends events to every configured provider that wants them (the template's
/// `AnalyticsService`). The app uses `.shared`; tests make their own instance.
///
/// ```swift
/// AnalyticsService.shared.configure(providers: [LogAnalyticsProvider(), fileProvider])
/// AnalyticsService.shared.report(event: .buttonTap, params: [.title: "Retry"])
/// ```
@MainActor
public final class AnalyticsService {
    public static let shared = AnalyticsService()

    public private(set) var providers: [any AnalyticsProvider] = []
    /// Called after each provider has been offered an event, reported or filtered.
    public var onDelivery: ((AnalyticsDelivery) -> Void)?

    public init() {}

    /// Replaces the providers and configures each one.
    public func configure(providers: [any AnalyticsProvider]) {
        self.providers = providers
        for provider in providers { provider.configure() }
    }

    /// Offers `event` to every provider; each sends it only if its `shouldReport` agrees.
    public func report(event: AnalyticsEvent, params: AnalyticsParams = [:]) {
        for provider in providers {
            let isReported = provider.shouldReport(event: event)
            if isReported { provider.report(event: event, params: params) }
            onDelivery?(
                AnalyticsDelivery(provider: provider.name, event: event, params: params, isReported: isReported))
        }
    }
}
