import Foundation
import Logs

/// What the app under test wrote into its log store (SQLite, read as a second reader).
enum StoredLog {
    /// Every record of every session as the text export writes them, once it holds `text`
    /// (the app writes in batches) or after 5 s.
    static func text(home: String, waitingFor text: String) -> String {
        let folder = URL(fileURLWithPath: home + "/.local/state/example-tui/logs", isDirectory: true)
        let deadline = Date().addingTimeInterval(5)
        var log = ""
        repeat {
            log = LogExporter.text(LogDatabase(directory: folder).records(LogQuery()))
            if log.contains(text) { break }
            Thread.sleep(forTimeInterval: 0.05)
        } while Date() < deadline
        return log
    }
}
