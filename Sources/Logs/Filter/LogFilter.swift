import Foundation

/// What the debug panel shows: levels, categories (labels), request status classes and a
/// search text. An empty set means "all".
public struct LogFilter: Sendable, Hashable {
    /// Which records a list shows.
    public enum Kind: Hashable, Sendable {
        case messages
        case tasks
    }

    public var levels: Set<LogLevel>
    public var categories: Set<String>
    public var statuses: Set<NetworkStatusClass>
    /// Matched, ignoring case and diacritics, against text, label, metadata, file and function
    /// for messages, and against method, URL, status, error and bodies for requests.
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

    /// The longest search text the panel and the console take: a search is a few words, and
    /// each typed character folds and queries the whole text again, so a paste or a storm
    /// of keys into the field must not grow it without end (the monkey test's did).
    public static let maximumSearchLength = 200

    public var isEmpty: Bool { levels.isEmpty && categories.isEmpty && statuses.isEmpty && search.isEmpty }

    /// The search text without the spaces and tabs around it. Trimmed by its scalars:
    /// Foundation's `trimmingCharacters` on Linux bridges through NSString's UTF-16 and
    /// costs far more, and a typed key asks for it twice.
    private var search: Substring {
        let scalars = searchText.unicodeScalars
        func isSpace(_ scalar: Unicode.Scalar) -> Bool {
            scalar == "\t" || scalar.properties.generalCategory == .spaceSeparator
        }
        guard let first = scalars.firstIndex(where: { !isSpace($0) }),
            let last = scalars.lastIndex(where: { !isSpace($0) })
        else { return "" }
        return Substring(scalars[first...last])
    }

    /// The search text without the spaces around it, folded as the store folds its search text.
    public var foldedSearch: [UInt8] { LogSearchText.fold(String(search)) }

    /// Whether `other` lets through exactly what this filter does: the same levels,
    /// categories and statuses, and the same search once trimmed and folded.
    public func selectsSame(as other: LogFilter) -> Bool {
        levels == other.levels && categories == other.categories && statuses == other.statuses
            && foldedSearch == other.foldedSearch
    }

    /// Whether `other` lets through at most what this filter does and differs only in a
    /// search text that contains this one: a result of this filter can be narrowed to it.
    public func isNarrowed(by other: LogFilter) -> Bool {
        guard levels == other.levels, categories == other.categories, statuses == other.statuses else { return false }
        let search = foldedSearch
        let narrower = other.foldedSearch
        guard narrower.count >= search.count else { return false }
        if search.isEmpty { return true }
        return narrower.withUnsafeBufferPointer { LogSearchText.firstMatch(of: search, in: $0, from: 0) != nil }
    }

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
        let folded = LogSearchText.fold(text)
        return folded.withUnsafeBufferPointer { LogSearchText.firstMatch(of: foldedSearch, in: $0, from: 0) != nil }
    }
}
