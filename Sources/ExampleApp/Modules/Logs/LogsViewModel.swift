import AppSupport
import Foundation
import Logs
import Observation
import Storage

/// The debug panel's state: which view shows, the filters, the search, the rows built from
/// the log store, and the actions (detail, clear, export, environment, deeplink). It
/// follows the store through `observe`, so new entries appear without polling.
///
/// The lists are computed once per change of the filter or of the store (from the store's
/// index, where each record's search text was folded once), when next read: a burst of keys
/// (a storm, a fast typist) changes the filter many times and filters once, for the frame.
/// A search that only grew narrows the last result instead of searching everything again.
/// A result that takes long (a search most of a hundred thousand records pass) is computed
/// at once only as far as the list shows, the rest off the main actor: the frame shows the
/// same rows as the whole result would, and the scroll bar settles when the rest is in.
@MainActor
@Observable
final class LogsViewModel {
    enum Segment: Int, CaseIterable {
        case messages
        case requests
        case storage
        case tools
    }

    enum Tool: Int, CaseIterable {
        case environment
        case deepLink
        case bugReport
    }

    /// What typed characters go into.
    enum Editing {
        case search
        case deepLink
    }

    private(set) var segment = Segment.messages
    private(set) var filter = LogFilter()
    private(set) var editing: Editing?
    private(set) var deepLinkText = ""
    private(set) var deepLinkError: String?
    var isClearAlertPresented = false
    /// An export is being written; `e` and `h` wait for it to end.
    @ObservationIgnored private var isExporting = false
    /// The list's selection, sized to the list as it is now.
    var selection: ListSelection {
        get {
            refreshList()
            return listSelection
        }
        set {
            let moved = newValue.selectedIndex - listSelection.selectedIndex
            listSelection = newValue
            guard newValue.selectedIndex + 2 * newValue.visibleCount >= newValue.count,
                let computed, !computed.matches.isComplete
            else { return }
            // A move near the end of a list whose rest is still being computed (keys faster
            // than the rest: a paste, a key held down): the rest is computed now, so the
            // move is not cut short; a jump to its last row (End) goes to the real last.
            let toEnd = newValue.selectedIndex == newValue.count - 1 && moved > newValue.visibleCount
            show(snapshot.index.matches(computed.filter), of: computed.filter, on: snapshot.index)
            sizeSelection()
            if toEnd { listSelection.moveToEnd() }
            listRevision += 1
        }
    }
    private var listSelection = ListSelection(count: 0)
    var toolsSelection = ListSelection(count: Tool.allCases.count)
    /// Bumped when the filter or the store changed: what a view that read the lists observes.
    private(set) var listRevision = 0
    @ObservationIgnored private var isListStale = true
    /// The beside detail's lines for the record last shown, and their language.
    @ObservationIgnored private var detailLines: (id: UUID, language: Language, lines: [LogDetailContent.Line])?
    @ObservationIgnored private var filteredMessages = LogList<LogMessage>()
    @ObservationIgnored private var filteredTasks = LogList<NetworkTaskRecord>()
    private(set) var skippedLineCount = 0
    @ObservationIgnored private var snapshot = LogStoreSnapshot()
    /// What `messages` and `tasks` were computed from.
    @ObservationIgnored private var computed:
        (revision: Int, mark: LogIndex.Mark, filter: LogFilter, matches: LogIndex.Matches)?
    /// The last whole result (not `LogIndex.Matches.partial`): what a longer search narrows.
    @ObservationIgnored private var lastWhole: (revision: Int, filter: LogFilter, matches: LogIndex.Matches)?
    /// The rest of a partial result, being computed off the main actor, and for what filter.
    @ObservationIgnored private var completion: (task: Task<Void, Never>, filter: LogFilter)?
    /// Records tested at once before a result may stop at what the list shows: a result
    /// that costs no more (any store of a few thousand records) is computed whole.
    static let partialResultBudget = 2_048
    @ObservationIgnored private let store: LogStore
    @ObservationIgnored private let settings: AppSettings
    @ObservationIgnored private let coordinator: LogsCoordinator
    @ObservationIgnored private var observation: LogStoreObservation?
    @ObservationIgnored private let stores: () -> [any StorageInspectable]
    /// The wall clock of the expiry countdowns: the log store's, which tests fix.
    @ObservationIgnored let now: @Sendable () -> Date

    init(
        store: LogStore, settings: AppSettings, stores: @escaping () -> [any StorageInspectable],
        coordinator: LogsCoordinator
    ) {
        self.store = store
        self.settings = settings
        self.stores = stores
        now = store.configuration.now
        self.coordinator = coordinator
        // A panel opened while the store still loads waits a moment for it, then shows what
        // there is; the load's notification brings the rest.
        _ = store.waitUntilLoaded(timeout: .now() + .milliseconds(250))
        reload()
        observation = store.observe { [weak self] in self?.reload() }
    }

    var environment: String { settings.instance.rawValue }

    /// The messages the filters let through, newest first.
    var messages: LogList<LogMessage> {
        refreshList()
        return filteredMessages
    }

    /// The requests the filters let through, newest first.
    var tasks: LogList<NetworkTaskRecord> {
        refreshList()
        return filteredTasks
    }

    var totalMessages: Int {
        _ = listRevision
        return snapshot.index.messageCount
    }

    var totalTasks: Int {
        _ = listRevision
        return snapshot.index.taskCount
    }

    /// Lines the store had that the current filters hide (for the empty state's wording).
    var isFilteredEmpty: Bool {
        switch segment {
        case .messages: messages.isEmpty && totalMessages > 0
        case .requests: tasks.isEmpty && totalTasks > 0
        case .storage, .tools: false
        }
    }

    // MARK: Segments and filters

    func select(_ segment: Segment) {
        self.segment = segment
        editing = nil
        invalidateList()
    }

    func selectNextSegment(forward: Bool = true) {
        let all = Segment.allCases
        select(all[(segment.rawValue + (forward ? 1 : all.count - 1)) % all.count])
    }

    /// All levels, then each level alone.
    func cycleLevel() {
        filter.levels = Self.next(after: filter.levels.first, in: LogLevel.allCases).map { [$0] } ?? []
        invalidateList()
    }

    /// All categories, then each one the store has.
    func cycleCategory() {
        let categories = snapshot.index.categories.sorted()
        filter.categories = Self.next(after: filter.categories.first, in: categories).map { [$0] } ?? []
        invalidateList()
    }

    /// All statuses, then 2xx, 4xx, 5xx, others and failed.
    func cycleStatus() {
        filter.statuses = Self.next(after: filter.statuses.first, in: NetworkStatusClass.allCases).map { [$0] } ?? []
        invalidateList()
    }

    /// Each store with its entries, soonest to expire first; read afresh on every call.
    func inspectedStores() -> [(store: any StorageInspectable, entries: [StorageInspectionEntry])] {
        stores().map { store in
            let entries = store.inspectionEntries().sorted {
                ($0.expiresAt ?? .distantFuture, $0.key) < ($1.expiresAt ?? .distantFuture, $1.key)
            }
            return (store, entries)
        }
    }

    func resetFilters() {
        filter = LogFilter()
        invalidateList()
    }

    // MARK: Typing

    func beginSearch() {
        editing = .search
    }

    func beginDeepLink() {
        editing = .deepLink
        deepLinkError = nil
    }

    func type(_ character: Character) {
        switch editing {
        case .search:
            filter.searchText.append(character)
            invalidateList()
        case .deepLink:
            deepLinkText.append(character)
        case nil:
            break
        }
    }

    func deleteBackward() {
        switch editing {
        case .search:
            guard !filter.searchText.isEmpty else { return }
            filter.searchText.removeLast()
            invalidateList()
        case .deepLink:
            if !deepLinkText.isEmpty { deepLinkText.removeLast() }
        case nil:
            break
        }
    }

    /// Enter: keeps the search, or opens the typed deeplink.
    func commitEditing() {
        switch editing {
        case .search:
            editing = nil
        case .deepLink:
            openDeepLink()
        case nil:
            break
        }
    }

    /// Esc: clears the search, or leaves the deeplink field.
    func cancelEditing() {
        if editing == .search {
            filter.searchText = ""
            invalidateList()
        }
        editing = nil
    }

    // MARK: Actions

    // MARK: Size class

    /// The terminal's size class, kept by the panel's screen: wide shows the selected
    /// record's detail beside the list.
    var sizeClass: SizeClass = .regular

    /// Whether the selected record's detail shows beside the list (a wide terminal, a list view).
    var showsDetailBeside: Bool {
        sizeClass == .wide && (segment == .messages || segment == .requests)
    }

    /// The record the selection is on, in the messages or requests view.
    var selectedRecord: LogRecord? {
        switch segment {
        case .messages:
            messages.indices.contains(selection.selectedIndex) ? .message(messages[selection.selectedIndex]) : nil
        case .requests:
            tasks.indices.contains(selection.selectedIndex) ? .task(tasks[selection.selectedIndex]) : nil
        case .tools, .storage:
            nil
        }
    }

    /// The lines of the detail beside the list, for the selected record. A record never
    /// changes, so its lines (pretty JSON among them) are made once for it and the language,
    /// not at every frame the pane shows.
    func selectedDetailLines() -> [LogDetailContent.Line]? {
        guard let record = selectedRecord else { return nil }
        let language = settings.language
        if let detailLines, detailLines.id == record.id, detailLines.language == language { return detailLines.lines }
        let lines = LogDetailContent.lines(for: record)
        detailLines = (record.id, language, lines)
        return lines
    }

    func openSelected() {
        switch segment {
        case .messages, .requests:
            guard let record = selectedRecord else { return }
            // The detail's y and Y copy the record it shows.
            coordinator.showDetail(of: record) { [weak self] asCurl in
                asCurl ? self?.copyAsCurl(record) : self?.copy(record)
            }
        case .tools:
            runSelectedTool()
        case .storage:
            break
        }
    }

    func open(at index: Int) {
        selection.select(index)
        openSelected()
    }

    func runSelectedTool() {
        runTool(at: toolsSelection.selectedIndex)
    }

    func runTool(at index: Int) {
        guard let tool = Tool(rawValue: index) else { return }
        toolsSelection.select(index)
        switch tool {
        case .environment:
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
        case .deepLink:
            beginDeepLink()
        case .bugReport:
            saveBugReport()
        }
    }

    /// The session so far and the most recent log records (as the text export writes them)
    /// in one file, for a bug report.
    func saveBugReport() {
        let records = store.records
        coordinator.saveBugReport(log: LogExporter.text(Array(records.suffix(BugReportWriter.logRecords))))
    }

    /// Esc: closes the panel.
    func close() {
        coordinator.close()
    }

    func requestClear() {
        isClearAlertPresented = true
    }

    func confirmClear() {
        do {
            try store.clear()
            // The first message after the clear says it happened.
            Log.debugPanel.notice(logEntry: .text("Logs cleared"))
            coordinator.showSuccess(R.string.logs.cleared())
        } catch {
            Log.debugPanel.error(logEntry: .detailed("Clearing the logs failed", ["error": error.description]))
            coordinator.showFailure(R.string.logs.clearFailed(error.description))
        }
    }

    /// Writes what the current view shows (requests as HAR) under the state directory and
    /// shows the file's path. The records are gathered and written off the main actor: a
    /// hundred thousand of them take a while, and keys (Ctrl-C among them) go on being
    /// handled meanwhile; the toast comes when the file is there.
    ///
    /// One export at a time: a key held down, or a paste typed as keys (thousands of `e`s),
    /// started one per key; they raced for the same file name and their toasts and log
    /// lines kept the main actor busy for minutes (found by the monkey test).
    func export(_ format: LogExporter.Format) {
        guard !isExporting else { return }
        isExporting = true
        let isRequests =
            switch (format, segment) {
            case (.har, _), (.text, .requests): true
            case (.text, _): false
            }
        // The lists as they are now: values that later writes to the store do not change.
        let shownTasks = tasks
        let shownMessages = messages
        // A list whose rest is still being computed has only its first rows: all of it, there.
        let rest = computed.flatMap { $0.matches.isComplete ? nil : (index: shownMessages.index, filter: $0.filter) }
        let directory = store.directory.appendingPathComponent("exports", isDirectory: true)
        Task.detached(executorPreference: AppTasks.preferredExecutor, priority: .userInitiated) { [weak self] in
            var (tasks, messages) = (shownTasks, shownMessages)
            if let rest {
                let whole = rest.index.matches(rest.filter)
                tasks = LogList(index: rest.index, positions: whole.tasks)
                messages = LogList(index: rest.index, positions: whole.messages)
            }
            let shown = isRequests ? tasks.map(LogRecord.task) : messages.map(LogRecord.message)
            let result = Result { () throws(LogStoreError) -> URL in
                try LogExporter.export(
                    shown, format: format, to: directory, creatorName: AppIdentity.app.name,
                    creatorVersion: AppIdentity.app.version)
            }
            await self?.exported(result, format: format, records: shown.count)
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
                self?.copyExport(at: url)
            }
        case .failure(let error):
            Log.debugPanel.error(logEntry: .detailed("Exporting the logs failed", ["error": error.description]))
            coordinator.showFailure(R.string.logs.exportFailed(error.description))
        }
    }

    var recordCount: Int { totalMessages + totalTasks }

    // MARK: Copy

    /// `y`: the selected message or request as the text export writes it.
    func copySelected() {
        guard let record = selectedRecord else { return }
        copy(record)
    }

    /// `Y`: the selected request as a `curl` command, secrets left out.
    func copySelectedAsCurl() {
        guard let record = selectedRecord else { return }
        copyAsCurl(record)
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

    /// A request as a `curl` command (`Y`); a message has none.
    func copyAsCurl(_ record: LogRecord) {
        guard case .task(let task) = record else { return }
        coordinator.copy(CurlCommand.command(for: task), saying: R.string.logs.copiedCurl)
    }

    /// The export's toast, tapped: the file's text (a HAR file's JSON).
    func copyExport(at url: URL) {
        coordinator.copyFile(at: url, saying: R.string.logs.copiedExport)
    }

    // MARK: Store

    private func openDeepLink() {
        let typed = deepLinkText.trimmingCharacters(in: .whitespaces)
        // The field shows `exampletui://` as its placeholder, so a bare path means that scheme.
        let url = typed.contains("://") ? typed : AppRoute.scheme + "://" + typed
        do {
            try coordinator.openDeepLink(url)
            editing = nil
        } catch {
            deepLinkError = String(describing: error)
            coordinator.showFailure(R.string.logs.toolsDeeplinkFailed(url))
        }
    }

    private func reload() {
        snapshot = store.snapshot()
        skippedLineCount = snapshot.skippedLineCount
        invalidateList()
    }

    /// The lists are out of date: recomputed when next read (by the next frame, say).
    private func invalidateList() {
        isListStale = true
        listRevision += 1
    }

    /// Computes the lists if the filter or the store changed since, and sizes the selection.
    func refreshList() {
        _ = listRevision
        guard isListStale else { return }
        isListStale = false
        let index = snapshot.index
        let kind: LogFilter.Kind = segment == .requests ? .tasks : .messages
        // A result whose rest is being computed has only the kind it was computed for.
        let usable = computed.map { $0.matches.partial == nil || $0.matches.partial == kind } ?? false
        // A filter that selects the same (a space typed after the search) keeps the result.
        if let computed, usable, computed.revision == snapshot.revision, computed.filter.selectsSame(as: filter) {
            self.computed?.filter = filter
        } else {
            // Newest first, as Pulse lists them.
            let narrowing = lastWhole.flatMap { whole in
                whole.revision == snapshot.revision && whole.filter.isNarrowed(by: filter) ? whole.matches : nil
            }
            // Records only added since the last result (or the one remembered by the store
            // when the panel last showed): only those are tested.
            let extended =
                if let computed, usable, computed.filter.selectsSame(as: filter) {
                    index.matches(filter, extending: computed.matches, from: computed.mark)
                } else if computed == nil {
                    store.rememberedMatches(of: filter, on: index)
                } else {
                    LogIndex.Matches?.none
                }
            // As far as the list shows (the selection and two pages past it), when the whole
            // would take long.
            let extent = LogIndex.Extent(
                kind: kind, rows: listSelection.selectedIndex + 2 * max(listSelection.visibleCount, 100) + 64,
                tested: Self.partialResultBudget)
            let matches = extended ?? index.matches(filter, narrowing: narrowing, upTo: extent)
            show(matches, of: filter, on: index)
            if !matches.isComplete { computeRest(of: filter, on: index, narrowing: narrowing) }
        }
        sizeSelection()
    }

    /// Lists `matches`; a whole result is kept to narrow and remembered by the store.
    private func show(_ matches: LogIndex.Matches, of filter: LogFilter, on index: LogIndex) {
        computed = (snapshot.revision, index.mark, filter, matches)
        filteredMessages = LogList(index: index, positions: matches.messages)
        filteredTasks = LogList(index: index, positions: matches.tasks)
        guard matches.isComplete else { return }
        lastWhole = (snapshot.revision, filter, matches)
        store.remember(matches, of: filter, on: index)
        completion?.task.cancel()
        completion = nil
    }

    /// Computes the whole result of `filter` off the main actor, and shows it when it is in
    /// (`restComputed`). A newer filter cancels it: a storm of keys leaves one running.
    private func computeRest(of filter: LogFilter, on index: LogIndex, narrowing: LogIndex.Matches?) {
        if let completion, completion.filter.selectsSame(as: filter) { return }
        completion?.task.cancel()
        let task = Task.detached(executorPreference: AppTasks.preferredExecutor, priority: .userInitiated) {
            [weak self] in
            // Once the frame that shows the first rows is drawn (the main actor draws it
            // now): computed beside it, the rest took the caches from that frame.
            await MainActor.run {}
            guard let whole = index.matches(filter, narrowing: narrowing, isCancelled: { Task.isCancelled }) else {
                return
            }
            await self?.restComputed(whole, of: filter, at: index.mark)
        }
        completion = (task, filter)
    }

    /// The whole result of `filter` on the index as it stood at `mark`, brought up to date
    /// with the records added since, replaces the partial one; the frame draws again.
    private func restComputed(_ whole: LogIndex.Matches, of filter: LogFilter, at mark: LogIndex.Mark) {
        guard let completion, completion.filter.selectsSame(as: filter) else { return }
        self.completion = nil
        guard let computed, !computed.matches.isComplete, computed.filter.selectsSame(as: filter) else { return }
        let index = snapshot.index
        guard let current = index.matches(filter, extending: whole, from: mark) else {
            // Records were trimmed since: their positions moved, so it is computed again.
            computeRest(of: filter, on: index, narrowing: nil)
            return
        }
        show(current, of: filter, on: index)
        sizeSelection()
        listRevision += 1
    }

    /// Sizes the selection to the list the segment shows.
    private func sizeSelection() {
        let count =
            switch segment {
            case .messages: filteredMessages.count
            case .requests: filteredTasks.count
            case .storage, .tools: 0
            }
        if listSelection.count != count { listSelection.count = count }
    }

    private static func next<Value: Equatable>(after value: Value?, in values: [Value]) -> Value? {
        guard let value, let index = values.firstIndex(of: value) else { return values.first }
        return index + 1 < values.count ? values[index + 1] : nil
    }
}
