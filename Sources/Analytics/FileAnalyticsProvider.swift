import Foundation
import Logging

/// Appends each event as one JSON object per line (JSON Lines) to a file, such as
/// `$XDG_STATE_HOME/<app>/analytics.jsonl`: `{"event":"row_tap","params":{...},"time":"…"}`.
///
/// The folder is created 0700 and the file 0600. A write that fails is logged, never thrown:
/// analytics must not break the screen that reports.
@MainActor
public final class FileAnalyticsProvider: AnalyticsProvider {
    public let name: String
    /// The file the lines go to.
    public let fileURL: URL
    private let excluded: Set<AnalyticsEvent>
    private let now: () -> Date
    private let logger: Logger
    private var handle: FileHandle?

    private struct Line: Encodable {
        let event: AnalyticsEvent
        let params: [String: String]
        let time: Date
    }

    public init(
        name: String = "file", fileURL: URL, excluded: Set<AnalyticsEvent> = [],
        now: @escaping () -> Date = Date.init, logger: Logger = Logger(label: "analytics")
    ) {
        self.name = name
        self.fileURL = fileURL
        self.excluded = excluded
        self.now = now
        self.logger = logger
    }

    public func configure() {
        let folder = fileURL.deletingLastPathComponent()
        do {
            // Only when missing: asked with attributes, FileManager builds and reads them even
            // for a folder that is there, as it is at every launch but the first.
            var isDirectory: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory)
            if !exists || !isDirectory.boolValue {
                try FileManager.default.createDirectory(
                    at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
            }
            if !FileManager.default.fileExists(atPath: fileURL.path) {
                _ = FileManager.default.createFile(
                    atPath: fileURL.path, contents: nil, attributes: [.posixPermissions: 0o600])
            }
            let handle = try FileHandle(forWritingTo: fileURL)
            try handle.seekToEnd()
            self.handle = handle
        } catch {
            logger.error(
                "cannot open the analytics file", metadata: ["path": .string(fileURL.path), "error": "\(error)"])
        }
    }

    public func report(event: AnalyticsEvent, params: AnalyticsParams) {
        guard let handle else { return }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        let line = Line(
            event: event,
            params: Dictionary(uniqueKeysWithValues: params.map { ($0.key.rawValue, $0.value.description) }),
            time: now())
        do {
            var data = try encoder.encode(line)
            data.append(0x0A)
            try handle.write(contentsOf: data)
        } catch {
            logger.error(
                "cannot write an analytics event", metadata: ["path": .string(fileURL.path), "error": "\(error)"])
        }
    }

    public func shouldReport(event: AnalyticsEvent) -> Bool {
        !excluded.contains(event)
    }
}
