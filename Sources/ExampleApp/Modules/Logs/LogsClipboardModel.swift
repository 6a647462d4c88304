import Foundation
import Logs

/// The panel's copy keys (Pulse's share actions): a record as the text export writes it,
/// a request as a `curl` command, an export's file. The coordinator copies with OSC 52 and
/// says in a toast what was copied, or why it may not have been.
@MainActor
final class LogsClipboardModel {
    private let coordinator: LogsCoordinator

    init(coordinator: LogsCoordinator) {
        self.coordinator = coordinator
    }

    /// A message or request as the text export writes it (the list's and the detail's `y`).
    func copy(_ record: LogRecord) {
        let what: (String) -> String =
            switch record {
            case .message: R.string.logs.copiedMessage
            case .task: R.string.logs.copiedRequest
            }
        coordinator.copy(LogExporter.text([record]), saying: what)
    }

    /// A request as a `curl` command (`Y`), secrets left out; a message has none.
    func copyAsCurl(_ record: LogRecord) {
        guard case .task(let task) = record else { return }
        coordinator.copy(CurlCommand.command(for: task), saying: R.string.logs.copiedCurl)
    }

    /// The export's toast, tapped: the file's text (a HAR file's JSON).
    func copyExport(at url: URL) {
        coordinator.copyFile(at: url, saying: R.string.logs.copiedExport)
    }
}
