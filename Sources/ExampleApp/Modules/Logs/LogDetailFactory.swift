import Logs
import TUIKit

enum LogDetailFactory {
    /// One message or request in full, scrollable; JSON pretty-printed. `copy` copies it
    /// (`y`), or a request as curl (`Y`, `asCurl` true).
    @MainActor
    static func createLogDetailController(
        record: LogRecord, copy: @escaping @MainActor (_ asCurl: Bool) -> Void
    ) -> ScreenController {
        LogDetailController(record: record, copy: copy)
    }
}
