import Foundation
import Logging
import Storage

/// Sends swift-log's output to `$XDG_STATE_HOME/example-tui/example-tui.log` (0600 in a 0700
/// folder) while the app runs: nothing may reach the terminal in curses mode.
struct LogFile: LogHandler {
    static let fileName = "example-tui.log"

    var logLevel: Logger.Level = .info
    var metadata: Logger.Metadata = [:]
    let label: String
    let handle: FileHandle?

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    /// Routes every logger to the file; without a state directory, logs are dropped.
    static func bootstrap(directories: StorageDirectories) {
        let handle = open(directories: directories)
        LoggingSystem.bootstrap { label in LogFile(label: label, handle: handle) }
    }

    private static func open(directories: StorageDirectories) -> FileHandle? {
        guard let folder = try? directories.state() else { return nil }
        let path = folder.appendingPathComponent(fileName).path
        try? FileManager.default.createDirectory(
            at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        let descriptor = Foundation.open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { return nil }
        return FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
    }

    func log(event: LogEvent) {
        guard let handle else { return }
        var fields = metadata
        if let extra = event.metadata { fields.merge(extra) { $1 } }
        let details = fields.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: " ")
        let time = ISO8601DateFormatter().string(from: Date())
        let line = "\(time) \(event.level) [\(label)] \(event.message)" + (details.isEmpty ? "" : " " + details) + "\n"
        try? handle.write(contentsOf: Data(line.utf8))
    }
}
