import Foundation
import Logging

/// Keeps the answer to the permission alert in a small JSON file (in the app's data
/// directory), 0600 in a 0700 folder, so it survives restarts as iOS keeps it. With no file
/// (`memoryOnly`) nothing is written: the service holds the answer for this run only.
public struct PushAuthorizationStore: Sendable {
    /// The answer's file; nil when it is kept in memory only.
    public let fileURL: URL?
    private let logger: Logger

    private struct Record: Codable {
        let status: PushAuthorizationStatus
        let options: PushAuthorizationOptions
    }

    public init(fileURL: URL, logger: Logger = Logger(label: "push")) {
        self.fileURL = fileURL
        self.logger = logger
    }

    private init(logger: Logger) {
        fileURL = nil
        self.logger = logger
    }

    /// A store that writes nothing: for an app with no data directory, where any shared
    /// fallback folder could be read or planted by another user.
    public static func memoryOnly(logger: Logger = Logger(label: "push")) -> PushAuthorizationStore {
        PushAuthorizationStore(logger: logger)
    }

    /// The stored answer; `.notDetermined` when there is none or the file is unreadable.
    public func load() -> (status: PushAuthorizationStatus, options: PushAuthorizationOptions) {
        guard let fileURL, let data = try? Data(contentsOf: fileURL) else { return (.notDetermined, []) }
        guard let record = try? JSONDecoder().decode(Record.self, from: data) else {
            logger.warning("unreadable push authorization file; asking again", metadata: ["path": "\(fileURL.path)"])
            return (.notDetermined, [])
        }
        return (record.status, record.options)
    }

    /// Stores the answer; a failure is logged (the answer still holds for this run).
    public func save(status: PushAuthorizationStatus, options: PushAuthorizationOptions) {
        guard let fileURL else { return }
        do {
            let folder = fileURL.deletingLastPathComponent()
            try FileManager.default.createDirectory(
                at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
            let data = try JSONEncoder().encode(Record(status: status, options: options))
            try data.write(to: fileURL, options: .atomic)
            try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: fileURL.path)
        } catch {
            logger.error(
                "cannot store the push authorization", metadata: ["path": "\(fileURL.path)", "error": "\(error)"])
        }
    }
}
