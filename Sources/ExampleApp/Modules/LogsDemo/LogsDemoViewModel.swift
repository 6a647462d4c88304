import AppSupport
import Foundation
import Logs
import Observation

/// Sample entries of every kind, written the way the app's features write them: messages
/// through `Log` (swift-log into the store), requests through `LogDatabase.record(task:)`.
@MainActor
@Observable
final class LogsDemoViewModel {
    enum Action: CaseIterable {
        case everyLevel
        case detailed
        case success
        case unauthorized
        case serverError
        case timeout
        case sampleStores
        case openPanel
    }

    var selection = ListSelection(count: Action.allCases.count)
    let isPanelAvailable: Bool
    private(set) var entryCount: Int
    @ObservationIgnored private let store: LogDatabase
    @ObservationIgnored private let coordinator: LogsDemoCoordinator
    /// Counts the store's entries in every session, following its writes.
    @ObservationIgnored private let counts: LogSearchSession
    /// Writes into this app's store, whatever `LogSystem` was bootstrapped with.
    @ObservationIgnored private let log: Log

    init(store: LogDatabase, isPanelAvailable: Bool, coordinator: LogsDemoCoordinator) {
        self.store = store
        self.isPanelAvailable = isPanelAvailable
        self.coordinator = coordinator
        counts = LogSearchSession(store: store, session: .some(nil))
        entryCount = counts.messageCount + counts.taskCount
        log = Log(subsystem: Log.subsystem, category: "LogsDemo") { LogStoreHandler(label: $0, store: store) }
        counts.onChange = { [weak self] in
            guard let self else { return }
            entryCount = counts.messageCount + counts.taskCount
        }
    }

    var actions: [Action] { Action.allCases }

    /// The list's rows: what each action does and what it writes.
    var items: [(title: String, value: String)] {
        actions.map { (title(of: $0), value(of: $0)) }
    }

    func title(of action: Action) -> String {
        switch action {
        case .everyLevel: R.string.logsDemo.actionLevels()
        case .detailed: R.string.logsDemo.actionDetailed()
        case .success: R.string.logsDemo.actionSuccess()
        case .unauthorized: R.string.logsDemo.actionUnauthorized()
        case .serverError: R.string.logsDemo.actionServerError()
        case .timeout: R.string.logsDemo.actionTimeout()
        case .sampleStores: R.string.logsDemo.actionStores()
        case .openPanel: R.string.logsDemo.actionOpen()
        }
    }

    func value(of action: Action) -> String {
        switch action {
        case .everyLevel: "debug…fault"
        case .detailed: ".detailed"
        case .success: "200"
        case .unauthorized: "401"
        case .serverError: "503"
        case .timeout: "ERR"
        case .sampleStores: "3"
        case .openPanel: isPanelAvailable ? "F12" : "dev"
        }
    }

    func run(at index: Int) {
        guard actions.indices.contains(index) else { return }
        selection.select(index)
        switch actions[index] {
        case .everyLevel:
            log.debug(logEntry: .text("Cache warmed: 12 entries"))
            log.info(logEntry: .text("User opened the logs demo"))
            log.notice(logEntry: .text("Low disk space: 10% free"))
            log.error(logEntry: .text("Could not decode /v1/items: missing key 'title'"))
            log.fault(logEntry: .text("Keychain entry failed authentication"))
        case .detailed:
            log.info(logEntry: .detailed("Received deeplink", ["url": "exampletui://settings", "source": "demo"]))
        case .success:
            record(
                "GET", "https://api.example.com/v1/items?page=1", status: 200, duration: 0.182,
                response: #"{"items":[{"id":1,"title":"Coffee"}],"total":1}"#)
        case .unauthorized:
            record(
                "POST", "https://api.example.com/v1/auth/login", status: 401, duration: 0.094,
                request: #"{"login":"ann","password":"hunter2"}"#, response: #"{"error":"invalid_credentials"}"#)
        case .serverError:
            record("GET", "https://api.example.com/v1/profile", status: 503, duration: 1.25, response: "Unavailable")
        case .timeout:
            store.record(
                task: NetworkTaskRecord(
                    date: Date(), method: "GET", url: "https://api.example.com/v1/feed", duration: 30,
                    requestHeaders: ["Authorization": "Bearer eyJhbGciOi.demo.token"], error: "The request timed out."))
        case .sampleStores:
            do {
                try coordinator.fillSampleStores()
                coordinator.showSuccess(R.string.logsDemo.storesFilled())
            } catch {
                coordinator.showFailure(String(describing: error))
            }
        case .openPanel:
            guard isPanelAvailable else {
                coordinator.showFailure(R.string.logs.unavailable())
                return
            }
            coordinator.showLogs()
        }
    }

    func runSelected() {
        run(at: selection.selectedIndex)
    }

    private func record(
        _ method: String, _ url: String, status: Int, duration: TimeInterval, request: String? = nil,
        response: String
    ) {
        store.record(
            task: NetworkTaskRecord(
                date: Date(), method: method, url: url, statusCode: status, duration: duration,
                requestHeaders: ["Accept": "application/json", "Authorization": "Bearer eyJhbGciOi.demo.token"],
                requestBody: request, responseHeaders: ["Content-Type": "application/json"], responseBody: response))
    }
}
