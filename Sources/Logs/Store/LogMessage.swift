import Foundation

/// One logged message as the store keeps it.
public struct LogMessage: Sendable, Codable, Hashable, Identifiable {
    public var id: UUID
    public var date: Date
    public var level: LogLevel
    /// The logger's label: `Log`'s category.
    public var label: String
    public var subsystem: String
    public var text: String
    /// Metadata as text; `Log`'s `.detailed` parameters sit under `parameters` as pretty JSON.
    public var metadata: [String: String]
    public var file: String
    public var function: String
    public var line: Int

    public init(
        id: UUID = .random(), date: Date, level: LogLevel, label: String, subsystem: String = "", text: String,
        metadata: [String: String] = [:], file: String = "", function: String = "", line: Int = 0
    ) {
        self.id = id
        self.date = date
        self.level = level
        self.label = label
        self.subsystem = subsystem
        self.text = text
        self.metadata = metadata
        self.file = file
        self.function = function
        self.line = line
    }
}
