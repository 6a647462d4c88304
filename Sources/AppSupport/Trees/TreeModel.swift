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

    public let source: Source
    /// Called with a leaf the user activates (Enter, Space or a double click).
    public var onActivate: (@MainActor (Node) -> Void)?
    /// How many rows "expand all below" may reveal before it stops: a guard against a
    /// disk's worth of folders.
    public var expandAllLimit = 5_000
    /// Two clicks on a row within this are a double click.
    public var doubleClickInterval: Duration = .milliseconds(400)

    private let clock: any AppClock
    private var entries: [Entry] = []
    private var lines: [Line] = []
    private let state = TreeState()
    private var tasks: [Int: Task<Void, Never>] = [:]
    private var loadGeneration = 0
    /// Nodes whose children open too when they arrive ("expand all below"), and how many
    /// rows that may still reveal.
    private var expandingAll: Set<Int> = []
    private var expandAllBudget = 0
    /// Under a filter: which loaded nodes match, which have a match below them, and the
    /// ones the user closed while it is on.
    private var matches: [Bool] = []
    private var matchBelow: [Bool] = []
    private var closedWhileFiltered: Set<Int> = []
    private var lastClick: (row: Int, time: Duration)?

    /// A tree of `root` and what opens below it; the root starts open when `expandsRoot`.
    public init(source: Source, root: Node, expandsRoot: Bool = true, clock: any AppClock = SystemClock()) {
        self.source = source
        self.clock = clock
        entries.append(Entry(node: root, parent: -1, depth: 0, source: source))
        lines.append(Line(entry: 0, kind: .node, depth: 0, isLast: true, guides: 0))
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
        return lines.count
    }

    /// Whether a loaded node matches the filter (true when there is none).
    public var hasMatch: Bool {
        _ = state.revision
        return !state.filter.isActive || matchBelow.first == true || matches.first == true
    }

    /// Whether children are being loaded anywhere in the tree.
    public var isLoading: Bool { state.loadingCount > 0 }

    /// The row at `index` (0 up to `rowCount`).
    public func row(at index: Int) -> TreeRow<Node> {
        _ = state.revision
        let line = lines[index]
        let entry = entries[line.entry]
        let content: TreeRow<Node>.Content
        switch line.kind {
        case .node: content = .node(entry.node)
        case .loading: content = .loading
        case .failed:
            if case .failed(let error) = entry.load { content = .failed(error) } else { content = .loading }
        }
        return TreeRow(
            content: content, name: line.kind == .node ? entry.name : "", depth: line.depth, isLast: line.isLast,
            disclosure: line.kind == .node ? disclosure(of: line.entry) : .leaf, guides: line.guides)
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
        return entries[lines[selection.selectedIndex].entry].node
    }

    /// The names from the root down to the selected row's node.
    public var selectedPath: [Node] {
        guard rowCount > 0 else { return [] }
        var path: [Node] = []
        var id = lines[selection.selectedIndex].entry
        while id >= 0 {
            path.append(entries[id].node)
            id = entries[id].parent
        }
        return path.reversed()
    }

    private func disclosure(of id: Int) -> TreeRow<Node>.Disclosure {
        guard entries[id].isExpandable else { return .leaf }
        return descends(id) ? .expanded : .collapsed
    }

    /// Whether the rows of `id`'s children show below it.
    private func descends(_ id: Int) -> Bool {
        descends(id, filtering: state.filter.isActive)
    }

    /// `descends(_:)` with the filter's state read once for many nodes: an observed read
    /// costs more than the rest.
    private func descends(_ id: Int, filtering: Bool) -> Bool {
        guard filtering else { return entries[id].isExpanded }
        guard !closedWhileFiltered.contains(id) else { return false }
        return matchBelow[id] || (matches[id] && entries[id].isExpanded)
    }

    // MARK: Opening and closing

    /// Opens the node at `row`, loading its children the first time.
    public func expand(row index: Int) {
        guard lines.indices.contains(index), lines[index].kind == .node else { return }
        let id = lines[index].entry
        guard entries[id].isExpandable, !descends(id) else { return }
        entries[id].isExpanded = true
        closedWhileFiltered.remove(id)
        if entries[id].children == nil, !entries[id].load.isLoading { startLoad(id) }
        guard !state.filter.isActive else { return rebuild() }
        var added: [Line] = []
        appendChildLines(of: id, below: lines[index], into: &added)
        lines.insert(contentsOf: added, at: index + 1)
        rowsInserted(added.count, after: index)
    }

    /// Closes the node at `row`; a load under way stops.
    public func collapse(row index: Int) {
        guard lines.indices.contains(index), lines[index].kind == .node else { return }
        let id = lines[index].entry
        guard descends(id) else { return }
        entries[id].isExpanded = false
        cancelLoad(id)
        if state.filter.isActive {
            closedWhileFiltered.insert(id)
            return rebuild()
        }
        let end = subtreeEnd(of: index)
        lines.removeSubrange(index + 1..<end)
        rowsRemoved(index + 1..<end)
    }

    /// Opens or closes the node at `row`.
    public func toggle(row index: Int) {
        guard lines.indices.contains(index), lines[index].kind == .node else { return }
        if descends(lines[index].entry) { collapse(row: index) } else { expand(row: index) }
    }

    /// →: opens the selected node, or moves to its first child when it is open.
    public func moveRight() {
        guard rowCount > 0 else { return }
        let index = selection.selectedIndex
        let line = lines[index]
        guard line.kind == .node, entries[line.entry].isExpandable else { return }
        if !descends(line.entry) {
            expand(row: index)
        } else if index + 1 < lines.count, lines[index + 1].depth > line.depth {
            selection.select(index + 1)
        }
    }

    /// ←: closes the selected node, or moves to its parent when it is closed.
    public func moveLeft() {
        guard rowCount > 0 else { return }
        let index = selection.selectedIndex
        let line = lines[index]
        if line.kind == .node, descends(line.entry) { return collapse(row: index) }
        var parent = index - 1
        while parent >= 0, lines[parent].depth >= line.depth { parent -= 1 }
        if parent >= 0 { selection.select(parent) }
    }

    /// Enter or Space: opens or closes a node, activates a leaf, loads again after an error.
    public func activateSelected() {
        guard rowCount > 0 else { return }
        activate(row: selection.selectedIndex)
    }

    private func activate(row index: Int) {
        let line = lines[index]
        let id = line.entry
        switch line.kind {
        case .node:
            if entries[id].isExpandable { toggle(row: index) } else { onActivate?(entries[id].node) }
        case .loading: break
        case .failed:
            // Retry: close the node that failed and open it again.
            guard let parent = lineIndex(of: id) else { return }
            collapse(row: parent)
            selection.select(parent)
            expand(row: parent)
        }
    }

    /// Opens the selected node and every node below it, loading as it goes, until
    /// `expandAllLimit` rows have been revealed.
    public func expandAllBelowSelected() {
        guard rowCount > 0, lines[selection.selectedIndex].kind == .node else { return }
        expandAllBudget = expandAllLimit
        expandAll(from: [lines[selection.selectedIndex].entry])
        rebuild()
    }

    private func expandAll(from start: [Int]) {
        var stack = start
        while let id = stack.popLast(), expandAllBudget > 0 {
            guard entries[id].isExpandable else { continue }
            entries[id].isExpanded = true
            closedWhileFiltered.remove(id)
            if let children = entries[id].children {
                expandAllBudget -= children.count
                stack += children.reversed()
            } else {
                expandingAll.insert(id)
                if !entries[id].load.isLoading { startLoad(id) }
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
        let visible = max(1, selection.visibleCount)
        let offset = min(max(0, selection.offset + rows), max(0, rowCount - visible))
        selection.offset = offset
        if selection.selectedIndex < offset { selection.select(offset) }
        if selection.selectedIndex >= offset + visible { selection.select(offset + visible - 1) }
    }

    // MARK: Filter

    /// `/`: typed characters go to the filter.
    public func beginFilter() {
        state.filter.isEditing = true
    }

    public func type(_ character: Character) {
        state.filter.query.append(character)
        filterChanged()
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
        closedWhileFiltered = []
        rebuild()
    }

    private func filterChanged() {
        closedWhileFiltered = []
        rebuild()
        // The selection goes to the first match when the one it was on is filtered away.
        guard state.filter.isActive else { return }
        let current = lines.indices.contains(selection.selectedIndex) ? lines[selection.selectedIndex].entry : -1
        if current < 0 || !matches[current],
            let first = lines.firstIndex(where: { $0.kind == .node && matches[$0.entry] })
        {
            selection.select(first)
        }
    }

    private func computeMatches() {
        let filter = state.filter
        matches = entries.map { filter.matches($0.name) }
        matchBelow = Array(repeating: false, count: entries.count)
        // Children come after their parents in `entries`, so one pass from the end carries
        // a match up to every ancestor.
        for id in entries.indices.reversed() {
            let parent = entries[id].parent
            if parent >= 0, matches[id] || matchBelow[id] { matchBelow[parent] = true }
        }
    }

    // MARK: Loading

    private func startLoad(_ id: Int) {
        loadGeneration += 1
        let generation = loadGeneration
        entries[id].load = .loading(generation)
        state.loadingCount += 1
        let node = entries[id].node
        let source = source
        tasks[id] = Task.detached(executorPreference: AppTasks.preferredExecutor, priority: .userInitiated) {
            [weak self] in
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
        guard entries[id].load.isLoading else { return }
        tasks.removeValue(forKey: id)?.cancel()
        entries[id].load = .idle
        state.loadingCount -= 1
    }

    /// Stops every load under way (the view went away); their nodes close.
    public func cancelLoading() {
        for id in tasks.keys where entries[id].load.isLoading {
            entries[id].isExpanded = false
            cancelLoad(id)
        }
        rebuild()
    }

    private func finishLoad(_ id: Int, generation: Int, result: Result<[Node], any Error>) {
        guard case .loading(generation) = entries[id].load else { return }
        tasks[id] = nil
        state.loadingCount -= 1
        switch result {
        case .success(let nodes):
            let depth = entries[id].depth + 1
            let first = entries.count
            entries.reserveCapacity(entries.count + nodes.count)
            for node in nodes { entries.append(Entry(node: node, parent: id, depth: depth, source: source)) }
            entries[id].children = Array(first..<entries.count)
            entries[id].load = .idle
            if expandingAll.remove(id) != nil {
                expandAllBudget -= nodes.count
                expandAll(from: Array(entries[id].children!.reversed()))
            }
        case .failure(let error):
            expandingAll.remove(id)
            entries[id].load = .failed(error)
        }
        guard !state.filter.isActive else { return rebuild() }
        // Replace the loading row with the children's rows, if the node still shows open.
        guard let index = lineIndex(of: id), index + 1 < lines.count, lines[index + 1].entry == id,
            lines[index + 1].kind == .loading
        else { return }
        var added: [Line] = []
        appendChildLines(of: id, below: lines[index], into: &added)
        lines.replaceSubrange(index + 1...index + 1, with: added)
        let selected = selection.selectedIndex
        selection.count = lines.count
        if selected > index + 1 { selection.select(selected + added.count - 1) }
        state.revision += 1
    }

    // MARK: Rows

    /// The rows below `id`'s row `parent`: its children and what shows below them.
    private func appendChildLines(of id: Int, below parent: Line, into lines: inout [Line]) {
        let guides =
            parent.depth >= 1 && !parent.isLast ? parent.guides | (1 << UInt64(min(parent.depth, 63))) : parent.guides
        let depth = parent.depth + 1
        let entry = entries[id]
        let filtering = state.filter.isActive
        // Under a filter, a matching node the user opened shows all its children.
        let showsAll = !filtering || (matches[id] && entry.isExpanded && !closedWhileFiltered.contains(id))
        switch entry.load {
        case .loading:
            if showsAll { lines.append(Line(entry: id, kind: .loading, depth: depth, isLast: true, guides: guides)) }
        case .failed:
            if showsAll { lines.append(Line(entry: id, kind: .failed, depth: depth, isLast: true, guides: guides)) }
        case .idle:
            guard let children = entry.children else { return }
            let shown = showsAll ? children : children.filter { matches[$0] || matchBelow[$0] }
            for (position, child) in shown.enumerated() {
                let line = Line(
                    entry: child, kind: .node, depth: depth, isLast: position == shown.count - 1, guides: guides)
                lines.append(line)
                if entries[child].isExpandable, descends(child, filtering: filtering) {
                    appendChildLines(of: child, below: line, into: &lines)
                }
            }
        }
    }

    /// Makes every row again: after a filter change, or "expand all".
    private func rebuild() {
        let selected = lines.indices.contains(selection.selectedIndex) ? lines[selection.selectedIndex] : nil
        if state.filter.isActive { computeMatches() }
        let root = Line(entry: 0, kind: .node, depth: 0, isLast: true, guides: 0)
        var rebuilt = [root]
        if descends(0) { appendChildLines(of: 0, below: root, into: &rebuilt) }
        lines = rebuilt
        selection.count = lines.count
        if let selected {
            // The same row, or the nearest node above it that still shows.
            var id = selected.entry
            var index = lines.firstIndex { $0.entry == selected.entry && $0.kind == selected.kind }
            while index == nil, id >= 0 {
                index = lines.firstIndex { $0.entry == id && $0.kind == .node }
                id = entries[id].parent
            }
            selection.select(index ?? 0)
        }
        state.revision += 1
    }

    private func lineIndex(of id: Int) -> Int? {
        lines.firstIndex { $0.entry == id && $0.kind == .node }
    }

    /// The index after the last row below row `index`.
    private func subtreeEnd(of index: Int) -> Int {
        let depth = lines[index].depth
        var end = index + 1
        while end < lines.count, lines[end].depth > depth { end += 1 }
        return end
    }

    private func rowsInserted(_ count: Int, after index: Int) {
        let selected = selection.selectedIndex
        selection.count = lines.count
        if selected > index { selection.select(selected + count) }
        state.revision += 1
    }

    private func rowsRemoved(_ range: Range<Int>) {
        let selected = selection.selectedIndex
        selection.count = lines.count
        if range.contains(selected) {
            selection.select(range.lowerBound - 1)
        } else if selected >= range.upperBound {
            selection.select(selected - range.count)
        }
        state.revision += 1
    }
}

extension TreeModel {
    /// A node the tree has met, by its place in `entries`; children come after parents.
    struct Entry {
        var node: Node
        var name: String
        var parent: Int
        var depth: Int
        var isExpandable: Bool
        /// Loaded children, kept when the node closes.
        var children: [Int]?
        var isExpanded = false
        var load = Load.idle

        init(node: Node, parent: Int, depth: Int, source: Source) {
            self.node = node
            name = source.name(of: node)
            self.parent = parent
            self.depth = depth
            isExpandable = source.isExpandable(node)
        }
    }

    enum Load {
        case idle
        case loading(Int)
        case failed(any Error)

        var isLoading: Bool {
            if case .loading = self { true } else { false }
        }
    }

    /// One visible row: a node's, or the loading or error row of node `entry`'s children.
    struct Line {
        enum Kind: UInt8 {
            case node
            case loading
            case failed
        }

        var entry: Int
        var kind: Kind
        var depth: Int
        var isLast: Bool
        var guides: UInt64
    }
}
