import Foundation

/// What the debug panel shows: levels, categories (labels), request status classes and a
/// search text. An empty set means "all".
public struct LogFilter: Sendable, Hashable {
    public var levels: Set<LogLevel>
    public var categories: Set<String>
    public var statuses: Set<NetworkStatusClass>
    /// Matched case-insensitively against text, label, metadata and file for messages, and
    /// against method, URL, status, error and bodies for requests.
    public var searchText: String

    public init(
        levels: Set<LogLevel> = [], categories: Set<String> = [], statuses: Set<NetworkStatusClass> = [],
        searchText: String = ""
    ) {
        self.levels = levels
        self.categories = categories
        self.statuses = statuses
        self.searchText = searchText
    }

    public var isEmpty: Bool { levels.isEmpty && categories.isEmpty && statuses.isEmpty && search.isEmpty }

    private var search: String { searchText.trimmingCharacters(in: .whitespaces) }

    public func matches(_ message: LogMessage) -> Bool {
        guard levels.isEmpty || levels.contains(message.level),
            categories.isEmpty || categories.contains(message.label)
        else { return false }
        guard !search.isEmpty else { return true }
        return [message.text, message.label, message.file, message.function].contains { contains($0) }
            || message.metadata.contains { contains($0.key) || contains($0.value) }
    }

    public func matches(_ task: NetworkTaskRecord) -> Bool {
        guard statuses.isEmpty || statuses.contains(task.statusClass) else { return false }
        guard !search.isEmpty else { return true }
        let fields = [
            task.method, task.url, task.statusCode.map(String.init) ?? "", task.error ?? "",
            task.requestBody ?? "", task.responseBody ?? "",
        ]
        return fields.contains { contains($0) }
    }

    /// The messages that pass, in the order given.
    public func messages(in records: [LogRecord]) -> [LogMessage] {
        records.compactMap { record in
            guard case .message(let message) = record, matches(message) else { return nil }
            return message
        }
    }

    /// The network tasks that pass, in the order given.
    public func tasks(in records: [LogRecord]) -> [NetworkTaskRecord] {
        records.compactMap { record in
            guard case .task(let task) = record, matches(task) else { return nil }
            return task
        }
    }

    private func contains(_ text: String) -> Bool {
        text.range(of: search, options: [.caseInsensitive, .diacriticInsensitive]) != nil
    }
}
