import Foundation
import Logging

/// A swift-log handler that writes every message into the `LogDatabase`, never to the terminal.
public struct LogStoreHandler: LogHandler {
    /// Metadata key for `Log`'s subsystem.
    public static let subsystemKey = "subsystem"
    /// Metadata key for the pretty JSON of `LogEntry.detailed`'s parameters.
    public static let parametersKey = "parameters"

    public let label: String
    public var metadata: Logger.Metadata = [:]
    public var logLevel: Logger.Level = .trace
    private let store: LogDatabase

    public init(label: String, store: LogDatabase) {
        self.label = label
        self.store = store
    }

    public subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    public func log(event: LogEvent) {
        var merged = metadata.mapValues(\.description)
        for (key, value) in event.metadata ?? [:] {
            merged[key] = value.description
        }
        let subsystem = merged.removeValue(forKey: Self.subsystemKey) ?? event.source
        // The store's clock, the one its age cap reads too (the wall clock in the app).
        store.record(
            message: LogMessage(
                date: store.configuration.now(), level: LogLevel(event.level), label: label, subsystem: subsystem,
                text: event.message.description, metadata: merged,
                file: event.file, function: event.function, line: Int(event.line)))
    }
}
