import Logs
import TUIKit

enum LogDetailFactory {
    /// One message or request in full, scrollable; JSON pretty-printed.
    @MainActor
    static func createLogDetailController(record: LogRecord) -> ScreenController {
        LogDetailController(record: record)
    }
}
