import Foundation

/// A temporary folder with shell scripts named like the programs the app starts
/// (`xdg-open`, an editor…), each appending its arguments, one a line, to its own log: put
/// `path` first on `PATH` and the real lookup finds them.
public final class RecordingCommands {
    public let folder: URL

    public init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("recording-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: folder) }

    public var path: String { folder.path + ":/usr/bin:/bin" }

    /// Makes `name` a script that records its arguments, then runs `body` (shell).
    public func add(_ name: String, body: String = "") throws {
        let log = folder.appendingPathComponent("\(name).log").path
        let script = "#!/bin/sh\nfor a in \"$@\"; do printf '%s\\n' \"$a\" >> '\(log)'; done\n\(body)\n"
        let file = folder.appendingPathComponent(name)
        try script.write(to: file, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: file.path)
    }

    /// The arguments `name` got so far, waiting up to `timeout` for the first (it runs apart).
    public func arguments(of name: String, timeout: TimeInterval = 5) -> [String] {
        let log = folder.appendingPathComponent("\(name).log")
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if let text = try? String(contentsOf: log, encoding: .utf8), !text.isEmpty {
                return text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
            }
            Thread.sleep(forTimeInterval: 0.02)
        }
        return []
    }
}
