import Foundation
import Logs
import TUIKit

/// How a message or a request reads in the panel's list and detail. Times are UTC, so a
/// log read on another machine (or in a snapshot) says the same.
enum LogsRowFormatter {
    static func row(_ message: LogMessage) -> ListView.Row {
        ListView.Row(
            title: "\(levelTag(message.level)) \(message.label): \(message.text)", value: time(message.date))
    }

    static func row(_ task: NetworkTaskRecord) -> ListView.Row {
        ListView.Row(
            title: "\(statusTag(task)) \(task.method) \(shortURL(task.url))",
            value: "\(duration(task.duration)) · \(size(task.responseBodySize)) · \(time(task.date))")
    }

    /// Five columns wide, so texts line up.
    static func levelTag(_ level: LogLevel) -> String {
        switch level {
        case .debug: "DEBUG"
        case .info: "INFO "
        case .notice: "NOTE "
        case .error: "ERROR"
        case .fault: "FAULT"
        }
    }

    /// The HTTP status when a response came (a 401 reads as 401, not as a failure); ERR when none did.
    static func statusTag(_ task: NetworkTaskRecord) -> String {
        guard let status = task.statusCode else { return R.string.logs.statusCodeFailed() }
        return String(status)
    }

    /// HH:mm:ss in UTC, by arithmetic: every visible row formats one on every frame, and a
    /// date format style took a good part of the panel's frame (the seconds are truncated,
    /// as a format style does; UTC has no offsets or leap seconds to look up).
    static func time(_ date: Date) -> String {
        let seconds = Int(date.timeIntervalSince1970.rounded(.down))
        let ofDay = ((seconds % 86_400) + 86_400) % 86_400
        func twoDigits(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return "\(twoDigits(ofDay / 3600)):\(twoDigits(ofDay / 60 % 60)):\(twoDigits(ofDay % 60))"
    }

    static func dateTime(_ date: Date) -> String {
        date.formatted(Date.ISO8601FormatStyle(includingFractionalSeconds: true))
    }

    static func duration(_ seconds: TimeInterval) -> String {
        seconds < 1 ? "\(Int((seconds * 1000).rounded())) ms" : String(format: "%.2f s", seconds)
    }

    static func size(_ bytes: Int) -> String {
        if bytes < 1024 { return "\(bytes) B" }
        if bytes < 1024 * 1024 { return String(format: "%.1f KB", Double(bytes) / 1024) }
        return String(format: "%.1f MB", Double(bytes) / 1024 / 1024)
    }

    /// Host and path, without the scheme: what tells requests apart in a narrow list.
    static func shortURL(_ url: String) -> String {
        guard let range = url.range(of: "://") else { return url }
        return String(url[range.upperBound...])
    }
}
