import AppSupport
import Foundation
import Logs
import Observation

/// The panel's list of sessions to pick from (Pulse's sessions): every launch is one, with
/// its start time, version and environment; the panel shows the current launch's by default.
/// Sessions past the store's age limit are removed by the store.
@MainActor
@Observable
final class LogsSessionsModel {
    /// Whether the list shows in place of the records.
    private(set) var isOpen = false
    /// The store's sessions, newest first, as read when the list opened.
    private(set) var sessions: [LogSession] = []
    /// Row 0 is "all sessions", then `sessions`.
    var selection = ListSelection(count: 1)
    @ObservationIgnored private let store: LogDatabase

    init(store: LogDatabase) {
        self.store = store
    }

    /// This launch's session.
    var current: Int64 { store.session.id }

    /// Reads the sessions and opens the list on `shown` (nil: all sessions).
    func open(showing shown: Int64?) {
        sessions = store.sessions()
        selection = ListSelection(count: sessions.count + 1)
        selection.select(shown.flatMap { id in sessions.firstIndex { $0.id == id }.map { $0 + 1 } } ?? 0)
        isOpen = true
    }

    /// Closes the list with the selected row: `.some(nil)` for all sessions, nil if it was not open.
    func picked() -> Int64?? {
        guard isOpen else { return nil }
        isOpen = false
        let index = selection.selectedIndex
        return .some(index == 0 || !sessions.indices.contains(index - 1) ? nil : sessions[index - 1].id)
    }

    func cancel() {
        isOpen = false
    }

    /// "2026-11-22 08:13 · 1.4.0 · dev", the current one marked.
    func title(of session: LogSession) -> String {
        var parts = [Self.format(session.started)]
        if !session.version.isEmpty { parts.append(session.version) }
        if !session.environment.isEmpty { parts.append(session.environment) }
        return parts.joined(separator: " · ")
    }

    /// What the filter line says of a session the lists keep to other than this launch's.
    func label(of session: Int64?) -> String? {
        guard let session else { return R.string.logs.sessionsAll() }
        guard session != current else { return nil }
        let started = store.sessions().first { $0.id == session }?.started
        return started.map(Self.format) ?? "#\(session)"
    }

    /// UTC, as the list's times are, so a log read on another machine says the same.
    private static let formatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd HH:mm:ss"
        return formatter
    }()

    static func format(_ date: Date) -> String { formatter.string(from: date) }
}
