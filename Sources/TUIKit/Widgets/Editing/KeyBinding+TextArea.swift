import TUICore

/// The words a text area's hint line uses, in the app's language (English by default).
public struct TextAreaKeyWords: Sendable {
    public var select: String
    public var copy: String
    public var cut: String
    public var paste: String
    public var undo: String
    public var redo: String

    public init(
        select: String = "select", copy: String = "copy", cut: String = "cut", paste: String = "paste",
        undo: String = "undo", redo: String = "redo"
    ) {
        self.select = select
        self.copy = copy
        self.cut = cut
        self.paste = paste
        self.undo = undo
        self.redo = redo
    }
}

extension KeyBinding {
    /// Shift with a move: the keys that select, named once in the hint line.
    public static let textAreaSelectKeys: [KeyEvent] = [
        KeyEvent(.left, modifiers: .shift), KeyEvent(.right, modifiers: .shift), KeyEvent(.up, modifiers: .shift),
        KeyEvent(.down, modifiers: .shift), KeyEvent(.home, modifiers: .shift), KeyEvent(.end, modifiers: .shift),
        KeyEvent(.pageUp, modifiers: .shift), KeyEvent(.pageDown, modifiers: .shift),
        KeyEvent(.left, modifiers: [.shift, .control]), KeyEvent(.right, modifiers: [.shift, .control]),
        KeyEvent(.home, modifiers: [.shift, .control]), KeyEvent(.end, modifiers: [.shift, .control]),
        KeyEvent(.character("a"), modifiers: .control),
    ]

    /// Each select key under its id (`text-area.select-left`), in `textAreaSelectKeys`' order.
    static let textAreaSelectSlots: [Slot] = zip(
        [
            "left", "right", "up", "down", "home", "end", "page-up", "page-down", "word-left", "word-right", "top",
            "bottom", "all",
        ],
        textAreaSelectKeys
    )
    .map { Slot(ID("text-area.select-\($0)"), [$1]) }

    /// What a focused text area takes: the commands named in the hint line (select, copy,
    /// cut, paste, undo, redo), then every other key it uses (typing, moves, deletes) and a
    /// bracketed paste, whole. Keys it does not use (Tab, Esc without a selection, function
    /// keys, and the editing keys while read-only) pass on to the bindings after these.
    ///
    /// Ctrl-C quits and Ctrl-Z suspends in every terminal app made on TUIKit, so copy is
    /// Alt-C and undo Alt-U (redo Alt-R); cut and paste are Ctrl-X and Ctrl-V.
    public static func textArea(_ state: TextAreaState, words: TextAreaKeyWords = TextAreaKeyWords()) -> [KeyBinding] {
        let editable = !state.isReadOnly
        return [
            KeyBinding(keys: textAreaSelectKeys, slots: textAreaSelectSlots, label: "Shift-←→ ↑↓", words.select) {
                state.handle($0)
            },
            KeyBinding(KeyEvent(.character("c"), modifiers: .alt), id: "text-area.copy", words.copy) { state.copy() },
            KeyBinding(.control("x"), id: "text-area.cut", words.cut, isShown: editable) { state.cut() },
            KeyBinding(.control("v"), id: "text-area.paste", words.paste, isShown: editable) { state.pasteRegister() },
            KeyBinding(KeyEvent(.character("u"), modifiers: .alt), id: "text-area.undo", words.undo, isShown: editable)
            {
                state.undo()
            },
            KeyBinding(KeyEvent(.character("r"), modifiers: .alt), id: "text-area.redo", words.redo, isShown: editable)
            {
                state.redo()
            },
            .anyKey { state.handle($0) },
            .paste { state.paste($0) },
        ]
    }
}
