import TUIKit

/// The note or the large file in a text area, a line and column status under it, what the
/// last action did (or what opening the file found), and the hint line.
struct TextAreaDemoView: View {
    let viewModel: TextAreaDemoViewModel
    /// The two texts' editing state, which the view model reads as `TextAreaDemoDocuments`.
    let editors: TextAreaDemoEditors

    /// The text area that shows and takes the keys.
    private var current: TextAreaState {
        viewModel.document == .note ? editors.note : editors.largeFile
    }

    /// Whether the current text is there to edit (the large file is not, while it is made).
    private var isReady: Bool {
        if viewModel.document == .note { return true }
        if case .open = viewModel.fileState { return true }
        return false
    }

    var bindings: [KeyBinding] {
        let state = current
        var bindings = [
            KeyBinding(
                .control("s"), id: "editor.save", R.string.textAreaDemo.bindingSave(),
                isShown: viewModel.document == .note
            ) {
                viewModel.onSaveTapped()
            },
            KeyBinding(KeyEvent(.function(5)), id: "editor.document", R.string.textAreaDemo.bindingDocument()) {
                viewModel.onSwitchDocumentTapped()
            },
        ]
        if isReady {
            let words = TextAreaKeyWords(
                select: R.string.textAreaDemo.bindingSelect(), copy: R.string.textAreaDemo.bindingCopy(),
                cut: R.string.textAreaDemo.bindingCut(), paste: R.string.textAreaDemo.bindingPaste(),
                undo: R.string.textAreaDemo.bindingUndo(), redo: R.string.textAreaDemo.bindingRedo())
            // The editor's own keys before the options, so a narrow hint line keeps them.
            bindings += KeyBinding.textArea(state, words: words)
        }
        bindings += [
            KeyBinding(KeyEvent(.function(2)), id: "editor.wrap", R.string.textAreaDemo.bindingWrap()) {
                state.softWrap.toggle()
            },
            KeyBinding(KeyEvent(.function(3)), id: "editor.numbers", R.string.textAreaDemo.bindingNumbers()) {
                state.showsLineNumbers.toggle()
            },
            KeyBinding(KeyEvent(.function(4)), id: "editor.read-only", R.string.textAreaDemo.bindingReadOnly()) {
                state.isReadOnly.toggle()
            },
        ]
        return bindings + [.inherited(.escape)]
    }

    func render(in area: Rect, frame: Frame) {
        // What opening the large file found takes a row a finding, under the status.
        let report = viewModel.document == .largeFile ? Array(viewModel.fileReport.prefix(3)) : []
        let messages = report.isEmpty ? [viewModel.message] : report
        let parts = Layout.vertical(.length(1), .fill, .length(1), .length(messages.count), .length(1)).split(area)
        let (tabs, body, status, messageArea, hints) = (parts[0], parts[1], parts[2], parts[3], parts[4])
        let inner = EdgeInsets(horizontal: 1)
        renderTabs(in: tabs.inset(by: inner), frame: frame)
        let editorArea = body.inset(by: inner)
        if isReady {
            frame.render(
                TextArea(
                    state: current, placeholder: R.string.textAreaDemo.placeholder(),
                    highlight: viewModel.document == .note ? Self.noteHighlight : Self.logHighlight),
                in: editorArea)
            frame.render(
                Label(statusText, style: frame.context.style(R.color.text.secondary)), in: status.inset(by: inner))
        } else if let progress = viewModel.progressText {
            renderProgress(progress, in: editorArea, frame: frame)
        }
        for (index, message) in messages.enumerated() {
            frame.render(
                Label(message, style: frame.context.style(R.color.text.primary)),
                in: messageArea.row(index).inset(by: inner))
        }
        frame.render(KeyHintsView(), in: hints)
    }

    /// "Note  Large file", the shown one bold and underlined, so it reads without colour.
    private func renderTabs(in area: Rect, frame: Frame) {
        let titles: [(String, TextAreaDemoViewModel.Document)] = [
            (R.string.textAreaDemo.noteTitle(), .note), (R.string.textAreaDemo.fileTitle(), .largeFile),
        ]
        var x = area.x
        for (title, document) in titles {
            let isShown = document == viewModel.document
            let style =
                isShown
                ? frame.context.style(R.color.text.accent, text: TextStyle([.bold, .underline]))
                : frame.context.style(R.color.text.secondary)
            x += frame.canvas.write(title, at: Point(x: x, y: area.y), style: style, clip: area) + 3
        }
    }

    /// "Ln 3, Col 12 · 5 selected · wrap · read-only · edited".
    private var statusText: String {
        let editor = current.editor
        var parts = [R.string.textAreaDemo.status(editor.cursor.line + 1, editor.cursorColumn + 1)]
        if let selection = editor.selection {
            let lines = selection.upperBound.line - selection.lowerBound.line + 1
            parts.append(
                lines > 1
                    ? R.string.textAreaDemo.statusSelectedLines(lines)
                    : R.string.textAreaDemo.statusSelectedCharacters(editor.document.text(in: selection).count))
        }
        parts.append(current.softWrap ? R.string.textAreaDemo.statusWrap() : R.string.textAreaDemo.statusNoWrap())
        if current.isReadOnly { parts.append(R.string.textAreaDemo.statusReadOnly()) }
        if viewModel.document == .note, editors.isNoteEdited { parts.append(R.string.textAreaDemo.statusEdited()) }
        return parts.joined(separator: " · ")
    }

    /// The progress of making the file, with a bar that reads without colour.
    private func renderProgress(_ text: String, in area: Rect, frame: Frame) {
        let (_, label, bar, _) = area.rows(.fill, .length(1), .length(1), .fill)
        frame.render(Label(text, style: frame.context.style(R.color.text.primary)), in: label)
        guard case .generating(let made) = viewModel.fileState, !bar.isEmpty else { return }
        let width = min(bar.width, 40)
        let filled = made * width / TextAreaDemoSample.lineCount
        let glyphs = frame.context.unicode ? ("█", "░") : ("#", ".")
        frame.canvas.write(
            String(repeating: glyphs.0, count: filled) + String(repeating: glyphs.1, count: width - filled),
            at: bar.origin, style: frame.context.style(R.color.text.accent), clip: bar)
    }

    /// The note's highlight: headings (lines starting with #) and the word TODO.
    static let noteHighlight: TextArea.Highlighter = { line, _ in
        var spans: [TextArea.Span] = []
        if line.hasPrefix("#") {
            spans.append(
                TextArea.Span(line.startIndex..<line.endIndex, color: R.color.text.accent, attributes: [.bold]))
        }
        for range in line.ranges(of: "TODO") {
            spans.append(TextArea.Span(range, color: R.color.text.error, attributes: [.bold]))
        }
        return spans
    }

    /// The log's highlight: its level words.
    static let logHighlight: TextArea.Highlighter = { line, _ in
        let levels: [(String, ColorSet, TextAttributes)] = [
            ("ERROR", R.color.text.error, [.bold]), ("WARN", R.color.text.accent, [.bold]),
            ("DEBUG", R.color.text.secondary, [.dim]),
        ]
        for (word, color, attributes) in levels {
            if let range = line.firstRange(of: word) {
                return [TextArea.Span(range, color: color, attributes: attributes)]
            }
        }
        return []
    }
}
