import Foundation
import TUIKit
import TUIPseudoTerminal

#if canImport(Glibc)
    import Glibc
#endif

/// The debug panel's "Save a bug report": the session so far (`SessionRecorder`) and the
/// log in one asciicast v2 file (docs/recording.md, "Bug reports"). The header's
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

    /// Writes the report into `folder` (made, readable by the user alone) as
    /// `bug-report-<date>.cast`, mode 0600 (it holds what was typed); returns where.
    static func write(
        _ recording: SessionRecording, log: String, launch: [String: String], identity: AppIdentity, date: Date,
        to folder: URL
    ) throws -> URL {
        try FileManager.default.createDirectory(
            at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        let stamp = date.formatted(
            Date.ISO8601FormatStyle(timeZone: .current).year().month().day().dateSeparator(.dash)
                .time(includingFractionalSeconds: false).timeSeparator(.omitted))
        let bytes = Array(contents(of: recording, log: log, launch: launch, identity: identity, date: date).utf8)
        for number in 1...100 {
            let name = "bug-report-\(stamp)" + (number == 1 ? "" : "-\(number)") + ".cast"
            let url = folder.appendingPathComponent(name)
            // A new file only, never through a link: the name is the user's to find.
            let descriptor = open(url.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0o600)
            if descriptor < 0, errno == EEXIST { continue }
            guard descriptor >= 0 else { throw BugReportError(String(cString: strerror(errno))) }
            defer { close(descriptor) }
            var offset = 0
            while offset < bytes.count {
                let written = bytes[offset...].withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
                if written < 0, errno == EINTR { continue }
                guard written > 0 else { throw BugReportError(String(cString: strerror(errno))) }
                offset += written
            }
            return url
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
