import TUIKit

/// The demo's two text areas: the note and the large file. The view draws and edits them;
/// the view model reads them as `TextAreaDemoDocuments`.
@MainActor
final class TextAreaDemoEditors: TextAreaDemoDocuments {
    let note: TextAreaState
    let largeFile: TextAreaState
    /// The note's text when it was last loaded or saved.
    private var savedNote: String
    var onCopy: (@MainActor (TextAreaDemoCopy) -> Void)?

    init(clock: any AppClock, clipboard: Clipboard?) {
        note = TextAreaState(clock: clock)
        largeFile = TextAreaState(softWrap: false, showsLineNumbers: true, clock: clock)
        savedNote = ""
        for state in [note, largeFile] {
            state.clipboard = clipboard
            state.onCopy = { [weak self] text, outcome in
                switch outcome {
                case .copied, nil: self?.onCopy?(.copied(characters: text.count))
                case .tooLarge(let bytes): self?.onCopy?(.tooLarge(bytes: bytes))
                case .off: self?.onCopy?(.off)
                }
            }
        }
    }

    var noteText: String {
        get { note.text }
        set {
            note.text = newValue
            savedNote = newValue
        }
    }

    var isNoteEdited: Bool { note.editor.history.canUndo && note.text != savedNote }

    func noteSaved() {
        savedNote = note.text
        note.checkpoint()
    }

    func openLargeFile(_ bytes: [UInt8]) async -> TextAreaDemoFileSummary {
        let (document, report) = await Task.detached(executorPreference: AppTasks.preferredExecutor) {
            TextDocument.decoding(bytes)
        }.value
        largeFile.load(document)
        return TextAreaDemoFileSummary(
            lines: document.lineCount, bytes: bytes.count, invalidLines: report.invalidLines,
            firstInvalidLine: report.firstInvalidLine.map { $0 + 1 }, controlCharacters: report.controlCharacters,
            longestLine: report.longestLine + 1, longestLineBytes: report.longestLineBytes,
            hasLongLine: report.longestLineBytes >= TextLoadReport.longLineBytes)
    }
}
