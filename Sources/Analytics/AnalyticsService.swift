import AppSupport
import Observation

/// Sends events to every configured provider that wants them (the template's
/// `AnalyticsService`). `.shared` is the running app's (its `AppContext`'s): code reporting
/// through it reaches that app's providers, and two apps in one process each have theirs.
/// It keeps the latest deliveries (`deliveries`) and is observable, so a view that reads
/// them redraws when an event goes out.
///
/// ```swift
/// AnalyticsService.shared.configure(providers: [LogAnalyticsProvider(), fileProvider])
/// AnalyticsService.shared.report(event: .buttonTap, params: [.title: "Retry"])
/// ```
@MainActor
@Observable
public final class AnalyticsService {
    /// The running app's service: the one its setup gave its context, else one made for
    /// it on first use.
    public static var shared: AnalyticsService {
        AppContext.current.value(AnalyticsKey.self) { AnalyticsService() }
    }

    @ObservationIgnored public private(set) var providers: [any AnalyticsProvider] = []
    /// Called after each provider has been offered an event, reported or filtered.
    @ObservationIgnored public var onDelivery: ((AnalyticsDelivery) -> Void)?
    /// Every provider's decision on every event, the latest first, `deliveryLimit` at most.
    public private(set) var deliveries: [AnalyticsDelivery] = []
    /// How many deliveries `deliveries` keeps.
    @ObservationIgnored public let deliveryLimit: Int

    /// A service that keeps the latest `deliveryLimit` deliveries.
    public init(deliveryLimit: Int = 100) {
        self.deliveryLimit = deliveryLimit
    }

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
            let delivery = AnalyticsDelivery(
                provider: provider.name, event: event, params: params, isReported: isReported)
            deliveries.insert(delivery, at: 0)
            if deliveries.count > deliveryLimit { deliveries.removeLast(deliveries.count - deliveryLimit) }
            onDelivery?(delivery)
        }
    }
}

extension AppContext {
    /// This app's analytics (`AnalyticsService.shared`); nil until its setup or first use.
    public var analytics: AnalyticsService? {
        get { self[AnalyticsKey.self] }
        set { self[AnalyticsKey.self] = newValue }
    }
}

private enum AnalyticsKey: AppContextKey {
    static let defaultValue: AnalyticsService? = nil
}
