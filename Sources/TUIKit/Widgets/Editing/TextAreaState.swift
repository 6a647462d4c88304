import Observation
import TUICore

/// The state of one text area, kept by the view that shows it (as a text field's
/// `TextFieldState` is): the `TextEditor` (text, cursor, selection, undo history), the
/// options a screen switches (soft wrap, line numbers, read-only), what shows (the
/// viewport), and the way out to the clipboard.
///
/// Every key goes through `handle(_:)`, which returns false for keys a text area does not
/// use (Tab, Esc without a selection, function keys), so the screen's own bindings get them.
/// Edits are timed by `clock`, so a pause in typing ends an undo group on the app's time.
@MainActor
@Observable
public final class TextAreaState {
    /// Changed by every edit and move: a view that read the editor draws again.
    private var revision = 0
    @ObservationIgnored private var storage: TextEditor
    /// Lines break at the text area's width; off, a long line scrolls sideways.
    public var softWrap: Bool {
        didSet { followsCursor = true }
    }
    public var showsLineNumbers: Bool
    /// Columns between tab stops.
    public var tabWidth = 4
    /// What the last copy did (shown by a screen: copied, too large, off); nil before one.
    public private(set) var lastCopy: Clipboard.Outcome?
    /// Where copies go: the window's clipboard (OSC 52); nil keeps them in the text area.
    @ObservationIgnored public var clipboard: Clipboard?
    /// Hears of each copy or cut: the text, and what the clipboard did with it.
    @ObservationIgnored public var onCopy: (@MainActor (_ text: String, _ outcome: Clipboard.Outcome?) -> Void)?
    /// What Ctrl-V puts in: the last text copied or cut here. The terminal's own paste
    /// (its menu, Ctrl-Shift-V) arrives as a bracketed paste instead.
    @ObservationIgnored public private(set) var register = ""
    /// What shows: the first row and the columns scrolled off. Kept while the cursor
    /// moves by keys; the wheel scrolls it without moving the cursor.
    @ObservationIgnored public internal(set) var viewport = TextViewport()
    /// Set by every key that moves the cursor: the next frame scrolls it into sight.
    @ObservationIgnored var followsCursor = true
    /// The cells the text took in the last frame: pages are that high, clicks land there.
    @ObservationIgnored public internal(set) var textSize = Size(width: 80, height: 10)
    @ObservationIgnored private let clock: (any AppClock)?

    public init(
        text: String = "", isReadOnly: Bool = false, softWrap: Bool = true, showsLineNumbers: Bool = false,
        clock: (any AppClock)? = nil, history: EditHistory = EditHistory()
    ) {
        var editor = TextEditor(document: TextDocument(text), history: history)
        editor.isReadOnly = isReadOnly
        storage = editor
        self.softWrap = softWrap
        self.showsLineNumbers = showsLineNumbers
        self.clock = clock
    }

    /// The text, cursor, selection and history.
    public var editor: TextEditor {
        _ = revision
        return storage
    }

    /// The whole text; setting it starts over (cursor at the start, no history).
    public var text: String {
        get { editor.document.text }
        set { load(TextDocument(newValue)) }
    }

    public var isReadOnly: Bool {
        get {
            _ = revision
            return storage.isReadOnly
        }
        set {
            storage.isReadOnly = newValue
            revision &+= 1
        }
    }

    /// Shows `document` from its start, with no selection and no history.
    public func load(_ document: TextDocument) {
        storage.load(document)
        viewport = TextViewport()
        followsCursor = true
        revision &+= 1
    }

    /// How lines break in a text `width` columns wide.
    public func layout(width: Int) -> LineLayout {
        LineLayout(width: softWrap ? width : nil, tabWidth: tabWidth)
    }

    /// The layout of the last frame.
    var currentLayout: LineLayout { layout(width: textSize.width) }

    private var now: Duration { clock?.now ?? .zero }

    // MARK: Keys

    /// Applies a key; false for a key a text area does not use, so it passes on. While
    /// read-only, the keys that would edit pass on too.
    public func handle(_ key: KeyEvent) -> Bool {
        let shift = key.modifiers.contains(.shift)
        let word = !key.modifiers.isDisjoint(with: [.control, .alt])
        switch key.key {
        case .left: return move(word ? .wordLeft : .left, extend: shift)
        case .right: return move(word ? .wordRight : .right, extend: shift)
        case .up, .down:
            if key.modifiers.contains(.control) { return scroll(by: key.key == .up ? -1 : 1) }
            return moveVertically(by: key.key == .up ? -1 : 1, extend: shift)
        case .pageUp, .pageDown: return page(down: key.key == .pageDown, extend: shift)
        case .home:
            if key.modifiers.contains(.control) { return move(.documentStart, extend: shift) }
            return change { $0.moveToLineStart(layout: currentLayout, extend: shift) }
        case .end:
            if key.modifiers.contains(.control) { return move(.documentEnd, extend: shift) }
            return change { $0.moveToLineEnd(layout: currentLayout, extend: shift) }
        case .escape:
            guard key.modifiers.isEmpty else { return false }
            return changeIf { $0.clearSelection() }
        case .enter: return key.modifiers.isEmpty && edit { $0.insert("\n", at: now) }
        case .backspace: return edit { word ? $0.deleteWordBackward(at: now) : $0.deleteBackward(at: now) }
        case .delete: return edit { word ? $0.deleteWordForward(at: now) : $0.deleteForward(at: now) }
        case .character(let character): return handle(character, modifiers: key.modifiers)
        case .tab, .backTab, .insert, .function: return false
        }
    }

    private func handle(_ character: Character, modifiers: KeyModifiers) -> Bool {
        switch modifiers {
        case [], .shift:
            guard LineLayout.symbol(for: character) == nil else { return false }
            return edit { $0.insert(String(character), at: now) }
        case .control:
            switch character {
            case "a": return change { $0.selectAll() }
            case "x": return cut()
            case "v": return pasteRegister()
            case "w": return edit { $0.deleteWordBackward(at: now) }
            case "k": return edit { $0.deleteToLineEnd(at: now) }
            case "u": return edit { $0.deleteToLineStart(at: now) }
            default: return false
            }
        case .alt:
            switch character {
            case "b": return move(.wordLeft, extend: false)
            case "f": return move(.wordRight, extend: false)
            case "<": return move(.documentStart, extend: false)
            case ">": return move(.documentEnd, extend: false)
            case "d": return edit { $0.deleteWordForward(at: now) }
            case "c": return copy()
            case "u": return undo()
            case "r": return redo()
            default: return false
            }
        default: return false
        }
    }

    // MARK: Commands

    /// Inserts a bracketed paste whole, as one undo step; its line breaks ("\r" from most
    /// terminals) start new lines. False while read-only.
    @discardableResult
    public func paste(_ text: String) -> Bool {
        edit { $0.insert(text, kind: .other, at: now) }
    }

    /// Copies the selection to the clipboard and the register; false when nothing is selected.
    @discardableResult
    public func copy() -> Bool {
        guard let text = storage.selectedText else { return false }
        register = text
        lastCopy = clipboard?.copy(text)
        onCopy?(text, lastCopy)
        return true
    }

    /// Cuts the selection to the clipboard and the register; false when nothing is
    /// selected or read-only.
    @discardableResult
    public func cut() -> Bool {
        guard storage.selection != nil, !storage.isReadOnly else { return false }
        var text: String?
        _ = edit {
            text = $0.cut(at: now)
            return text != nil
        }
        guard let text else { return false }
        register = text
        lastCopy = clipboard?.copy(text)
        onCopy?(text, lastCopy)
        return true
    }

    /// Ctrl-V: puts in the last text copied or cut here.
    @discardableResult
    public func pasteRegister() -> Bool {
        guard !register.isEmpty else { return false }
        return paste(register)
    }

    @discardableResult
    public func undo() -> Bool {
        edit { $0.undo() }
    }

    @discardableResult
    public func redo() -> Bool {
        edit { $0.redo() }
    }

    /// Ends the run of typing, so the next edit undoes on its own (after a save, say).
    public func checkpoint() {
        storage.checkpoint()
    }

    // MARK: Mouse

    /// A press at `point` of the text (0, 0 its first shown cell) puts the cursor there; a
    /// drag from it selects up to where it goes.
    public func press(at point: Point, extend: Bool = false) {
        let position = position(at: point)
        _ = change { $0.place(at: position, extend: extend) }
    }

    /// The wheel: `rows` rows down (up when negative), the cursor left where it is.
    @discardableResult
    public func scroll(by rows: Int) -> Bool {
        viewport.scroll(by: rows, in: storage.document, layout: currentLayout)
        followsCursor = false
        revision &+= 1
        return true
    }

    /// The place shown at `point` of the last frame's text.
    func position(at point: Point) -> TextPosition {
        let document = storage.document
        let layout = currentLayout
        var row = viewport.top(in: document, layout: layout)
        // Above the text (a drag past its top edge): the rows before; below the last: the end.
        for _ in 0..<abs(point.y) {
            guard row.step(down: point.y > 0, in: document, layout: layout) else {
                if point.y > 0 { return document.end }
                break
            }
        }
        let column = max(0, point.x) + viewport.leftColumn
        let offset = layout.offset(
            atColumn: column, in: document[row.line], row: row.range, isLastRow: row.isLastRowOfLine, nearest: true)
        return TextPosition(line: row.line, offset: offset)
    }

    // MARK: Applying

    private func move(_ move: TextEditor.Move, extend: Bool) -> Bool {
        change { $0.move(move, extend: extend) }
    }

    private func moveVertically(by rows: Int, extend: Bool) -> Bool {
        change { $0.moveVertically(by: rows, layout: currentLayout, extend: extend) }
    }

    /// PgUp/PgDn: the cursor a page of rows on, and the view with it, so the cursor keeps
    /// its place on the screen.
    private func page(down: Bool, extend: Bool) -> Bool {
        let rows = max(1, textSize.height - 1)
        viewport.scroll(by: down ? rows : -rows, in: storage.document, layout: currentLayout)
        return moveVertically(by: down ? rows : -rows, extend: extend)
    }

    /// Runs a move or selection change, and the next frame brings the cursor into sight.
    private func change(_ body: (inout TextEditor) -> Void) -> Bool {
        body(&storage)
        followsCursor = true
        revision &+= 1
        return true
    }

    /// A change that may not happen (no selection to clear): false passes the key on.
    private func changeIf(_ body: (inout TextEditor) -> Bool) -> Bool {
        guard body(&storage) else { return false }
        followsCursor = true
        revision &+= 1
        return true
    }

    /// Runs an edit; false (the key passes on) only while read-only. An edit that changes
    /// nothing (Backspace at the start) still takes its key, which must not reach the
    /// screen's own (Backspace goes back).
    private func edit(_ body: (inout TextEditor) -> Bool) -> Bool {
        guard !storage.isReadOnly else { return false }
        if body(&storage) {
            followsCursor = true
            revision &+= 1
        }
        return true
    }
}
