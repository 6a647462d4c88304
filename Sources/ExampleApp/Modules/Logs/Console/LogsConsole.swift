import AppSupport
import Foundation
import Logs
import Observation
import TUIKit

/// `example-tui console` full screen (issue 32): what the debug panel needs to run in
/// another terminal over a store it reads as a concurrent reader, or over a bug report.
/// The launcher tells it when the running app committed, quit or started again; the panel's
/// bar title says which session (or report) shows and whether it follows.
@MainActor
@Observable
public final class LogsConsole {
    public enum Status: Equatable {
        /// A running app says when it commits: new records come in.
        case following
        /// The app quit: the list stays; a new instance is followed when it starts.
        case appQuit
        /// Nothing to follow: a bug report, or no app running when the console opened.
        case still
    }

    public private(set) var status: Status
    /// A bug report's metadata (version, environment, terminal, size), nil for the live store.
    public let archive: [String: String]?
    @ObservationIgnored let store: LogDatabase
    @ObservationIgnored let query: LogQuery
    @ObservationIgnored var viewModel: LogsViewModel?
    @ObservationIgnored var coordinator: LogsCoordinator?
    /// The window's app (its language): the toasts' words are its, whoever calls.
    @ObservationIgnored private var context = AppContext.current
    /// The store's sessions as last read, for the title (read again when a new one shows).
    @ObservationIgnored private var sessions: [LogSession]

    public init(store: LogDatabase, query: LogQuery, follows: Bool, archive: [String: String]? = nil) {
        self.store = store
        self.query = query
        self.archive = archive
        status = follows && archive == nil ? .following : .still
        sessions = store.sessions()
    }

    /// The session the panel's lists keep to (nil: every session).
    public var session: Int64? { viewModel?.search.session }

    /// The running app committed a batch (its instance socket said so): the lists read it.
    public func storeChanged() {
        viewModel?.search.storeChanged()
    }

    /// The app's end of the socket closed: the list stays, and the title and a toast say so.
    public func appQuit() {
        guard status == .following else { return }
        viewModel?.search.storeChanged()
        status = .appQuit
        context.run { coordinator?.showWarning(R.string.logs.consoleAppQuit()) }
    }

    /// An app instance started (again) and the console follows it. A panel keeping to one
    /// session switches to the new one (the one the app writes), as `tail -F` follows a new
    /// file; one showing every session stays so, the new records coming in on top.
    public func appStarted() {
        status = .following
        sessions = store.sessions()
        guard let viewModel else { return }
        guard viewModel.search.session != nil, let newest = sessions.first?.id else {
            viewModel.search.storeChanged()
            context.run { coordinator?.showSuccess(R.string.logs.consoleAppStartedAll()) }
            return
        }
        viewModel.search.select(session: newest)
        viewModel.editor.clearCategories()
        viewModel.applyFilter()
        context.run { coordinator?.showSuccess(R.string.logs.consoleAppStarted(String(newest))) }
    }

    /// The bar's title: the report's metadata, or the session with its version, and the state.
    var title: String {
        let heading: String
        if let archive {
            heading =
                ([R.string.logs.consoleReport(archive["version"] ?? "", archive["environment"] ?? "")]
                + [archive["terminal"], archive["size"]].compactMap { $0 }.filter { !$0.isEmpty })
                .joined(separator: " · ")
        } else if let id = session {
            if !sessions.contains(where: { $0.id == id }) { sessions = store.sessions() }
            let found = sessions.first { $0.id == id }
            heading = R.string.logs.consoleSession(String(id), found?.environment ?? "", found?.version ?? "")
        } else {
            heading = R.string.logs.consoleTitle()
        }
        switch status {
        case .following: return "\(heading) · \(R.string.logs.consoleLive())"
        case .appQuit: return "\(heading) · \(R.string.logs.consoleQuit())"
        case .still: return heading
        }
    }

    /// Keeps the panel to the session and filters `console` was given.
    func start(viewModel: LogsViewModel, coordinator: LogsCoordinator, context: AppContext) {
        self.viewModel = viewModel
        self.coordinator = coordinator
        self.context = context
        viewModel.search.select(session: query.session)
        viewModel.editor.start(from: query.filter)
        viewModel.applyFilter()
    }
}
