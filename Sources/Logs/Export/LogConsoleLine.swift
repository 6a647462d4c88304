import Foundation

/// How `console --plain` and `console --json` print one record: a single line each, so a
/// pipe (`| grep`, `| jq`) sees one record a line (Textual's `textual console` prints so).
public enum LogConsoleLine {
    /// `2026-11-28T14:00:00.123Z NOTICE app: Launched {environment=dev}`; a request reads
    /// `… NETWORK GET https://… → 200 in 12 ms`. Newlines inside a field are escaped as `\n`.
    public static func plain(_ record: LogRecord) -> String {
        switch record {
        case .message(let message):
            var line = "\(date(message.date)) \(message.level.rawValue.uppercased()) \(message.label): \(message.text)"
            if !message.metadata.isEmpty {
                let fields = message.metadata.keys.sorted().map { "\($0)=\(message.metadata[$0] ?? "")" }
                line += " {" + fields.joined(separator: ", ") + "}"
            }
            return oneLine(line)
        case .task(let task):
            let status = task.statusCode.map(String.init) ?? "ERR"
            var line =
                "\(date(task.date)) NETWORK \(task.method) \(task.url) → \(status) in \(Int((task.duration * 1000).rounded())) ms"
            if let error = task.error { line += " (\(error))" }
            return oneLine(line)
        }
    }

    /// One JSON object, keys sorted: `kind` (`message` or `request`), `date` (ISO 8601 with
    /// milliseconds) and the record's fields.
    public static func json(_ record: LogRecord, session: Int64? = nil) -> String {
        var object: [String: Any] = [:]
        switch record {
        case .message(let message):
            object = [
                "kind": "message", "id": message.id.uuidString, "date": date(message.date),
                "level": message.level.rawValue, "label": message.label, "subsystem": message.subsystem,
                "text": message.text, "metadata": message.metadata, "file": message.file,
                "function": message.function, "line": message.line,
            ]
        case .task(let task):
            object = [
                "kind": "request", "id": task.id.uuidString, "date": date(task.date), "method": task.method,
                "url": task.url, "duration": task.duration, "status": task.statusClass.rawValue,
                "requestHeaders": task.requestHeaders, "responseHeaders": task.responseHeaders,
            ]
            if let code = task.statusCode { object["statusCode"] = code }
            if let body = task.requestBody { object["requestBody"] = body }
            if let body = task.responseBody { object["responseBody"] = body }
            if let error = task.error { object["error"] = error }
        }
        if let session { object["session"] = session }
        guard
            let data = try? JSONSerialization.data(
                withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes])
        else { return "{}" }
        return String(decoding: data, as: UTF8.self)
    }

    private static func date(_ date: Date) -> String {
        date.formatted(Date.ISO8601FormatStyle(includingFractionalSeconds: true))
    }

    private static func oneLine(_ text: String) -> String {
        text.replacingOccurrences(of: "\r", with: "\\r").replacingOccurrences(of: "\n", with: "\\n")
    }
}
