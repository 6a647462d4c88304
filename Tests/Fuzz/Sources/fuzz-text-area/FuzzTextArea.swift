import TUICore

/// Pieces an edit script inserts: line breaks of every kind, combining marks, wide and
/// emoji graphemes, controls, and a lone regional indicator.
private let pieces = [
    "a", " ", "word", "\n", "\r\n", "\r", "e\u{301}", "\u{301}", "漢", "👍🏽", "👨‍👩‍👧", "🇯", "\u{0}", "\t", "\u{1B}",
    "\u{85}", "x\ny", "",
]

/// One libFuzzer input: a document (the bytes up to the first 0xFF 0xFF, read as any file
/// is, invalid UTF-8 included) and an edit script (four bytes an edit). Each edit goes to the
/// line buffer and to a plain byte model, which must stay equal; the same script then runs
/// through the editor's keys, whose undo must take the text back to where it started.
func fuzzTextArea(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let input = Array(UnsafeBufferPointer(start: start, count: count))
    var split = input.count
    for index in 0..<max(0, input.count - 1) where input[index] == 0xFF && input[index + 1] == 0xFF {
        split = index
        break
    }
    let (original, _) = TextDocument.decoding(Array(input[..<split]))
    let script = Array(input[min(input.count, split + 2)...].prefix(4 * 256))
    checkBuffer(original, script)
    checkEditor(original, script)
    return 0
}

/// `replace` on the document against the same bytes replaced in a plain array.
private func checkBuffer(_ original: TextDocument, _ script: [UInt8]) {
    var document = original
    var model = Array(original.text.utf8)
    func modelOffset(_ position: TextPosition) -> Int {
        (0..<position.line).reduce(0) { $0 + document[$1].utf8.count + 1 } + position.offset
    }
    var index = 0
    while index + 3 < script.count {
        let (a, b, c, d) = (Int(script[index]), Int(script[index + 1]), Int(script[index + 2]), Int(script[index + 3]))
        index += 4
        let first = document.clamped(TextPosition(line: a % document.lineCount, offset: b))
        let second = document.clamped(TextPosition(line: (a + c) % document.lineCount, offset: c))
        let range = min(first, second)..<max(first, second)
        let text = pieces[d % pieces.count]
        let lower = modelOffset(range.lowerBound)
        let upper = modelOffset(range.upperBound)
        precondition(document.text(in: range).utf8.elementsEqual(model[lower..<upper]), "text(in:) differs")
        let end = document.replace(range, with: text)
        model.replaceSubrange(lower..<upper, with: Array(text.utf8))
        precondition(Array(document.text.utf8) == model, "the buffer and the model differ")
        precondition(modelOffset(end) == lower + text.utf8.count, "the end of the insert is wrong")
    }
}

/// The editor's moves and edits keep the cursor inside the text, and undoing every group
/// gives back the text it started with; redoing them all gives the furthest edited text again.
private func checkEditor(_ original: TextDocument, _ script: [UInt8]) {
    var editor = TextEditor(document: original)
    var now = Duration.zero
    for (step, byte) in script.enumerated() {
        now += .milliseconds(Int(byte) * 10)
        let extend = step.isMultiple(of: 3)
        let layout = LineLayout(width: byte.isMultiple(of: 2) ? Int(byte % 13) + 1 : nil, tabWidth: 4)
        switch byte % 16 {
        case 0: editor.move(.left, extend: extend)
        case 1: editor.move(.right, extend: extend)
        case 2: editor.move(.wordLeft, extend: extend)
        case 3: editor.move(.wordRight, extend: extend)
        case 4: editor.moveVertically(by: Int(byte % 5) - 2, layout: layout, extend: extend)
        case 5: editor.moveToLineStart(layout: layout, extend: extend)
        case 6: editor.moveToLineEnd(layout: layout, extend: extend)
        case 7: editor.insert(pieces[Int(byte) % pieces.count], at: now)
        case 8: editor.insert(pieces[Int(byte / 16) % pieces.count], kind: .other, at: now)
        case 9: editor.deleteBackward(at: now)
        case 10: editor.deleteForward(at: now)
        case 11: editor.deleteWordBackward(at: now)
        case 12: _ = editor.cut(at: now)
        case 13: editor.undo()
        case 14: editor.redo()
        default: byte > 128 ? editor.deleteToLineEnd(at: now) : editor.deleteToLineStart(at: now)
        }
        let document = editor.document
        precondition(document.clamped(editor.cursor) == editor.cursor, "the cursor left the text")
        if let anchor = editor.anchor { precondition(document.clamped(anchor) == anchor, "the anchor left the text") }
        let line = document[editor.cursor.line]
        let rows = layout.rows(of: line)
        precondition(rows.first?.lowerBound == 0 && rows.last?.upperBound == line.utf8.count, "rows miss the line")
        for (row, next) in zip(rows, rows.dropFirst()) { precondition(row.upperBound == next.lowerBound, "rows gap") }
    }
    // A script that ends with undos leaves groups to redo: the furthest text is after them.
    while editor.redo() {}
    let edited = editor.document.text
    while editor.undo() {}
    precondition(editor.document == original, "undoing everything did not give back the text")
    while editor.redo() {}
    precondition(editor.document.text == edited, "redoing everything did not give the edited text")
}
