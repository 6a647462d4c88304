/// The shape of a tree without its nodes: which entries it has met, which are open, and the
/// rows they make. Not generic, unlike `TreeModel`, so opening a folder of 10,000 entries
/// runs as plain array code wherever the model's node type comes from.
final class TreeOutline {
    /// A node the tree has met, by its place in `entries`; children come after parents.
    struct Entry {
        var name: String
        var parent: Int
        var depth: Int
        var isExpandable: Bool
        /// Loaded children, kept when the node closes.
        var children: [Int]?
        var isExpanded = false
        var load = Load.idle
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
        /// The levels whose guide goes on down past this row, as bits.
        var guides: UInt64
    }

    var entries: [Entry] = []
    var lines: [Line] = []
    /// Whether a filter is on; then which entries match, which have a match below them, and
    /// the ones the user closed while it is on.
    private(set) var filtering = false
    private(set) var matches: [Bool] = []
    private(set) var matchBelow: [Bool] = []
    var closedWhileFiltered: Set<Int> = []

    /// The root's row, the first of every outline.
    static let rootLine = Line(entry: 0, kind: .node, depth: 0, isLast: true, guides: 0)

    /// Whether the rows of `id`'s children show below it.
    func descends(_ id: Int) -> Bool {
        guard filtering else { return entries[id].isExpanded }
        guard !closedWhileFiltered.contains(id) else { return false }
        return matchBelow[id] || (matches[id] && entries[id].isExpanded)
    }

    /// Turns the filter on with `isMatch` for each entry, or off (nil). `narrowing` says
    /// `isMatch` takes no entry the last filter did not: only those are asked.
    func filter(by isMatch: ((String) -> Bool)?, narrowing: Bool = false) {
        closedWhileFiltered = []
        guard let isMatch else {
            filtering = false
            matches = []
            matchBelow = []
            return
        }
        if narrowing, filtering, matches.count == entries.count {
            matches = entries.indices.map { matches[$0] && isMatch(entries[$0].name) }
        } else {
            matches = entries.map { isMatch($0.name) }
        }
        filtering = true
        matchBelow = Array(repeating: false, count: entries.count)
        // Children come after their parents in `entries`, so one pass from the end carries
        // a match up to every ancestor.
        for id in entries.indices.reversed() {
            let parent = entries[id].parent
            if parent >= 0, matches[id] || matchBelow[id] { matchBelow[parent] = true }
        }
    }

    /// Adds the entries of newly loaded children; under a filter they are matched too.
    func appendChildren(names: [String], expandable: [Bool], of parent: Int, isMatch: ((String) -> Bool)?) {
        let depth = entries[parent].depth + 1
        let first = entries.count
        entries.reserveCapacity(first + names.count)
        for index in names.indices {
            entries.append(
                Entry(name: names[index], parent: parent, depth: depth, isExpandable: expandable[index]))
        }
        entries[parent].children = Array(first..<entries.count)
        entries[parent].load = .idle
        guard let isMatch else { return }
        let closed = closedWhileFiltered
        filter(by: isMatch)
        closedWhileFiltered = closed
    }

    /// Whether a loaded node matches the filter (true when there is none).
    var hasMatch: Bool {
        !filtering || matches.first == true || matchBelow.first == true
    }

    /// The rows below `id`'s row `parent`: its children and what shows below them.
    func appendChildLines(of id: Int, below parent: Line, into lines: inout [Line]) {
        let guides =
            parent.depth >= 1 && !parent.isLast ? parent.guides | (1 << UInt64(min(parent.depth, 63))) : parent.guides
        let depth = parent.depth + 1
        // Under a filter, a matching node the user opened shows all its children.
        let showsAll = !filtering || (matches[id] && entries[id].isExpanded && !closedWhileFiltered.contains(id))
        switch entries[id].load {
        case .loading:
            if showsAll { lines.append(Line(entry: id, kind: .loading, depth: depth, isLast: true, guides: guides)) }
        case .failed:
            if showsAll { lines.append(Line(entry: id, kind: .failed, depth: depth, isLast: true, guides: guides)) }
        case .idle:
            guard let children = entries[id].children else { return }
            let shown = showsAll ? children : children.filter { matches[$0] || matchBelow[$0] }
            lines.reserveCapacity(lines.count + shown.count)
            let last = shown.count - 1
            for (position, child) in shown.enumerated() {
                let line = Line(entry: child, kind: .node, depth: depth, isLast: position == last, guides: guides)
                lines.append(line)
                if entries[child].isExpandable, descends(child) {
                    appendChildLines(of: child, below: line, into: &lines)
                }
            }
        }
    }

    /// Every row again, from the root: after a filter change, or "expand all".
    func makeLines() -> [Line] {
        var made = [Self.rootLine]
        if descends(0) { appendChildLines(of: 0, below: Self.rootLine, into: &made) }
        return made
    }

    /// The row of node `id`, if it shows.
    func lineIndex(of id: Int) -> Int? {
        lines.firstIndex { $0.entry == id && $0.kind == .node }
    }

    /// The index after the last row below row `index`.
    func subtreeEnd(of index: Int) -> Int {
        let depth = lines[index].depth
        var end = index + 1
        while end < lines.count, lines[end].depth > depth { end += 1 }
        return end
    }
}
