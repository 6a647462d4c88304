import Foundation
import Logging

/// A swift-log handler that writes every message into a `LogDatabase` (the SQLite store),
/// never to the terminal: `LogStoreHandler`'s twin for the new store.
public struct LogDatabaseHandler: LogHandler {
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
        let subsystem = merged.removeValue(forKey: LogStoreHandler.subsystemKey) ?? event.source
        store.record(
            message: LogMessage(
                date: store.configuration.now(), level: LogLevel(event.level), label: label, subsystem: subsystem,
                text: event.message.description, metadata: merged,
                file: event.file, function: event.function, line: Int(event.line)))
    }
}
