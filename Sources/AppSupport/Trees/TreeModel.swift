import Observation

/// A tree's state and logic in plain Swift, for a view model to keep (the state behind
/// Textual's `Tree` and `DirectoryTree`, AppKit's `NSOutlineView`): which nodes are open,
/// the rows they make, the selected row, and a filter that keeps the ancestors of matches.
///
/// Children are asked of the `source` when a node first opens, off the main actor, with a
/// loading row in their place meanwhile and an error row if the load throws; closing the
/// node (or dropping the model) cancels the load, and keys never wait for one. Opened
/// children are kept, so a node opens again at once.
///
/// The visible rows are a flat array: opening a node inserts its rows after it and closing
/// removes them, so a folder of 10,000 entries costs one insertion, not a rebuild; a view
/// reads only the rows on screen.
@MainActor
public final class TreeModel<Source: TreeNodeSource> {
    public typealias Node = Source.Node
    private typealias Line = TreeOutline.Line

    public let source: Source
    /// Called with a leaf the user activates (Enter, Space or a double click).
    public var onActivate: (@MainActor (Node) -> Void)?
    /// How many rows "expand all below" may reveal before it stops: a guard against a
    /// disk's worth of folders.
    public var expandAllLimit = 5_000
    /// Two clicks on a row within this are a double click.
    public var doubleClickInterval: Duration = .milliseconds(400)

    private let clock: any AppClock
    /// The nodes met so far, by the id their entry has in `outline`.
    private var nodes: [Node] = []
    /// The shape of the tree and its rows, in code that is not generic.
    private let outline = TreeOutline()
    private let state = TreeState()
    private var tasks: [Int: Task<Void, Never>] = [:]
    private var loadGeneration = 0
    /// Nodes whose children open too when they arrive ("expand all below"), and how many
    /// rows that may still reveal.
    private var expandingAll: Set<Int> = []
    private var expandAllBudget = 0
    private var lastClick: (row: Int, time: Duration)?

    /// A tree of `root` and what opens below it; the root starts open when `expandsRoot`.
    public init(source: Source, root: Node, expandsRoot: Bool = true, clock: any AppClock = SystemClock()) {
        self.source = source
        self.clock = clock
        nodes.append(root)
        outline.entries.append(
            TreeOutline.Entry(
                name: source.name(of: root), parent: -1, depth: 0, isExpandable: source.isExpandable(root)))
        outline.lines.append(TreeOutline.rootLine)
        state.selection = ListSelection(count: 1)
        if expandsRoot { expand(row: 0) }
    }

    isolated deinit {
        for task in tasks.values { task.cancel() }
    }

    // MARK: Reading

    /// The row under the cursor and the rows on screen; the tree view scrolls it as it draws.
    public var selection: ListSelection {
        get { state.selection }
        set { state.selection = newValue }
    }

    public var filter: TreeFilter { state.filter }

    /// How many rows show.
    public var rowCount: Int {
        _ = state.revision
        return outline.lines.count
    }

    /// Whether a loaded node matches the filter (true when there is none).
    public var hasMatch: Bool {
        _ = state.revision
        return outline.hasMatch
    }

    /// Whether children are being loaded anywhere in the tree.
    public var isLoading: Bool { state.loadingCount > 0 }

    /// The row at `index` (0 up to `rowCount`).
    public func row(at index: Int) -> TreeRow<Node> {
        _ = state.revision
        let line = outline.lines[index]
        let content: TreeRow<Node>.Content
        switch line.kind {
        case .node: content = .node(nodes[line.entry])
        case .loading: content = .loading
        case .failed:
            if case .failed(let error) = outline.entries[line.entry].load {
                content = .failed(error)
            } else {
                content = .loading
            }
        }
        return TreeRow(
            content: content, name: line.kind == .node ? outline.entries[line.entry].name : "", depth: line.depth,
            isLast: line.isLast, disclosure: line.kind == .node ? disclosure(of: line.entry) : .leaf,
            guides: line.guides)
    }

    /// The rows at `indices`, clamped to the rows there are: the rows on screen.
    public func rows(_ indices: Range<Int>) -> [TreeRow<Node>] {
        indices.clamped(to: 0..<rowCount).map(row(at:))
    }

    /// The selected row, if there are rows.
    public var selectedRow: TreeRow<Node>? {
        rowCount > 0 ? row(at: selection.selectedIndex) : nil
    }

    /// The node of the selected row, or of the node a loading or error row belongs to.
    public var selectedNode: Node? {
        guard rowCount > 0 else { return nil }
        return nodes[outline.lines[selection.selectedIndex].entry]
    }

    /// The nodes from the root down to the selected row's node.
    public var selectedPath: [Node] {
        guard rowCount > 0 else { return [] }
        var path: [Node] = []
        var id = outline.lines[selection.selectedIndex].entry
        while id >= 0 {
            path.append(nodes[id])
            id = outline.entries[id].parent
        }
        return path.reversed()
    }

    private func disclosure(of id: Int) -> TreeRow<Node>.Disclosure {
        guard outline.entries[id].isExpandable else { return .leaf }
        return outline.descends(id) ? .expanded : .collapsed
    }

    // MARK: Opening and closing

    /// Opens the node at `row`, loading its children the first time.
    public func expand(row index: Int) {
        guard outline.lines.indices.contains(index), outline.lines[index].kind == .node else { return }
        let id = outline.lines[index].entry
        guard outline.entries[id].isExpandable, !outline.descends(id) else { return }
        outline.entries[id].isExpanded = true
        outline.closedWhileFiltered.remove(id)
        if outline.entries[id].children == nil, !outline.entries[id].load.isLoading { startLoad(id) }
        guard !outline.filtering else { return rebuild() }
        var added: [Line] = []
        outline.appendChildLines(of: id, below: outline.lines[index], into: &added)
        outline.lines.insert(contentsOf: added, at: index + 1)
        rowsInserted(added.count, after: index)
    }

    /// Closes the node at `row`; a load under way stops.
    public func collapse(row index: Int) {
        guard outline.lines.indices.contains(index), outline.lines[index].kind == .node else { return }
        let id = outline.lines[index].entry
        guard outline.descends(id) else { return }
        outline.entries[id].isExpanded = false
        cancelLoad(id)
        if outline.filtering {
            outline.closedWhileFiltered.insert(id)
            return rebuild()
        }
        let end = outline.subtreeEnd(of: index)
        outline.lines.removeSubrange(index + 1..<end)
        rowsRemoved(index + 1..<end)
    }

    /// Opens or closes the node at `row`.
    public func toggle(row index: Int) {
        guard outline.lines.indices.contains(index), outline.lines[index].kind == .node else { return }
        if outline.descends(outline.lines[index].entry) { collapse(row: index) } else { expand(row: index) }
    }

    /// →: opens the selected node, or moves to its first child when it is open.
    public func moveRight() {
        guard rowCount > 0 else { return }
        let index = selection.selectedIndex
        let line = outline.lines[index]
        guard line.kind == .node, outline.entries[line.entry].isExpandable else { return }
        if !outline.descends(line.entry) {
            expand(row: index)
        } else if index + 1 < outline.lines.count, outline.lines[index + 1].depth > line.depth {
            selection.select(index + 1)
        }
    }

    /// ←: closes the selected node, or moves to its parent when it is closed.
    public func moveLeft() {
        guard rowCount > 0 else { return }
        let index = selection.selectedIndex
        let line = outline.lines[index]
        if line.kind == .node, outline.descends(line.entry) { return collapse(row: index) }
        var parent = index - 1
        while parent >= 0, outline.lines[parent].depth >= line.depth { parent -= 1 }
        if parent >= 0 { selection.select(parent) }
    }

    /// Enter or Space: opens or closes a node, activates a leaf, loads again after an error.
    public func activateSelected() {
        guard rowCount > 0 else { return }
        activate(row: selection.selectedIndex)
    }

    private func activate(row index: Int) {
        let line = outline.lines[index]
        let id = line.entry
        switch line.kind {
        case .node:
            if outline.entries[id].isExpandable { toggle(row: index) } else { onActivate?(nodes[id]) }
        case .loading: break
        case .failed:
            // Retry: close the node that failed and open it again.
            guard let parent = outline.lineIndex(of: id) else { return }
            collapse(row: parent)
            selection.select(parent)
            expand(row: parent)
        }
    }

    /// Opens the selected node and every node below it, loading as it goes, until
    /// `expandAllLimit` rows have been revealed.
    public func expandAllBelowSelected() {
        guard rowCount > 0, outline.lines[selection.selectedIndex].kind == .node else { return }
        expandAllBudget = expandAllLimit
        expandAll(from: [outline.lines[selection.selectedIndex].entry])
        rebuild()
    }

    private func expandAll(from start: [Int]) {
        var stack = start
        while let id = stack.popLast(), expandAllBudget > 0 {
            guard outline.entries[id].isExpandable else { continue }
            outline.entries[id].isExpanded = true
            outline.closedWhileFiltered.remove(id)
            if let children = outline.entries[id].children {
                expandAllBudget -= children.count
                stack += children.reversed()
            } else {
                expandingAll.insert(id)
                if !outline.entries[id].load.isLoading { startLoad(id) }
            }
        }
    }

    // MARK: Selection and the mouse

    /// Selects `row`.
    public func select(row index: Int) {
        selection.select(index)
    }

    /// A click on `row`: selects it; a second click soon after activates it as Enter does.
    public func click(row index: Int) {
        let now = clock.now
        defer { lastClick = (index, now) }
        select(row: index)
        if let last = lastClick, last.row == index, now - last.time <= doubleClickInterval {
            lastClick = nil
            activate(row: index)
        }
    }

    /// The wheel: moves the rows on screen by `rows`, keeping the selection among them.
    public func scroll(by rows: Int) {
        selection.scroll(by: rows)
    }

    // MARK: Filter

    /// `/`: typed characters go to the filter.
    public func beginFilter() {
        state.filter.isEditing = true
    }

    public func type(_ character: Character) {
        type(contentsOf: String(character))
    }

    /// Adds `text` (a paste) to the filter, line breaks and tabs as spaces and other control
    /// characters left out, up to `TreeFilter.maximumLength` characters, and filters once.
    public func type(contentsOf text: String) {
        let previous = state.filter.query
        state.filter.query = TreeFilter.extend(previous, with: text)
        guard state.filter.query != previous else { return }
        // A longer query matches only names its shorter one did: only those are matched again.
        filterChanged(narrowing: !previous.isEmpty)
    }

    public func deleteBackward() {
        guard !state.filter.query.isEmpty else { return }
        state.filter.query.removeLast()
        filterChanged()
    }

    /// Enter: keys move the selection again; the filter stays.
    public func acceptFilter() {
        state.filter.isEditing = false
    }

    /// Esc: shows every open row again, keeping the selection on its node.
    public func clearFilter() {
        state.filter = TreeFilter()
        outline.filter(by: nil)
        rebuild()
    }

    /// What the outline matches names with: the filter's test, or nil without a filter.
    private var isMatch: ((String) -> Bool)? {
        let filter = state.filter
        return filter.isActive ? { filter.matches($0) } : nil
    }

    private func filterChanged(narrowing: Bool = false) {
        outline.filter(by: isMatch, narrowing: narrowing)
        rebuild()
        // The selection goes to the first match when the one it was on is filtered away.
        guard outline.filtering else { return }
        let lines = outline.lines
        let current = lines.indices.contains(selection.selectedIndex) ? lines[selection.selectedIndex].entry : -1
        if current < 0 || !outline.matches[current],
            let first = lines.firstIndex(where: { $0.kind == .node && outline.matches[$0.entry] })
        {
            selection.select(first)
        }
    }

    // MARK: Loading

    private func startLoad(_ id: Int) {
        loadGeneration += 1
        let generation = loadGeneration
        outline.entries[id].load = .loading(generation)
        state.loadingCount += 1
        let node = nodes[id]
        let source = source
        tasks[id] = Task.detached(
            executorPreference: AppTasks.preferredExecutor, priority: AppTasks.backgroundPriority
        ) { [weak self] in
            let result: Result<[Node], any Error>
            do {
                result = .success(try await source.children(of: node))
            } catch {
                result = .failure(error)
            }
            guard !Task.isCancelled else { return }
            await self?.finishLoad(id, generation: generation, result: result)
        }
    }

    private func cancelLoad(_ id: Int) {
        expandingAll.remove(id)
        guard outline.entries[id].load.isLoading else { return }
        tasks.removeValue(forKey: id)?.cancel()
        outline.entries[id].load = .idle
        state.loadingCount -= 1
    }

    /// Stops every load under way (the view went away); their nodes close.
    public func cancelLoading() {
        for id in tasks.keys where outline.entries[id].load.isLoading {
            outline.entries[id].isExpanded = false
            cancelLoad(id)
        }
        rebuild()
    }

    private func finishLoad(_ id: Int, generation: Int, result: Result<[Node], any Error>) {
        guard case .loading(generation) = outline.entries[id].load else { return }
        tasks[id] = nil
        state.loadingCount -= 1
        switch result {
        case .success(let children):
            nodes += children
            outline.appendChildren(
                names: children.map(source.name(of:)), expandable: children.map(source.isExpandable), of: id,
                isMatch: isMatch)
            if expandingAll.remove(id) != nil, let ids = outline.entries[id].children {
                expandAllBudget -= ids.count
                expandAll(from: ids.reversed())
            }
        case .failure(let error):
            expandingAll.remove(id)
            outline.entries[id].load = .failed(error)
        }
        guard !outline.filtering else { return rebuild() }
        // Replace the loading row with the children's rows, if the node still shows open.
        guard let index = outline.lineIndex(of: id), index + 1 < outline.lines.count,
            outline.lines[index + 1].entry == id, outline.lines[index + 1].kind == .loading
        else { return }
        var added: [Line] = []
        outline.appendChildLines(of: id, below: outline.lines[index], into: &added)
        outline.lines.replaceSubrange(index + 1...index + 1, with: added)
        let selected = selection.selectedIndex
        selection.count = outline.lines.count
        if selected > index + 1 { selection.select(selected + added.count - 1) }
        state.revision += 1
    }

    // MARK: Rows

    /// Makes every row again: after a filter change, or "expand all".
    private func rebuild() {
        let lines = outline.lines
        let selected = lines.indices.contains(selection.selectedIndex) ? lines[selection.selectedIndex] : nil
        outline.lines = outline.makeLines()
        selection.count = outline.lines.count
        if let selected {
            // The same row, or the nearest node above it that still shows.
            var id = selected.entry
            var index = outline.lines.firstIndex { $0.entry == selected.entry && $0.kind == selected.kind }
            while index == nil, id >= 0 {
                index = outline.lineIndex(of: id)
                id = outline.entries[id].parent
            }
            selection.select(index ?? 0)
        }
        state.revision += 1
    }

    private func rowsInserted(_ count: Int, after index: Int) {
        let selected = selection.selectedIndex
        selection.count = outline.lines.count
        if selected > index { selection.select(selected + count) }
        state.revision += 1
    }

    private func rowsRemoved(_ range: Range<Int>) {
        let selected = selection.selectedIndex
        selection.count = outline.lines.count
        if range.contains(selected) {
            selection.select(range.lowerBound - 1)
        } else if selected >= range.upperBound {
            selection.select(selected - range.count)
        }
        state.revision += 1
    }
}
