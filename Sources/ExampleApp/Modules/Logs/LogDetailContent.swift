import Logs

/// A message or a request as lines: headings, `name: value` fields and pretty JSON (or
/// plain text) blocks, whose indentation is kept through wrapping.
enum LogDetailContent {
    struct Line: Equatable {
        enum Kind {
            case heading
            case field
            case code
            case error
        }

        var text: String
        var kind: Kind
        var indent: Int

        init(_ text: String, kind: Kind, indent: Int = 0) {
            self.text = text
            self.kind = kind
            self.indent = indent
        }
    }

    static func lines(for record: LogRecord) -> [Line] {
        switch record {
        case .message(let message): lines(for: message)
        case .task(let task): lines(for: task)
        }
    }

    private static func lines(for message: LogMessage) -> [Line] {
        var lines = [
            Line(message.text, kind: message.level >= .error ? .error : .heading),
            Line("", kind: .field),
            field(R.string.logs.detailTime(), LogsRowFormatter.dateTime(message.date)),
            field(R.string.logs.detailLevel(), message.level.rawValue),
            field(R.string.logs.detailCategory(), message.label),
        ]
        if !message.subsystem.isEmpty { lines.append(field(R.string.logs.detailSubsystem(), message.subsystem)) }
        lines.append(field(R.string.logs.detailSource(), "\(message.file):\(message.line) \(message.function)"))
        var metadata = message.metadata
        if let parameters = metadata.removeValue(forKey: LogStoreHandler.parametersKey) {
            lines += section(R.string.logs.detailParameters(), code(parameters))
        }
        if !metadata.isEmpty {
            lines += section(R.string.logs.detailMetadata(), code(PrettyJSON.string(from: metadata)))
        }
        return lines
    }

    private static func lines(for task: NetworkTaskRecord) -> [Line] {
        var lines = [
            Line("\(task.method) \(task.url)", kind: task.statusClass == .success ? .heading : .error),
            Line("", kind: .field),
            field(R.string.logs.detailTime(), LogsRowFormatter.dateTime(task.date)),
            field(R.string.logs.detailStatus(), LogsRowFormatter.statusTag(task)),
            field(R.string.logs.detailDuration(), LogsRowFormatter.duration(task.duration)),
        ]
        if let error = task.error { lines.append(Line("\(R.string.logs.detailError()): \(error)", kind: .error)) }
        lines += section(R.string.logs.detailRequestHeaders(), headers(task.requestHeaders))
        lines += section(
            R.string.logs.detailRequestBody(LogsRowFormatter.size(task.requestBodySize)), body(task.requestBody))
        lines += section(R.string.logs.detailResponseHeaders(), headers(task.responseHeaders))
        lines += section(
            R.string.logs.detailResponseBody(LogsRowFormatter.size(task.responseBodySize)), body(task.responseBody))
        return lines
    }

    private static func field(_ name: String, _ value: String) -> Line {
        Line("\(name): \(value)", kind: .field)
    }

    private static func section(_ title: String, _ content: [Line]) -> [Line] {
        [Line("", kind: .field), Line(title, kind: .heading)] + content
    }

    private static func headers(_ headers: [String: String]) -> [Line] {
        guard !headers.isEmpty else { return [Line(R.string.logs.detailNone(), kind: .code, indent: 2)] }
        return headers.keys.sorted().map { Line("\($0): \(headers[$0] ?? "")", kind: .code, indent: 2) }
    }

    private static func body(_ body: String?) -> [Line] {
        guard let body, !body.isEmpty else { return [Line(R.string.logs.detailNone(), kind: .code, indent: 2)] }
        return code(PrettyJSON.reformatted(body) ?? body)
    }

    /// One line per source line, its leading spaces kept as indentation.
    private static func code(_ text: String) -> [Line] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            let spaces = line.prefix { $0 == " " }.count
            return Line(String(line.dropFirst(spaces)), kind: .code, indent: 2 + spaces)
        }
    }
}
