/// Undo and redo for a text area: edits in groups, one undo taking back a group.
///
/// Typing and deleting group the way a person thinks of them: a run of typed characters
/// (or of Backspaces) is one group until a pause longer than `pause`, a move of the cursor,
/// or an edit of another kind; a paste, a cut, an undo's counterpart are groups of their own.
/// Times come from the caller (the app's clock), so a test drives the pauses.
public struct EditHistory: Sendable {
    /// What kind of edit a group holds: runs of one kind group.
    public enum Kind: Hashable, Sendable {
        case typing
        case deleting
        /// Paste, cut, an edit replacing a selection: always a group of its own.
        case other
    }

    /// What one undo takes back: its edits in order, and the cursor and selection anchor
    /// before the first and after the last.
    public struct Group: Sendable {
        public var edits: [TextEdit]
        public var cursorBefore: TextPosition
        public var anchorBefore: TextPosition?
        public var cursorAfter: TextPosition
        var kind: Kind
        var lastTime: Duration
    }

    /// A pause longer than this ends a run of typing.
    public var pause: Duration
    /// Groups kept; the oldest go first.
    public var limit: Int
    public private(set) var undoGroups: [Group] = []
    public private(set) var redoGroups: [Group] = []
    /// Whether the last group takes more edits (no move, checkpoint or undo since).
    private var isOpen = false

    public init(pause: Duration = .seconds(1), limit: Int = 1000) {
        self.pause = pause
        self.limit = max(1, limit)
    }

    public var canUndo: Bool { !undoGroups.isEmpty }
    public var canRedo: Bool { !redoGroups.isEmpty }

    /// Records `edit`, made at `now`, joining the last group when it continues a run.
    public mutating func record(
        _ edit: TextEdit, kind: Kind, at now: Duration, cursorBefore: TextPosition, anchorBefore: TextPosition?,
        cursorAfter: TextPosition
    ) {
        redoGroups.removeAll()
        if isOpen, kind != .other, var last = undoGroups.last, last.kind == kind, last.cursorAfter == cursorBefore,
            now - last.lastTime <= pause
        {
            last.edits.append(edit)
            last.cursorAfter = cursorAfter
            last.lastTime = now
            undoGroups[undoGroups.count - 1] = last
            return
        }
        undoGroups.append(
            Group(
                edits: [edit], cursorBefore: cursorBefore, anchorBefore: anchorBefore, cursorAfter: cursorAfter,
                kind: kind, lastTime: now))
        if undoGroups.count > limit { undoGroups.removeFirst(undoGroups.count - limit) }
        isOpen = kind != .other
    }

    /// Ends the run: the next edit starts a group (the cursor moved, the text was saved).
    public mutating func checkpoint() {
        isOpen = false
    }

    /// The group to take back, moved to the redo list.
    public mutating func popUndo() -> Group? {
        isOpen = false
        guard let group = undoGroups.popLast() else { return nil }
        redoGroups.append(group)
        return group
    }

    /// The group to make again, moved back to the undo list.
    public mutating func popRedo() -> Group? {
        isOpen = false
        guard let group = redoGroups.popLast() else { return nil }
        undoGroups.append(group)
        return group
    }

    /// Forgets everything (a new document).
    public mutating func clear() {
        undoGroups.removeAll()
        redoGroups.removeAll()
        isOpen = false
    }
}
