import AppSupport
import Foundation
import Logs

/// Writes what a list shows to a file under `<state>/logs/exports` (text, or HAR for
/// requests) and says where. The records are read and written off the main actor: a
/// million rows take a while, and keys (Ctrl-C among them) go on being handled meanwhile.
@MainActor
final class LogsExportModel {
    private let store: LogDatabase
    /// Nil when the state directory cannot be had: an export then says so.
    private let directory: URL?
    private let coordinator: LogsCoordinator
    private let clipboard: LogsClipboardModel
    /// One export at a time: a key held down, or a paste typed as keys (thousands of `e`s),
    /// started one per key; they raced for the same file name and their toasts and log lines
    /// kept the main actor busy for minutes (found by the monkey test).
    private(set) var isExporting = false

    init(store: LogDatabase, directory: URL?, coordinator: LogsCoordinator, clipboard: LogsClipboardModel) {
        self.store = store
        self.directory = directory
        self.coordinator = coordinator
        self.clipboard = clipboard
    }

    /// Exports the records of `kind` that `query` lets through, oldest first.
    func export(_ format: LogExporter.Format, kind: LogFilter.Kind, query: LogQuery) {
        guard !isExporting else { return }
        guard let directory else {
            coordinator.showFailure(R.string.logs.exportFailed("no state directory"))
            return
        }
        isExporting = true
        let kind: LogFilter.Kind = format == .har ? .tasks : kind
        let store = store
        Task.detached(
            executorPreference: AppTasks.preferredExecutor, priority: AppTasks.backgroundPriority
        ) { [weak self] in
            store.flush()
            let records = LogSearchSession.records(kind, query, in: store)
            let result = Result { () throws(LogStoreError) -> URL in
                try LogExporter.export(
                    records, format: format, to: directory, creatorName: AppIdentity.app.name,
                    creatorVersion: AppIdentity.app.version)
            }
            await self?.exported(result, format: format, records: records.count)
        }
    }

    /// Says how an export ended: in the log and in a toast, whose tap (Ctrl-T) copies the file.
    private func exported(_ result: Result<URL, LogStoreError>, format: LogExporter.Format, records: Int) {
        isExporting = false
        switch result {
        case .success(let url):
            Log.debugPanel.info(
                logEntry: .detailed("Logs exported", ["format": "\(format)", "records": records, "path": url.path]))
            coordinator.showSuccess(R.string.logs.exported(url.path)) { [weak self] in
                self?.clipboard.copyExport(at: url)
            }
        case .failure(let error):
            Log.debugPanel.error(logEntry: .detailed("Exporting the logs failed", ["error": error.description]))
            coordinator.showFailure(R.string.logs.exportFailed(error.description))
        }
    }
}
