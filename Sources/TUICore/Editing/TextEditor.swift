/// A document being edited: the text, the cursor, the selection and the undo history, with
/// every move and edit a text area's keys make. Plain and synchronous, so its behaviour is
/// tested without drawing; the view lays out only what shows.
///
/// The selection runs from `anchor` to `cursor`: a move with Shift sets the anchor where
/// the cursor stood and keeps it; a move without Shift drops it.
public struct TextEditor: Sendable {
    /// A move of the cursor.
    public enum Move: Hashable, Sendable {
        case left
        case right
        case wordLeft
        case wordRight
        case documentStart
        case documentEnd
    }

    public private(set) var document: TextDocument
    public private(set) var cursor = TextPosition.zero
    /// Where the selection started; nil when nothing is selected.
    public private(set) var anchor: TextPosition?
    public private(set) var history: EditHistory
    /// The column up and down aim for, kept while they pass shorter lines.
    public private(set) var goalColumn: Int?
    /// Moves and selection work; edits do nothing.
    public var isReadOnly = false

    public init(document: TextDocument = TextDocument(), history: EditHistory = EditHistory()) {
        self.document = document
        self.history = history
    }

    public init(_ text: String) {
        self.init(document: TextDocument(text))
    }

    /// The selected range, nil when nothing is (an anchor at the cursor selects nothing).
    public var selection: Range<TextPosition>? {
        guard let anchor, anchor != cursor else { return nil }
        return min(anchor, cursor)..<max(anchor, cursor)
    }

    public var selectedText: String? {
        selection.map { document.text(in: $0) }
    }

    /// The cursor's column in graphemes, from 0: what a status line shows (plus one).
    public var cursorColumn: Int {
        var count = 0
        TextDocument.forEachGrapheme(in: document[cursor.line], from: 0, to: cursor.offset) { _, _, _ in
            count += 1
            return true
        }
        return count
    }

    // MARK: Moves

    public mutating func move(_ move: Move, extend: Bool) {
        if !extend, let selection, move == .left || move == .right {
            // Without Shift, ← and → leave a selection at its start or end.
            place(at: move == .left ? selection.lowerBound : selection.upperBound, extend: false)
            return
        }
        let target: TextPosition
        switch move {
        case .left: target = document.position(before: cursor)
        case .right: target = document.position(after: cursor)
        case .wordLeft: target = document.wordStart(before: cursor)
        case .wordRight: target = document.wordEnd(after: cursor)
        case .documentStart: target = .zero
        case .documentEnd: target = document.end
        }
        place(at: target, extend: extend)
    }

    /// Home: the start of the cursor's row, or of its line when it is there already.
    public mutating func moveToLineStart(layout: LineLayout, extend: Bool) {
        let line = document[cursor.line]
        let rows = layout.rows(of: line)
        let rowStart = rows[layout.row(containing: cursor.offset, in: rows)].lowerBound
        place(at: TextPosition(line: cursor.line, offset: cursor.offset == rowStart ? 0 : rowStart), extend: extend)
    }

    /// End: the end of the cursor's row, or of its line when it is there already.
    public mutating func moveToLineEnd(layout: LineLayout, extend: Bool) {
        let line = document[cursor.line]
        let rows = layout.rows(of: line)
        let index = layout.row(containing: cursor.offset, in: rows)
        let isLast = index == rows.count - 1
        let rowEnd = layout.offset(atColumn: Int.max, in: line, row: rows[index], isLastRow: isLast)
        let target = cursor.offset == rowEnd ? line.utf8.count : rowEnd
        place(at: TextPosition(line: cursor.line, offset: target), extend: extend)
    }

    /// ↑ ↓ PgUp PgDn: `rows` rows down (up when negative), as `layout` breaks the lines,
    /// keeping the column the first of a run of these moves started from. Past the first
    /// row it stops at the document's start, past the last at its end.
    public mutating func moveVertically(by rows: Int, layout: LineLayout, extend: Bool) {
        var row = TextRowPosition(line: cursor.line, rows: layout.rows(of: document[cursor.line]))
        row.index = layout.row(containing: cursor.offset, in: row.rows)
        let goal = goalColumn ?? layout.column(of: cursor.offset, in: document[cursor.line], row: row.range)
        for _ in 0..<abs(rows) {
            guard row.step(down: rows > 0, in: document, layout: layout) else {
                place(at: rows > 0 ? document.end : .zero, extend: extend)
                return
            }
        }
        let offset = layout.offset(
            atColumn: goal, in: document[row.line], row: row.range, isLastRow: row.index == row.rows.count - 1)
        place(at: TextPosition(line: row.line, offset: offset), extend: extend)
        goalColumn = goal
    }

    /// Puts the cursor at `position` (a click, a drag); with `extend`, the selection runs
    /// from where it started to there.
    public mutating func place(at position: TextPosition, extend: Bool) {
        let target = document.clamped(position)
        if extend {
            if anchor == nil { anchor = cursor }
        } else {
            anchor = nil
        }
        cursor = target
        goalColumn = nil
        history.checkpoint()
    }

    public mutating func selectAll() {
        anchor = .zero
        cursor = document.end
        goalColumn = nil
        history.checkpoint()
    }

    /// Drops the selection; false when there was none.
    @discardableResult
    public mutating func clearSelection() -> Bool {
        guard anchor != nil else { return false }
        let had = selection != nil
        anchor = nil
        return had
    }

    // MARK: Edits

    /// Puts `text` in place of the selection, or at the cursor; its line breaks of any kind
    /// ("\r" from a terminal's paste, "\r\n") start new lines. False when read-only.
    @discardableResult
    public mutating func insert(_ text: String, kind: EditHistory.Kind = .typing, at now: Duration) -> Bool {
        guard !isReadOnly else { return false }
        let text = text.utf8.contains(0x0D) ? TextDocument.lines(of: text).joined(separator: "\n") : text
        let range = selection ?? cursor..<cursor
        apply(range, text, kind: selection == nil ? kind : .other, at: now)
        return true
    }

    /// Backspace: the selection, or the grapheme before the cursor (or the line break).
    @discardableResult
    public mutating func deleteBackward(at now: Duration) -> Bool {
        delete(to: document.position(before: cursor), at: now)
    }

    /// Delete: the selection, or the grapheme after the cursor (or the line break).
    @discardableResult
    public mutating func deleteForward(at now: Duration) -> Bool {
        delete(to: document.position(after: cursor), at: now)
    }

    /// Ctrl-W: back to the start of the word before the cursor.
    @discardableResult
    public mutating func deleteWordBackward(at now: Duration) -> Bool {
        delete(to: document.wordStart(before: cursor), at: now)
    }

    /// Alt-D: on to the end of the word after the cursor.
    @discardableResult
    public mutating func deleteWordForward(at now: Duration) -> Bool {
        delete(to: document.wordEnd(after: cursor), at: now)
    }

    /// Ctrl-U: back to the line's start; at the start, the line break before.
    @discardableResult
    public mutating func deleteToLineStart(at now: Duration) -> Bool {
        let start = TextPosition(line: cursor.line, offset: 0)
        return delete(to: cursor == start ? document.position(before: cursor) : start, at: now)
    }

    /// Ctrl-K: on to the line's end; at the end, the line break after.
    @discardableResult
    public mutating func deleteToLineEnd(at now: Duration) -> Bool {
        let end = TextPosition(line: cursor.line, offset: document[cursor.line].utf8.count)
        return delete(to: cursor == end ? document.position(after: cursor) : end, at: now)
    }

    /// Removes the selection and returns its text; nil when nothing is selected or
    /// read-only.
    public mutating func cut(at now: Duration) -> String? {
        guard !isReadOnly, let selection else { return nil }
        let text = document.text(in: selection)
        apply(selection, "", kind: .other, at: now)
        return text
    }

    /// Takes back the last group of edits; false when there is none or read-only.
    @discardableResult
    public mutating func undo() -> Bool {
        guard !isReadOnly, let group = history.popUndo() else { return false }
        for edit in group.edits.reversed() {
            document.replace(edit.range.lowerBound..<edit.insertedEnd, with: edit.removed)
        }
        cursor = document.clamped(group.cursorBefore)
        anchor = group.anchorBefore.map(document.clamped)
        goalColumn = nil
        return true
    }

    /// Makes again the last group undone; false when there is none or read-only.
    @discardableResult
    public mutating func redo() -> Bool {
        guard !isReadOnly, let group = history.popRedo() else { return false }
        for edit in group.edits {
            document.replace(edit.range, with: edit.inserted)
        }
        cursor = document.clamped(group.cursorAfter)
        anchor = nil
        goalColumn = nil
        return true
    }

    /// Starts over with `document`: cursor at its start, no selection, no history.
    public mutating func load(_ document: TextDocument) {
        self.document = document
        cursor = .zero
        anchor = nil
        goalColumn = nil
        history.clear()
    }

    /// Ends the run of typing, so the next edit undoes on its own (the text was saved).
    public mutating func checkpoint() {
        history.checkpoint()
    }

    /// Deletes the selection, or from the cursor to `target`.
    private mutating func delete(to target: TextPosition, at now: Duration) -> Bool {
        guard !isReadOnly else { return false }
        if let selection {
            apply(selection, "", kind: .other, at: now)
            return true
        }
        guard target != cursor else { return false }
        apply(min(target, cursor)..<max(target, cursor), "", kind: .deleting, at: now)
        return true
    }

    private mutating func apply(_ range: Range<TextPosition>, _ text: String, kind: EditHistory.Kind, at now: Duration)
    {
        let removed = document.text(in: range)
        let end = document.replace(range, with: text)
        let edit = TextEdit(range: range, removed: removed, inserted: text, insertedEnd: end)
        let after = kind == .deleting ? range.lowerBound : end
        history.record(edit, kind: kind, at: now, cursorBefore: cursor, anchorBefore: anchor, cursorAfter: after)
        cursor = after
        anchor = nil
        goalColumn = nil
    }
}
