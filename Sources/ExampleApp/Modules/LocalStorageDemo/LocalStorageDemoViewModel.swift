import Foundation
import Observation
import Storage

/// Saves a typed note as a `Codable` model with `LocalStorage` (named as in the iOS
/// utilities), reads it back, shows the file it lives in, and removes it. Every failure is
/// a message on the screen; the typed text is kept whatever happens.
@MainActor
@Observable
final class LocalStorageDemoViewModel {
    static let fileName = "note"

    /// The note being typed (`LocalStorageDemoFactory.makeNoteField()`).
    let input: any FormField
    /// The note read back last, nil before a read or after a removal.
    private(set) var loaded: LocalNote?
    /// The last action's result.
    private(set) var message: String
    private(set) var fileExists = false
    /// The file's path with the home written `~`.
    @ObservationIgnored let filePath: String
    @ObservationIgnored private let storage: LocalStorage?

    /// `storage` is nil when its folder could not be made; `openingError` says why.
    init(input: any FormField, storage: LocalStorage?, directories: StorageDirectories, openingError: String? = nil) {
        self.input = input
        self.storage = storage
        filePath =
            storage.map { directories.displayPath($0.directory.appendingPathComponent(Self.fileName + ".json")) }
            ?? "-"
        message = openingError.map { R.string.localStorageDemo.unavailable($0) } ?? R.string.localStorageDemo.ready()
        fileExists = storage?.exists(fileName: Self.fileName) ?? false
    }

    /// Saves the typed text as the next revision, replacing the file.
    func onSaveTapped() {
        let text = input.text.trimmingCharacters(in: .whitespaces)
        guard !text.isEmpty else {
            message = R.string.localStorageDemo.emptyNote()
            return
        }
        guard input.isValid else {
            input.isTouched = true
            message = R.string.localStorageDemo.tooLong()
            return
        }
        perform { storage in
            let previous = (try? storage.load(fileName: Self.fileName, as: LocalNote.self))?.revision ?? 0
            let note = LocalNote(text: text, revision: previous + 1)
            try storage.store(object: note, as: Self.fileName)
            message = R.string.localStorageDemo.saved(note.revision)
        }
    }

    /// Reads the file back into a model.
    func onReadTapped() {
        perform { storage in
            loaded = try storage.load(fileName: Self.fileName, as: LocalNote.self)
            message = loaded == nil ? R.string.localStorageDemo.nothingSaved() : R.string.localStorageDemo.readBack()
        }
    }

    /// Removes the file; removing what is not there is not an error.
    func onRemoveTapped() {
        perform { storage in
            try storage.remove(fileName: Self.fileName)
            loaded = nil
            message = R.string.localStorageDemo.removed()
        }
    }

    private func perform(_ action: (LocalStorage) throws -> Void) {
        guard let storage else { return }
        do {
            try action(storage)
        } catch {
            message = R.string.localStorageDemo.failed(String(describing: error))
        }
        fileExists = storage.exists(fileName: Self.fileName)
    }
}
