import Logging

/// Writes events to the log (a swift-log `Logger` labelled `analytics`, which the app routes
/// into its log store), one line per event with its parameters as metadata.
@MainActor
public final class LogAnalyticsProvider: AnalyticsProvider {
    public let name: String
    private let logger: Logger
    private let excluded: Set<AnalyticsEvent>

    /// `excluded` events are filtered out; `logger` defaults to the `analytics` label.
    public init(name: String = "log", excluded: Set<AnalyticsEvent> = [], logger: Logger = Logger(label: "analytics")) {
        self.name = name
        self.excluded = excluded
        self.logger = logger
    }

    public func configure() {
        logger.debug("analytics provider configured", metadata: ["provider": .string(name)])
    }

    public func report(event: AnalyticsEvent, params: AnalyticsParams) {
        var metadata: Logger.Metadata = [:]
        for (key, value) in params { metadata[key.rawValue] = .string(value.description) }
        logger.info("\(event.rawValue)", metadata: metadata)
    }

    public func shouldReport(event: AnalyticsEvent) -> Bool {
        !excluded.contains(event)
    }
}
