import Foundation
import Logs
import TUIKit
import TUIPseudoTerminal

/// The debug panel's "Save a bug report": the session so far (`SessionRecorder`) as an
/// asciicast v2 recording (docs/recording.md, "Bug reports") and the log, in one SQLite file. The header's
/// `"x-<app>"` object carries what a replay builds the same app from (route, language,
/// theme, environment), `"log"` the log as its text export, and `"trimmed": "true"` when
/// the session's start was dropped. `asciinema play` shows it; `assertReplay` replays it.
enum BugReportWriter {
    /// The most recent log records a report carries.
    static let logRecords = 1_000

    /// The file's text: the header line, then one line an event.
    static func contents(
        of recording: SessionRecording, log: String, launch: [String: String], identity: AppIdentity, date: Date
    ) -> String {
        var fields = launch
        fields["log"] = log
        if recording.isTrimmed { fields["trimmed"] = "true" }
        let header = AsciicastHeader(
            width: recording.size.width, height: recording.size.height, timestamp: Int(date.timeIntervalSince1970),
            title: "\(identity.name) bug report", app: (identity.name, identity.version), launch: fields)
        var lines = [header.jsonLine]
        for event in recording.events {
            lines.append(
                AsciicastEvent(time: event.time, kind: AsciicastEvent.Kind(code: event.kind.rawValue), data: event.data)
                    .jsonLine)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The recording's name inside the report.
    static let recordingName = "session.cast"

    /// Writes the report into `folder` (made, readable by the user alone) as
    /// `bug-report-<date>.etlog`, mode 0600 (it holds what was typed): one SQLite file
    /// (`LogArchive`, docs/logs.md "Bug reports in one file") with this session's records from
    /// `store`, the app's version, environment, terminal and size, the text and HAR exports,
    /// and the recording as `session.cast`. Without a store (tests) the recording's header
    /// still carries `log`. Returns where.
    static func write(
        _ recording: SessionRecording, log: String, store: LogDatabase?, launch: [String: String],
        identity: AppIdentity, terminal: String, date: Date, to folder: URL
    ) throws -> URL {
        try FileManager.default.createDirectory(
            at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        let stamp = date.formatted(
            Date.ISO8601FormatStyle(timeZone: .current).year().month().day().dateSeparator(.dash)
                .time(includingFractionalSeconds: false).timeSeparator(.omitted))
        let cast = Data(contents(of: recording, log: log, launch: launch, identity: identity, date: date).utf8)
        let source = store ?? LogDatabase.inMemory()
        var metadata = launch
        metadata["app"] = identity.name
        metadata["version"] = identity.version
        metadata["environment"] = launch["env"] ?? source.session.environment
        metadata["terminal"] = terminal
        metadata["size"] = "\(recording.size.width)x\(recording.size.height)"
        metadata["created"] = date.formatted(.iso8601)
        metadata["written by"] = "debug panel"
        for number in 1...100 {
            let name = "bug-report-\(stamp)" + (number == 1 ? "" : "-\(number)") + ".\(LogArchive.fileExtension)"
            let url = folder.appendingPathComponent(name)
            do {
                try LogArchive.write(
                    from: source, query: LogQuery(session: source.session.id), metadata: metadata,
                    attachments: [
                        LogArchive.Attachment(name: recordingName, mediaType: "application/x-asciicast", content: cast)
                    ], creatorName: identity.name, to: url)
                return url
            } catch is LogArchiveExists {
                continue
            } catch {
                throw BugReportError(String(describing: error))
            }
        }
        throw BugReportError("too many reports named \(stamp)")
    }
}

/// Why a bug report could not be written.
struct BugReportError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
