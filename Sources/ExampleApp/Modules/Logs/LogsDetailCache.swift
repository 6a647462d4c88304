import AppSupport
import Foundation
import Logs

/// The lines of the detail beside the list, for the record last shown and the language: a
/// record never changes, so its lines (pretty JSON among them) are made once for it, not at
/// every frame the pane shows.
@MainActor
final class LogsDetailCache {
    private var last: (id: UUID, language: Language, lines: [LogDetailContent.Line])?

    func lines(for record: LogRecord, in language: Language) -> [LogDetailContent.Line] {
        if let last, last.id == record.id, last.language == language { return last.lines }
        let lines = LogDetailContent.lines(for: record)
        last = (record.id, language, lines)
        return lines
    }
}
