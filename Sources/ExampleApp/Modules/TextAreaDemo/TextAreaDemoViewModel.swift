import AppSupport
import Foundation
import Observation
import Storage

/// The text area demo: a note kept in the app's local storage (so it survives a restart),
/// and a large file made off the main actor, with its progress, then opened. Which text
/// shows, what the last action did, and what opening the file found.
@MainActor
@Observable
final class TextAreaDemoViewModel {
    enum Document: Equatable {
        case note
        case largeFile
    }

    enum FileState: Equatable {
        case closed
        /// Made so far, of `TextAreaDemoSample.lineCount`.
        case generating(lines: Int)
        case opening
        case open(TextAreaDemoFileSummary)
    }

    static let fileName = "text-area-note"

    private(set) var document = Document.note
    private(set) var fileState = FileState.closed
    /// The last action's result, or what to do next.
    private(set) var message: String
    @ObservationIgnored let documents: any TextAreaDemoDocuments
    @ObservationIgnored private let storage: LocalStorage?
    @ObservationIgnored private let filePath: String
    @ObservationIgnored private let largeFileLines: Int
    /// Making and opening the large file, while it runs (tests wait for it).
    @ObservationIgnored private(set) var generation: Perform?

    /// `storage` is nil when its folder could not be made; `openingError` says why.
    init(
        documents: any TextAreaDemoDocuments, storage: LocalStorage?, directories: StorageDirectories,
        openingError: String? = nil, largeFileLines: Int = TextAreaDemoSample.lineCount
    ) {
        self.documents = documents
        self.storage = storage
        self.largeFileLines = largeFileLines
        filePath =
            storage.map { directories.displayPath($0.directory.appendingPathComponent(Self.fileName + ".json")) }
            ?? "-"
        if let openingError {
            message = R.string.textAreaDemo.noteUnavailable(openingError)
        } else {
            message = R.string.textAreaDemo.ready()
        }
        if let note = try? storage?.load(fileName: Self.fileName, as: TextAreaNote.self) {
            documents.noteText = note.text
            message = R.string.textAreaDemo.loadedNote(filePath)
        } else {
            documents.noteText = R.string.textAreaDemo.defaultNote()
        }
        documents.onCopy = { [weak self] copy in self?.didCopy(copy) }
    }

    deinit {
        generation?.cancel()
    }

    /// What opening the large file found, one line each: its size, then bytes that are
    /// not UTF-8, control characters and a very long line, if there are any.
    var fileReport: [String] {
        guard case .open(let summary) = fileState else { return [] }
        var lines = [
            R.string.textAreaDemo.fileOpened(summary.lines, String(format: "%.1f", Double(summary.bytes) / 1_048_576))
        ]
        if summary.invalidLines > 0 {
            lines.append(R.string.textAreaDemo.fileInvalid(summary.invalidLines, summary.firstInvalidLine ?? 0))
        }
        if summary.controlCharacters > 0 {
            lines.append(R.string.textAreaDemo.fileControls(summary.controlCharacters))
        }
        if summary.hasLongLine {
            lines.append(R.string.textAreaDemo.fileLongLine(summary.longestLine, summary.longestLineBytes / 1024))
        }
        return lines
    }

    /// Ctrl-S: saves the note, replacing the file.
    func onSaveTapped() {
        guard document == .note else {
            message = R.string.textAreaDemo.saveOnlyNote()
            return
        }
        guard let storage else { return }
        do {
            try storage.store(object: TextAreaNote(text: documents.noteText), as: Self.fileName)
            documents.noteSaved()
            message = R.string.textAreaDemo.saved(filePath)
        } catch {
            message = R.string.textAreaDemo.saveFailed(String(describing: error))
        }
    }

    /// F5: the other text; the large file is made and opened the first time.
    func onSwitchDocumentTapped() {
        switch document {
        case .note:
            document = .largeFile
            if fileState == .closed { openLargeFile() }
        case .largeFile:
            document = .note
        }
    }

    /// Makes the file's bytes off the main actor, telling the progress, then opens them.
    private func openLargeFile() {
        let lines = largeFileLines
        fileState = .generating(lines: 0)
        generation = Perform { [weak self] in
            let bytes = try await Task.detached(executorPreference: AppTasks.preferredExecutor) {
                try TextAreaDemoSample.bytes(lines: lines) { made in
                    onMain { [weak self] in
                        guard case .generating = self?.fileState else { return }
                        self?.fileState = .generating(lines: made)
                    }
                }
            }.value
            try Task.checkCancellation()
            guard let self else { return }
            fileState = .opening
            let summary = await documents.openLargeFile(bytes)
            fileState = .open(summary)
        }
    }

    /// The progress while the file is made or opened, nil otherwise.
    var progressText: String? {
        switch fileState {
        case .generating(let made):
            R.string.textAreaDemo.generating(largeFileLines, made * 100 / max(1, largeFileLines))
        case .opening: R.string.textAreaDemo.opening()
        case .closed, .open: nil
        }
    }

    private func didCopy(_ copy: TextAreaDemoCopy) {
        switch copy {
        case .copied(let characters): message = R.string.textAreaDemo.copied(characters)
        case .tooLarge(let bytes): message = R.string.textAreaDemo.copyTooLarge(bytes)
        case .off: message = R.string.textAreaDemo.copyOff()
        }
    }
}
