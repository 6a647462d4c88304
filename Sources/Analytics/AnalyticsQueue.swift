import Foundation

/// The events waiting to be sent, kept on disk so they survive a restart or a long time
/// offline: one JSON file (0600 in a 0700 folder), written whole and atomically at every
/// change. At most `capacity` events: past it the oldest are dropped and counted
/// (`dropped`), so an app offline for weeks does not fill the disk.
public final class AnalyticsQueue: @unchecked Sendable {
    /// One event with its id: the collector keeps the first copy of an id, so a batch sent
    /// again after a lost answer is not counted twice.
    public struct Entry: Codable, Equatable, Sendable {
        public let id: String
        public let event: String
        public let params: [String: AnalyticsValue]
        public let time: Date

        public init(id: String = UUID().uuidString, event: String, params: [String: AnalyticsValue], time: Date) {
            self.id = id
            self.event = event
            self.params = params
            self.time = time
        }
    }

    public let fileURL: URL
    public let capacity: Int
    /// Events dropped for room since this queue was opened.
    public private(set) var dropped = 0
    private var entries: [Entry]
    private let lock = NSLock()

    /// Opens the queue at `fileURL`, reading what a previous run left; a file that does not
    /// parse is moved aside (`.corrupt`) rather than blocking every later event.
    public init(fileURL: URL, capacity: Int = 10_000) throws {
        self.fileURL = fileURL
        self.capacity = max(1, capacity)
        let folder = fileURL.deletingLastPathComponent()
        try FileManager.default.createDirectory(
            at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        try FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: folder.path)
        if let data = try? Data(contentsOf: fileURL) {
            let decoder = JSONDecoder()
            decoder.dateDecodingStrategy = .iso8601
            if let read = try? decoder.decode([Entry].self, from: data) {
                entries = read
            } else {
                try? FileManager.default.moveItem(at: fileURL, to: fileURL.appendingPathExtension("corrupt"))
                entries = []
            }
        } else {
            entries = []
        }
    }

    public var count: Int { lock.withLock { entries.count } }
    public var all: [Entry] { lock.withLock { entries } }

    /// Adds `entry`, dropping the oldest past `capacity`; returns how many were dropped.
    @discardableResult
    public func append(_ entry: Entry) throws -> Int {
        try lock.withLock {
            entries.append(entry)
            let over = max(0, entries.count - capacity)
            if over > 0 {
                entries.removeFirst(over)
                dropped += over
            }
            try save()
            return over
        }
    }

    /// The oldest `limit` events, to send next.
    public func peek(_ limit: Int) -> [Entry] {
        lock.withLock { Array(entries.prefix(limit)) }
    }

    /// Forgets the events the collector took.
    public func remove(ids: Set<String>) throws {
        try lock.withLock {
            entries.removeAll { ids.contains($0.id) }
            try save()
        }
    }

    private func save() throws {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        encoder.outputFormatting = [.sortedKeys]
        let data = try encoder.encode(entries)
        let temporary = fileURL.appendingPathExtension("tmp")
        guard
            FileManager.default.createFile(
                atPath: temporary.path, contents: data, attributes: [.posixPermissions: 0o600])
        else { throw CocoaError(.fileWriteUnknown) }
        // rename(2) replaces the old file in one step: a crash leaves the old queue or the new one.
        guard rename(temporary.path, fileURL.path) == 0 else { throw CocoaError(.fileWriteUnknown) }
    }
}
