import Observation

/// A table's state and logic in plain Swift, for a view model to keep (the state behind
/// Textual's `DataTable`, Ratatui's `TableState` grown up): the cursor (a row and a focused
/// column), the rows marked, the order rows show in and the sort that makes it, and
/// search-as-you-type. It reads only the rows it is asked to show from its `source`.
///
/// A source of more than `backgroundSortThreshold` rows is sorted off the main actor (a task
/// that prefers `AppTasks.preferredExecutor`), reporting `sorting.fraction` as it goes;
/// `cancelSort()` stops it, and the rows keep their order meanwhile. A search that finds
/// nothing among `searchBudget` rows past the cursor searches the rest the same way.
@MainActor
public final class TableModel<Source: TableDataSource> {
    /// One row as the table draws it: where it is in the order shown, which source row,
    /// and its value or why it could not be read.
    public struct ShownRow {
        public var position: Int
        public var sourceRow: Int
        public var value: Result<Source.Row, any Error>
    }

    /// The rows; reading it in a view redraws the view when it is replaced.
    public var source: Source {
        _ = state.sourceRevision
        return storedSource
    }
    private var storedSource: Source
    /// Counts the sources replaced: what a view that keeps cells made from rows checks.
    public var sourceRevision: Int { state.sourceRevision }
    /// What views observe, in a class that is not generic: an observed property of a generic
    /// class makes its key path at run time on every read, which a frame of rows felt.
    private let state: TableState
    public let columnCount: Int
    /// The cursor's row, in the order shown, and the rows on screen; the table view
    /// scrolls it as it draws, as a list view does its `ListSelection`.
    public var selection: ListSelection {
        get { state.selection }
        set { state.selection = newValue }
    }
    /// The column sort, search and sideways scrolling follow.
    public private(set) var focusedColumn: Int {
        get { state.focusedColumn }
        set { state.focusedColumn = newValue }
    }
    /// The first column shown after the fixed one when the table is scrolled sideways; the
    /// table view keeps the focused column in sight as it draws.
    public var firstScrolledColumn: Int {
        get { state.firstScrolledColumn }
        set { state.firstScrolledColumn = newValue }
    }
    /// The order rows show in.
    public private(set) var order: TableRowOrder {
        get { state.order }
        set { state.order = newValue }
    }
    /// The sort that made `order`; nil is the source's own order.
    public private(set) var sortOrder: TableSortOrder? {
        get { state.sortOrder }
        set { state.sortOrder = newValue }
    }
    /// The sort being computed off the main actor, if any.
    public internal(set) var sorting: TableSortProgress? {
        get { state.sorting }
        set { state.sorting = newValue }
    }
    /// Why the last sort failed, until the next one; described when drawn, in the app's
    /// language.
    public private(set) var sortFailure: (any Error)? {
        get { state.sortFailure }
        set { state.sortFailure = newValue }
    }
    /// The marked rows, by source row, so they stay marked when the order changes.
    public var marked: Set<Int> { state.marked }
    public private(set) var search: TableSearch {
        get { state.search }
        set { state.search = newValue }
    }
    /// Widths the user gave columns (by dragging a header's edge or with `<` and `>`),
    /// which replace their constraints.
    public var columnWidths: [Int: Int] { state.columnWidths }
    /// The widths of the columns at the last draw, set by the table view.
    public var shownWidths: [Int] = []
    /// Sources with more rows than this are sorted off the main actor.
    public var backgroundSortThreshold = 20_000
    /// How many rows a key's search reads on the main actor before it goes on off it.
    public var searchBudget = 256

    private var sortTask: Task<Void, Never>?
    private var searchTask: Task<Void, Never>?
    /// Tell the answer of the current sort or search from one that was replaced.
    private var sortGeneration = 0
    private var searchGeneration = 0
    /// Where the search began: each change to the query searches again from here.
    private var searchAnchor = 0
    /// The last search that ended (a match or none): a longer query matches only rows its
    /// shorter one did, so typing on goes on from its match, or finds nothing without reading
    /// a row. A paste typed key by key once read the table again for every character.
    private var lastSearch: (query: String, column: Int, revision: Int, found: Int?)?

    public init(source: Source, columnCount: Int) {
        storedSource = source
        self.columnCount = max(1, columnCount)
        state = TableState(
            selection: ListSelection(count: source.rowCount), order: TableRowOrder(count: source.rowCount))
    }

    /// The number of rows.
    public var rowCount: Int { order.count }

    /// The source row under the cursor, if there are rows.
    public var cursorSourceRow: Int? {
        rowCount > 0 ? order[selection.selectedIndex] : nil
    }

    /// The rows at `positions`, read from the source in one call: the rows on screen. When
    /// that call fails, each row is read alone, so one unreadable row shows as an error
    /// among the others; it throws only when none can be read.
    public func rows(_ positions: Range<Int>) throws -> [ShownRow] {
        // Read once: each read of an observed property is recorded, and a frame has 50 rows.
        let order = order
        let positions = positions.clamped(to: 0..<order.count)
        // Loops, not maps: this code is generic over the source and not specialized for it
        // in the app's module, where each pass of a map costs its calls through witness tables.
        var sourceRows: [Int] = []
        sourceRows.reserveCapacity(positions.count)
        for position in positions { sourceRows.append(order[position]) }
        var shown: [ShownRow] = []
        shown.reserveCapacity(positions.count)
        do {
            let read = try source.rows(at: sourceRows)
            guard read.count == sourceRows.count else { throw TableReadError.wrongCount(read.count, sourceRows.count) }
            for (offset, value) in read.enumerated() {
                shown.append(
                    ShownRow(
                        position: positions.lowerBound + offset, sourceRow: sourceRows[offset], value: .success(value)))
            }
        } catch {
            shown.removeAll(keepingCapacity: true)
            for (offset, row) in sourceRows.enumerated() {
                let value = Result<Source.Row, any Error> {
                    guard let value = try source.rows(at: [row]).first else { throw TableReadError.wrongCount(0, 1) }
                    return value
                }
                shown.append(ShownRow(position: positions.lowerBound + offset, sourceRow: row, value: value))
            }
            if !shown.contains(where: { (try? $0.value.get()) != nil }) { throw error }
        }
        return shown
    }

    /// Replaces the source, keeping the cursor, marks and sort when `keepsOrder` (the same
    /// rows, read another way); otherwise the rows show in the new source's order.
    public func replaceSource(_ source: Source, keepsOrder: Bool = false) {
        storedSource = source
        state.sourceRevision += 1
        guard !keepsOrder || source.rowCount != order.count else {
            return
        }
        stopBackgroundWork()
        order = TableRowOrder(count: source.rowCount)
        sortOrder = nil
        sortFailure = nil
        state.marked = []
        selection.count = source.rowCount
    }

    // MARK: Cursor

    /// Moves the focused column by `columns`, stopping at the ends.
    public func moveColumn(by columns: Int) {
        focusColumn(focusedColumn + columns)
    }

    public func focusColumn(_ column: Int) {
        focusedColumn = min(max(0, column), columnCount - 1)
    }

    /// Puts the cursor on the row at `position` and, when given, on `column` (a click).
    public func select(position: Int, column: Int? = nil) {
        selection.select(position)
        if let column { focusColumn(column) }
    }

    /// Scrolls the rows by `rows` (the mouse wheel), taking the cursor along when it would
    /// leave the screen.
    public func scroll(by rows: Int) {
        selection.scroll(by: rows)
    }

    // MARK: Marks

    public func isMarked(sourceRow: Int) -> Bool { marked.contains(sourceRow) }

    /// Marks the cursor's row, or unmarks it.
    public func toggleMark() {
        guard let row = cursorSourceRow else { return }
        if state.marked.remove(row) == nil { state.marked.insert(row) }
    }

    /// Marks the cursor's row and the `rows` it moves over (Shift with an arrow).
    public func extendMarks(by rows: Int) {
        guard let first = cursorSourceRow else { return }
        state.marked.insert(first)
        selection.move(by: rows)
        if let row = cursorSourceRow { state.marked.insert(row) }
    }

    public func clearMarks() {
        state.marked = []
    }

    // MARK: Column widths

    /// Gives `column` a width of its own, at least one cell.
    public func resize(column: Int, to width: Int) {
        guard (0..<columnCount).contains(column) else { return }
        state.columnWidths[column] = max(1, width)
    }

    /// Widens (or narrows) the focused column by `cells` from its width at the last draw.
    public func resizeFocusedColumn(by cells: Int) {
        let shown = shownWidths.indices.contains(focusedColumn) ? shownWidths[focusedColumn] : 8
        resize(column: focusedColumn, to: (columnWidths[focusedColumn] ?? shown) + cells)
    }

    /// Gives the column back to its constraint.
    public func resetWidth(of column: Int) {
        state.columnWidths[column] = nil
    }

    // MARK: Sorting

    /// Sorts by the focused column, turning its order as a click on its header does.
    public func sortFocusedColumn() {
        sort(byColumn: focusedColumn)
    }

    /// Sorts by `column`: ascending, then descending, then the source's own order.
    public func sort(byColumn column: Int) {
        sort(TableSortOrder.next(after: sorting?.order ?? sortOrder, column: column))
    }

    /// Shows the rows in `newOrder` (nil: the source's own order). A large source is sorted
    /// off the main actor; the cursor stays on its row.
    public func sort(_ newOrder: TableSortOrder?) {
        cancelSort()
        sortFailure = nil
        guard let newOrder else {
            apply(TableRowOrder(count: source.rowCount), sortedBy: nil)
            return
        }
        let source = source
        guard source.rowCount > backgroundSortThreshold else {
            do {
                apply(try TableRowOrder.sorted(source, by: newOrder), sortedBy: newOrder)
            } catch {
                sortFailure = error
            }
            return
        }
        sorting = TableSortProgress(order: newOrder)
        sortGeneration += 1
        let id = sortGeneration
        let report: @Sendable (Double) async -> Void = { [weak self] fraction in
            await self?.sortProgressed(fraction, id: id)
        }
        sortTask = Task.detached(
            executorPreference: AppTasks.preferredExecutor, priority: AppTasks.backgroundPriority
        ) { [weak self] in
            do {
                let sorted = try await TableRowOrder.sorted(source, by: newOrder, progress: report)
                await self?.sortFinished(.success(sorted), order: newOrder, id: id)
            } catch is CancellationError {
            } catch {
                await self?.sortFinished(.failure(error), order: newOrder, id: id)
            }
        }
    }

    /// Stops a sort in progress (Esc); the rows keep the order they show.
    public func cancelSort() {
        guard sorting != nil else { return }
        sortTask?.cancel()
        sortTask = nil
        sorting = nil
        sortGeneration += 1
    }

    private func sortProgressed(_ fraction: Double, id: Int) {
        guard id == sortGeneration, sorting != nil else { return }
        sorting?.fraction = fraction
    }

    private func sortFinished(_ result: Result<TableRowOrder, any Error>, order newOrder: TableSortOrder, id: Int) {
        guard id == sortGeneration else { return }
        sorting = nil
        sortTask = nil
        switch result {
        case .success(let sorted): apply(sorted, sortedBy: newOrder)
        case .failure(let error): sortFailure = error
        }
    }

    /// Shows `newOrder`, keeping the cursor on the row it was on.
    private func apply(_ newOrder: TableRowOrder, sortedBy sortOrder: TableSortOrder?) {
        let row = cursorSourceRow
        stopSearching()
        order = newOrder
        self.sortOrder = sortOrder
        selection.count = newOrder.count
        if let row, let position = newOrder.position(ofSourceRow: row) { selection.select(position) }
    }

    // MARK: Search

    /// Starts search-as-you-type in the focused column.
    public func beginSearch() {
        stopSearching()
        searchAnchor = selection.selectedIndex
        search = TableSearch(isActive: true)
    }

    /// Adds `character` to the query and jumps to the first match from where the search began.
    public func type(_ character: Character) {
        type(contentsOf: String(character))
    }

    /// Adds `text` (a paste) to the query, line breaks and tabs as spaces and other control
    /// characters left out, up to `TableSearch.maximumLength` characters, and searches once.
    public func type(contentsOf text: String) {
        guard search.isActive else { return }
        let previous = search.query
        search.query = TableSearch.extend(previous, with: text)
        guard search.query != previous else { return }
        if let last = lastSearch, last.column == focusedColumn, last.revision == sourceRevision,
            search.query.hasPrefix(last.query)
        {
            guard let found = last.found else {
                search.status = .notFound
                lastSearch = (search.query, last.column, last.revision, nil)
                return
            }
            find(from: found, forward: true)
        } else {
            find(from: searchAnchor, forward: true)
        }
    }

    /// Removes the query's last character and searches again from where the search began.
    public func deleteBackward() {
        guard search.isActive, !search.query.isEmpty else { return }
        search.query.removeLast()
        if search.query.isEmpty {
            stopSearching()
            search.status = .idle
            selection.select(searchAnchor)
        } else {
            find(from: searchAnchor, forward: true)
        }
    }

    /// Ends the search where the cursor is (Enter); `findNext()` goes on with the query.
    public func acceptSearch() {
        search.isActive = false
    }

    /// Ends the search and puts the cursor back where it began (Esc).
    public func cancelSearch() {
        stopSearching()
        search = TableSearch(query: search.query)
        selection.select(searchAnchor)
    }

    /// Jumps to the next row that matches the last query (`n`), wrapping at the end.
    public func findNext() {
        guard !search.query.isEmpty, rowCount > 0 else { return }
        find(from: (selection.selectedIndex + 1) % rowCount, forward: true)
    }

    /// Jumps to the previous row that matches the last query (`N`), wrapping at the start.
    public func findPrevious() {
        guard !search.query.isEmpty, rowCount > 0 else { return }
        find(from: (selection.selectedIndex - 1 + rowCount) % rowCount, forward: false)
    }

    /// Searches from `start` (inclusive): `searchBudget` rows here, the rest off the main actor.
    private func find(from start: Int, forward: Bool) {
        stopSearching()
        guard rowCount > 0 else {
            search.status = .notFound
            return
        }
        let scan = TableScan(
            source: source, order: order, column: focusedColumn, query: search.query, forward: forward)
        let (found, scanned) = scan.run(from: start, limit: min(searchBudget, rowCount))
        if let found {
            searchFound(found)
            return
        }
        if scanned >= rowCount {
            searchFound(nil)
            return
        }
        search.status = .searching
        let next = scan.position(start, movedBy: scanned)
        searchGeneration += 1
        let id = searchGeneration
        let rest = rowCount - scanned
        searchTask = Task.detached(
            executorPreference: AppTasks.preferredExecutor, priority: AppTasks.backgroundPriority
        ) { [weak self] in
            guard let found = try? await scan.runInSteps(from: next, limit: rest) else {
                // Cancelled: a newer search or the end of this one stopped it.
                if !Task.isCancelled { await self?.searchFinished(nil, id: id) }
                return
            }
            await self?.searchFinished(found, id: id)
        }
    }

    /// A search ended: on the match at `position`, or on none.
    private func searchFound(_ position: Int?) {
        lastSearch = (search.query, focusedColumn, sourceRevision, position)
        guard let position else {
            search.status = .notFound
            return
        }
        search.status = .found
        selection.select(position)
    }

    private func searchFinished(_ found: Int?, id: Int) {
        guard id == searchGeneration, search.status == .searching else { return }
        searchTask = nil
        searchFound(found)
    }

    private func stopSearching() {
        searchTask?.cancel()
        searchTask = nil
        searchGeneration += 1
        lastSearch = nil
        if search.status == .searching { search.status = .idle }
    }

    private func stopBackgroundWork() {
        cancelSort()
        stopSearching()
    }
}
