import Observation
import TUICore

/// The state of one text field, kept by its view, which edits and draws it: the template's
/// double state of `text` (the raw input) and `formattedText` (what is shown), the cursor in
/// both, the validation result, and how far the field is scrolled. A view model reads it
/// through a plain protocol of the app's (the showcase's `FormField`).
///
/// Every edit goes through the formatter's `sanitize`, so `text` holds only what the
/// field accepts, and the cursor is mapped into `formattedText` so it stays at the edit
/// point while a mask inserts its characters.
@MainActor
@Observable
public final class TextFieldState {
    public private(set) var buffer: TextEditingBuffer
    /// Set by the screen once the user has left the field or submitted the form: errors
    /// show from then on and follow every edit, but not while a first value is typed.
    public var isTouched = false
    /// The first shown column, kept by the view so the cursor stays in sight.
    public internal(set) var scrollOffset = 0
    @ObservationIgnored public let validator: any TextValidator
    @ObservationIgnored public let formatter: any TextFormatter
    /// A password field (UITextField's `isSecureTextEntry`): the field shows one mask glyph
    /// per grapheme until revealed, word keys jump over the whole value (its spaces are not
    /// told), and the state describes and mirrors itself without the text.
    @ObservationIgnored public let isSecureTextEntry: Bool
    /// Whether a secure field shows its text (the reveal key or a click on its eye).
    public var isRevealed = false

    public init(
        text: String = "",
        validator: any TextValidator = TextValidators(),
        formatter: any TextFormatter = TextFormatters(),
        isSecureTextEntry: Bool = false
    ) {
        self.validator = validator
        self.formatter = formatter
        self.isSecureTextEntry = isSecureTextEntry
        buffer = TextEditingBuffer(formatter.sanitize(text))
    }

    /// Whether the field shows the mask instead of its text.
    public var isMasked: Bool { isSecureTextEntry && !isRevealed }

    /// What the field shows: `formattedText`, or `mask` once per grapheme of it while
    /// masked (so a wide CJK character or an emoji is one cell of mask, like a letter).
    public func shownText(mask: Character = "•") -> String {
        let formatted = formattedText
        return isMasked ? String(repeating: mask, count: formatted.count) : formatted
    }

    /// Shows or hides a secure field's text; false (nothing done) for a plain field.
    @discardableResult
    public func toggleReveal() -> Bool {
        guard isSecureTextEntry else { return false }
        isRevealed.toggle()
        return true
    }

    /// The raw input, as validators see it.
    public var text: String {
        get { buffer.text }
        set {
            let clean = formatter.sanitize(newValue)
            buffer = TextEditingBuffer(clean)
        }
    }

    /// What the field shows.
    public var formattedText: String { formatter.format(buffer.text) }

    /// The cursor in `formattedText`, in graphemes.
    public var formattedCursor: Int { formatter.formattedOffset(buffer.cursor, in: buffer.text) }

    public var validationError: TextValidationError? { validator.validate(buffer.text) }

    public var isValid: Bool { validationError == nil }

    /// The error to show: only once the field is touched.
    public var visibleError: TextValidationError? { isTouched ? validationError : nil }

    /// Applies an editing key; false for keys a field does not use (Tab, Enter, Esc…).
    public func handle(_ key: KeyEvent) -> Bool {
        var edited = buffer
        guard edited.handle(isMasked ? Self.maskedWordKey(key) : key) else { return false }
        commit(edited)
        return true
    }

    /// Inserts pasted text at the cursor, all at once; line breaks become spaces, as a
    /// one-line field has no room for them.
    public func paste(_ text: String) {
        var edited = buffer
        let line = String(text.map { $0.isNewline ? " " : $0 }.filter { TextWidth.of($0) > 0 || $0 == " " })
        edited.insert(line)
        commit(edited)
    }

    /// Puts the cursor at the edit point nearest to `column` of the shown text (a click),
    /// between graphemes and outside the mask's own characters; of two as near, the first.
    ///
    /// A cursor further right never stands further left in the shown text, so the column
    /// each cursor stands at only grows, and a binary search finds the nearest: a click
    /// into a field holding a long paste asks the formatter O(log n) times, not n times
    /// (each asking is O(n) itself; asking for every cursor kept the app busy for minutes).
    public func placeCursor(atColumn column: Int) {
        let shown = shownText()
        let text = buffer.text
        let last = buffer.characters.count
        func columnOf(_ cursor: Int) -> Int {
            shown.prefix(formatter.formattedOffset(cursor, in: text)).cellWidth
        }
        /// The first cursor standing at `target` or right of it; `last + 1` when none does.
        func firstCursor(reaching target: Int) -> Int {
            var low = 0
            var high = last + 1
            while low < high {
                let middle = (low + high) / 2
                if columnOf(middle) >= target { high = middle } else { low = middle + 1 }
            }
            return low
        }
        let atOrAfter = firstCursor(reaching: column)
        var best = min(atOrAfter, last)
        if atOrAfter > 0 {
            let before = columnOf(atOrAfter - 1)
            if atOrAfter > last || column - before <= columnOf(atOrAfter) - column {
                best = firstCursor(reaching: before)
            }
        }
        var moved = buffer
        moved.cursor = best
        if moved != buffer { buffer = moved }
    }

    /// A masked value has no words to show: word moves go to its ends, word deletes to its
    /// start, so the keys tell nothing of where its spaces are.
    private static func maskedWordKey(_ key: KeyEvent) -> KeyEvent {
        switch (key.key, key.modifiers) {
        case (.left, .control), (.left, .alt), (.character("b"), .alt): KeyEvent(.home)
        case (.right, .control), (.right, .alt), (.character("f"), .alt): KeyEvent(.end)
        case (.character("w"), .control), (.backspace, .alt): KeyEvent(.character("u"), modifiers: .control)
        default: key
        }
    }

    /// Keeps what the formatter accepts of the edited text, with the cursor after the
    /// accepted part of what stood before it.
    private func commit(_ edited: TextEditingBuffer) {
        let clean = formatter.sanitize(edited.text)
        let cursor = min(formatter.sanitize(edited.prefix).count, clean.count)
        var result = edited
        result.replace(with: clean, cursor: cursor)
        if result != buffer { buffer = result }
    }
}

extension TextFieldState: @preconcurrency CustomStringConvertible, @preconcurrency CustomReflectable {
    /// A secure field's text never reaches a log line or a debug dump: only its length.
    public var description: String {
        isSecureTextEntry
            ? "TextFieldState(secure, \(buffer.characters.count) characters)"
            : "TextFieldState(\(String(reflecting: buffer.text)))"
    }

    public var customMirror: Mirror {
        isSecureTextEntry
            ? Mirror(self, children: ["isSecureTextEntry": true, "count": buffer.characters.count])
            : Mirror(self, children: ["text": buffer.text, "cursor": buffer.cursor, "isTouched": isTouched])
    }
}
