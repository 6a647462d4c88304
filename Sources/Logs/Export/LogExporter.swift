import Foundation

/// The store's records as files to share: plain text for people, HAR 1.2 for browsers'
/// and proxies' network tools.
public enum LogExporter {
    public enum Format: String, Sendable, CaseIterable {
        case text
        case har

        public var fileExtension: String {
            switch self {
            case .text: "txt"
            case .har: "har"
            }
        }
    }

    /// Writes `records` in `format` to a new 0600 file in `directory` (created 0700) and
    /// returns its URL. The name holds the time, so exports never overwrite each other.
    /// `creatorName` and `creatorVersion` (the app's name and version) sign a HAR file.
    public static func export(
        _ records: [LogRecord], format: Format, to directory: URL, now: Date = Date(), creatorName: String,
        creatorVersion: String = "1.0"
    ) throws(LogStoreError) -> URL {
        try PrivateFiles.makeDirectory(directory)
        let stamp = fileStamp.format(now)
        var url = directory.appendingPathComponent("logs-\(stamp).\(format.fileExtension)")
        var counter = 2
        while FileManager.default.fileExists(atPath: url.path) {
            url = directory.appendingPathComponent("logs-\(stamp)-\(counter).\(format.fileExtension)")
            counter += 1
        }
        let data: Data
        switch format {
        case .text: data = Data(text(records).utf8)
        case .har: data = har(records, creatorName: creatorName, creatorVersion: creatorVersion)
        }
        try PrivateFiles.replace(url.path, with: data)
        return url
    }

    /// One block per record: time, level, label, text, source, metadata; requests with
    /// their headers and bodies.
    public static func text(_ records: [LogRecord]) -> String {
        records.map { record in
            switch record {
            case .message(let message):
                var lines = [
                    "\(isoDate.format(message.date)) [\(message.level.rawValue.uppercased())] "
                        + "\(message.label): \(message.text)",
                    "  at \(message.file):\(message.line) \(message.function)",
                ]
                for key in message.metadata.keys.sorted() {
                    lines.append("  \(key): \(message.metadata[key] ?? "")")
                }
                return lines.joined(separator: "\n")
            case .task(let task):
                let status = task.statusCode.map(String.init) ?? "failed"
                var lines = [
                    "\(isoDate.format(task.date)) [NETWORK] \(task.method) \(task.url) → \(status) "
                        + "in \(Int((task.duration * 1000).rounded())) ms"
                ]
                if let error = task.error { lines.append("  error: \(error)") }
                for name in task.requestHeaders.keys.sorted() {
                    lines.append("  > \(name): \(task.requestHeaders[name] ?? "")")
                }
                if let body = task.requestBody { lines.append("  > " + body) }
                for name in task.responseHeaders.keys.sorted() {
                    lines.append("  < \(name): \(task.responseHeaders[name] ?? "")")
                }
                if let body = task.responseBody { lines.append("  < " + body) }
                return lines.joined(separator: "\n")
            }
        }.joined(separator: "\n") + (records.isEmpty ? "" : "\n")
    }

    /// A HAR 1.2 log of the network tasks among `records` (messages are not part of HAR).
    public static func har(_ records: [LogRecord], creatorName: String, creatorVersion: String = "1.0") -> Data {
        let entries: [[String: Any]] = records.compactMap { record in
            guard case .task(let task) = record else { return nil }
            return harEntry(task)
        }
        let log: [String: Any] = [
            "log": [
                "version": "1.2",
                "creator": ["name": creatorName, "version": creatorVersion],
                "pages": [],
                "entries": entries,
            ] as [String: Any]
        ]
        return (try? JSONSerialization.data(withJSONObject: log, options: [.prettyPrinted, .sortedKeys])) ?? Data()
    }

    private static func harEntry(_ task: NetworkTaskRecord) -> [String: Any] {
        let milliseconds = (task.duration * 1000 * 1000).rounded() / 1000
        var request: [String: Any] = [
            "method": task.method,
            "url": task.url,
            "httpVersion": "HTTP/1.1",
            "cookies": [],
            "headers": harHeaders(task.requestHeaders),
            "queryString": harQuery(task.url),
            "headersSize": -1,
            "bodySize": task.requestBody == nil ? 0 : task.requestBodySize,
        ]
        if let body = task.requestBody {
            request["postData"] = ["mimeType": mimeType(task.requestHeaders), "text": body]
        }
        var response: [String: Any] = [
            "status": task.statusCode ?? 0,
            "statusText": "",
            "httpVersion": "HTTP/1.1",
            "cookies": [],
            "headers": harHeaders(task.responseHeaders),
            "content": [
                "size": task.responseBodySize,
                "mimeType": mimeType(task.responseHeaders),
                "text": task.responseBody ?? "",
            ] as [String: Any],
            "redirectURL": task.responseHeaders.first { $0.key.lowercased() == "location" }?.value ?? "",
            "headersSize": -1,
            "bodySize": task.statusCode == nil ? -1 : task.responseBodySize,
        ]
        if let error = task.error { response["_error"] = error }
        return [
            "startedDateTime": isoDate.format(task.date),
            "time": milliseconds,
            "request": request,
            "response": response,
            "cache": [:] as [String: Any],
            "timings": ["send": 0, "wait": milliseconds, "receive": 0],
        ]
    }

    private static func harHeaders(_ headers: [String: String]) -> [[String: String]] {
        headers.keys.sorted().map { ["name": $0, "value": headers[$0] ?? ""] }
    }

    private static func harQuery(_ url: String) -> [[String: String]] {
        (URLComponents(string: url)?.queryItems ?? []).map { ["name": $0.name, "value": $0.value ?? ""] }
    }

    private static func mimeType(_ headers: [String: String]) -> String {
        headers.first { $0.key.lowercased() == "content-type" }?.value ?? "application/octet-stream"
    }

    private static let isoDate = Date.ISO8601FormatStyle(includingFractionalSeconds: true)
    private static let fileStamp = Date.ISO8601FormatStyle(dateSeparator: .omitted, timeSeparator: .omitted)
}
