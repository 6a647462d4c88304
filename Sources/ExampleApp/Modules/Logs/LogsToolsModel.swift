import AppSupport
import Foundation
import Logs
import Observation

/// The panel's Tools (beyond Pulse): the environment switch, the deeplink tester and the
/// bug report. Typing into the deeplink field is the panel's editing state; the text and
/// what opening it said are kept here.
@MainActor
@Observable
final class LogsToolsModel {
    enum Tool: Int, CaseIterable {
        case environment
        case deepLink
        case bugReport
    }

    var selection = ListSelection(count: Tool.allCases.count)
    private(set) var deepLinkText = ""
    private(set) var deepLinkError: String?
    @ObservationIgnored private let store: LogDatabase
    @ObservationIgnored private let settings: AppSettings
    @ObservationIgnored private let coordinator: LogsCoordinator

    init(store: LogDatabase, settings: AppSettings, coordinator: LogsCoordinator) {
        self.store = store
        self.settings = settings
        self.coordinator = coordinator
    }

    var environment: String { settings.instance.rawValue }

    /// False in `console`: the environment switch, the bug report and the Clear need the app
    /// itself (the deeplink tester hands its link to the running app: `opensLinks`).
    var isAvailable: Bool { coordinator.hasApp }

    /// Whether the deeplink tester can open a link here.
    var opensLinks: Bool { coordinator.opensLinks }

    /// Runs the tool at `index`; the deeplink tester calls `typeLink` to open its field.
    func run(at index: Int, typeLink: () -> Void) {
        guard let tool = Tool(rawValue: index) else { return }
        selection.select(index)
        guard isAvailable || (tool == .deepLink && coordinator.opensLinks) else {
            return coordinator.showUnavailable()
        }
        switch tool {
        case .environment: switchEnvironment()
        case .deepLink: typeLink()
        case .bugReport: saveBugReport()
        }
    }

    /// Whether the Clear may be asked for (its confirmation shown); in the console a toast says why not.
    func mayClear() -> Bool {
        if !isAvailable { coordinator.showUnavailable() }
        return isAvailable
    }

    /// The panel's Clear, once confirmed: every record of the store goes, and a toast says so;
    /// false (and why, in a toast) when it failed.
    func clearStore() -> Bool {
        guard isAvailable else {
            coordinator.showUnavailable()
            return false
        }
        do {
            try store.clear()
            // The first message after the clear says it happened.
            Log.debugPanel.notice(logEntry: .text("Logs cleared"))
            coordinator.showSuccess(R.string.logs.cleared())
            return true
        } catch {
            Log.debugPanel.error(logEntry: .detailed("Clearing the logs failed", ["error": "\(error)"]))
            coordinator.showFailure(R.string.logs.clearFailed("\(error)"))
            return false
        }
    }

    /// Switches dev ↔ prod and restarts the app (with the panel open again).
    func switchEnvironment() {
        let from = settings.instance
        let to: Instance = from == .dev ? .prod : .dev
        do {
            try settings.switchEnvironment(to: to)
            Log.debugPanel.notice(
                logEntry: .detailed("Environment switched", ["from": from.rawValue, "to": to.rawValue]))
            coordinator.restartApplication()
        } catch {
            Log.debugPanel.error(logEntry: .detailed("Environment switch failed", ["error": error.description]))
            coordinator.showFailure(error.description)
        }
    }

    /// The session so far and this launch's most recent log records (as the text export
    /// writes them) in one file, for a bug report.
    func saveBugReport() {
        store.flush()
        let records = store.recentRecords(LogQuery(session: store.session.id), limit: BugReportWriter.logRecords)
        coordinator.saveBugReport(log: LogExporter.text(records))
    }

    func startDeepLink() {
        deepLinkError = nil
    }

    func typeDeepLink(_ character: Character) {
        deepLinkText.append(character)
    }

    func deleteDeepLinkBackward() {
        if !deepLinkText.isEmpty { deepLinkText.removeLast() }
    }

    /// Opens the typed link; false (and the reason shown) when it names no place.
    func openDeepLink() -> Bool {
        let typed = deepLinkText.trimmingCharacters(in: .whitespaces)
        // The field shows `exampletui://` as its placeholder, so a bare path means that scheme.
        let url = typed.contains("://") ? typed : AppRoute.scheme + "://" + typed
        do {
            try coordinator.openDeepLink(url)
            return true
        } catch {
            deepLinkError = String(describing: error)
            coordinator.showFailure(R.string.logs.toolsDeeplinkFailed(url))
            return false
        }
    }
}
