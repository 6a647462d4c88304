import AppSupport
import Foundation
import Logs
import Observation
import Storage

/// The debug panel's state: which view shows, what is typed, the selection, and the keys'
/// actions. It asks `LogSearchSession` (the Logs module's, Pulse's `ConsoleSearchSession`
/// twin) for the lists, counts and rows, and hears from it when they change (new records,
/// the rest of a long list); tools, export and copying are models of their own.
@MainActor
@Observable
final class LogsViewModel {
    enum Segment: Int, CaseIterable {
        case messages
        case requests
        case storage
        case tools
    }

    typealias Editing = LogsFilterEditor.Editing

    private(set) var segment = Segment.messages
    var isClearAlertPresented = false
    /// The list's selection, sized to the list whenever the list changes.
    var selection = ListSelection(count: 0)
    /// Bumped whenever the search session reports a change: what a view reading its lists observes.
    private(set) var revision = 0
    /// The terminal's size class, kept by the panel's screen: wide shows the selected
    /// record's detail beside the list.
    var sizeClass: SizeClass = .regular
    let tools: LogsToolsModel
    let sessions: LogsSessionsModel
    let editor: LogsFilterEditor
    @ObservationIgnored let search: LogSearchSession
    @ObservationIgnored let storage: LogsStorageModel
    @ObservationIgnored let clipboard: LogsClipboardModel
    @ObservationIgnored private let store: LogDatabase
    @ObservationIgnored private let settings: AppSettings
    @ObservationIgnored private let coordinator: LogsCoordinator
    @ObservationIgnored private let export: LogsExportModel
    @ObservationIgnored private let detailCache = LogsDetailCache()
    @ObservationIgnored private var listTop = LogsListTop()

    init(
        store: LogDatabase, settings: AppSettings, stores: @escaping () -> [any StorageInspectable],
        exportDirectory: URL?, coordinator: LogsCoordinator
    ) {
        self.store = store
        self.settings = settings
        self.coordinator = coordinator
        storage = LogsStorageModel(stores: stores, now: store.configuration.now)
        // Not waiting for the store's queue (an import of old logs may be under way there):
        // what it writes from now on comes in through the search session.
        search = LogSearchSession(store: store)
        search.show(.messages)
        tools = LogsToolsModel(store: store, settings: settings, coordinator: coordinator)
        editor = LogsFilterEditor(tools: tools)
        sessions = LogsSessionsModel(store: store)
        clipboard = LogsClipboardModel(coordinator: coordinator)
        export = LogsExportModel(
            store: store, directory: exportDirectory, coordinator: coordinator, clipboard: clipboard)
        sizeSelection()
        search.onChange = { [weak self] in self?.searchChanged() }
    }

    var filter: LogFilter { editor.filter }
    var editing: Editing? { editor.editing }

    /// The session's messages and requests, nil while a large store counts them off the main actor.
    var totalMessages: Int? { total(.messages) }
    var totalTasks: Int? { total(.tasks) }

    private func total(_ kind: LogFilter.Kind) -> Int? {
        _ = revision
        return search.isCounting(kind) ? nil : kind == .messages ? search.messageCount : search.taskCount
    }

    /// What Clear deletes (a count still under way counts as none yet).
    var recordCount: Int { (totalMessages ?? 0) + (totalTasks ?? 0) }

    /// How many rows the shown list has (so far, while the rest is being read).
    var listCount: Int {
        _ = revision
        return shownKind.map { search.list($0).ids.count } ?? 0
    }

    func message(at row: Int, rowsShown shown: Int? = nil) -> LogMessage? { search.message(at: row, rowsShown: shown) }

    func task(at row: Int, rowsShown shown: Int? = nil) -> NetworkTaskRecord? { search.task(at: row, rowsShown: shown) }

    /// An empty list whose older rows are still being read (a short search's first window
    /// of rows held none): the empty state says so rather than that nothing matches.
    var isReadingOlder: Bool {
        listCount == 0 && shownKind.map { !search.isComplete($0) } ?? false
    }

    /// The store's records the current filters hide all of (for the empty state's wording).
    var isFilteredEmpty: Bool {
        switch segment {
        // A store still being counted holds more rows than a count on the main actor takes.
        case .messages: listCount == 0 && (totalMessages ?? 1) > 0
        case .requests: listCount == 0 && (totalTasks ?? 1) > 0
        case .storage, .tools: false
        }
    }

    /// What went wrong with the store's file, in the user's language, or nil.
    var storeProblem: String? {
        _ = revision
        return LogsStoreProblem.text(of: store)
    }

    func select(_ segment: Segment) {
        self.segment = segment
        editor.stopEditing()
        shownKind.map(search.show)
        sizeSelection()
    }

    func selectNextSegment(forward: Bool = true) {
        let all = Segment.allCases
        select(all[(segment.rawValue + (forward ? 1 : all.count - 1)) % all.count])
    }

    func cycleLevel() { changeFilter(editor.cycleLevel) }
    func cycleCategory() { changeFilter { editor.cycleCategory(in: search.categories) } }
    func cycleStatus() { changeFilter(editor.cycleStatus) }
    func resetFilters() { changeFilter(editor.reset) }

    /// `v`: the list of sessions to pick from, the one shown selected.
    func pickSession() { sessions.open(showing: search.session) }

    /// Enter in the sessions list: the lists keep to the picked session (or to all).
    func commitSession() {
        guard let picked = sessions.picked() else { return }
        search.select(session: picked)
        changeFilter(editor.clearCategories)
    }

    // MARK: Typing: the search, or the deeplink tester's field

    func beginSearch() { editor.begin(.search) }
    func type(_ character: Character) { if editor.type(character) { applyFilter() } }
    func deleteBackward() { if editor.deleteBackward() { applyFilter() } }
    func commitEditing() { editor.commit() }
    func cancelEditing() { if editor.cancel() { applyFilter() } }

    // MARK: Selection and detail

    /// Whether the selected record's detail shows beside the list (a wide terminal, a list view).
    var showsDetailBeside: Bool {
        sizeClass == .wide && (segment == .messages || segment == .requests)
    }

    /// The record the selection is on, in the messages or requests view.
    var selectedRecord: LogRecord? {
        switch segment {
        case .messages: message(at: selection.selectedIndex).map(LogRecord.message)
        case .requests: task(at: selection.selectedIndex).map(LogRecord.task)
        case .tools, .storage: nil
        }
    }

    /// The lines of the detail beside the list, for the selected record. A record never
    /// changes, so its lines (pretty JSON among them) are made once for it and the language.
    func selectedDetailLines() -> [LogDetailContent.Line]? {
        selectedRecord.map { detailCache.lines(for: $0, in: settings.language) }
    }

    func openSelected() {
        switch segment {
        case .messages, .requests:
            guard let record = selectedRecord else { return }
            // The detail's y and Y copy the record it shows.
            coordinator.showDetail(of: record) { [weak self] asCurl in
                asCurl ? self?.clipboard.copyAsCurl(record) : self?.clipboard.copy(record)
            }
        case .tools: runTool(at: tools.selection.selectedIndex)
        case .storage: break
        }
    }

    func open(at index: Int) {
        selection.select(index)
        openSelected()
    }

    func runTool(at index: Int) {
        tools.run(at: index) { editor.begin(.deepLink) }
    }

    /// Esc: closes the panel.
    func close() { coordinator.close() }

    func requestClear() { isClearAlertPresented = tools.mayClear() }

    func confirmClear() {
        guard tools.clearStore() else { return }
        search.reload()
        sizeSelection()
    }

    /// Writes what the current view lets through (requests as HAR) to a file, off the main actor.
    func export(_ format: LogExporter.Format) {
        export.export(format, kind: segment == .requests ? .tasks : .messages, query: search.query)
    }

    /// `y`: the selected message or request as the text export writes it.
    func copySelected() { selectedRecord.map(clipboard.copy) }

    /// `Y`: the selected request as a `curl` command, secrets left out.
    func copySelectedAsCurl() { selectedRecord.map(clipboard.copyAsCurl) }

    private func changeFilter(_ change: () -> Void) {
        change()
        applyFilter()
    }

    func applyFilter() {
        search.setFilter(editor.filter)
        sizeSelection()
        revision += 1
    }

    /// New records, a count or the rest of a list came in: the frame draws again.
    private func searchChanged() {
        sizeSelection()
        revision += 1
    }

    /// Sizes the selection to the list the segment shows, kept on its record if new ones
    /// came in above it.
    private func sizeSelection() {
        let ids = shownKind.map { search.list($0).ids } ?? []
        listTop.keep(&selection, ids: ids, kind: shownKind, query: search.query)
        if selection.count != ids.count { selection.count = ids.count }
    }

    /// The kind of record the segment lists, if it lists any.
    private var shownKind: LogFilter.Kind? {
        switch segment {
        case .messages: .messages
        case .requests: .tasks
        case .storage, .tools: nil
        }
    }
}
