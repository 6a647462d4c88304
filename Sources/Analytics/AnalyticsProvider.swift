/// An analytics backend (the template's `AnalyticsProvider`): the service asks each one
/// whether it wants an event, then hands it over.
@MainActor
public protocol AnalyticsProvider: AnyObject {
    /// A short name, shown by the demo and in errors.
    var name: String { get }
    /// Sets the backend up; called once by `AnalyticsService.configure(providers:)`.
    func configure()
    /// Sends one event.
    func report(event: AnalyticsEvent, params: AnalyticsParams)
    /// Filters events before they are sent.
    func shouldReport(event: AnalyticsEvent) -> Bool
}
