import Foundation
import Storage
import XCTest

@testable import ExampleApp

/// The Local storage demo over a `LocalStorage` in a temporary home: save, read back,
/// revisions, removal, an empty note refused, and an unusable folder.
@MainActor
final class LocalStorageDemoViewModelTests: XCTestCase {
    private func makeModel() throws -> (LocalStorageDemoViewModel, LocalStorage) {
        let directories = StorageDirectories.temporaryForTest()
        let storage = try LocalStorage(directories: directories)
        let model = LocalStorageDemoViewModel(
            input: LocalStorageDemoFactory.makeNoteField(), storage: storage, directories: directories)
        return (model, storage)
    }

    func testASavedNoteIsReadBackFromItsFile() async throws {
        let (model, storage) = try makeModel()
        XCTAssertFalse(model.fileExists)
        XCTAssertEqual(model.filePath, "~/.local/share/app/LocalStorage/note.json", "the home written ~")
        model.input.text = "Buy milk"
        model.onSaveTapped()
        XCTAssertTrue(model.fileExists)
        XCTAssertEqual(model.message, R.string.localStorageDemo.saved(1))
        XCTAssertEqual(
            try storage.load(fileName: "note", as: LocalNote.self), LocalNote(text: "Buy milk", revision: 1))
        model.input.text = "Buy bread"
        model.onSaveTapped()
        model.onReadTapped()
        XCTAssertEqual(model.loaded, LocalNote(text: "Buy bread", revision: 2), "each save is the next revision")
    }

    func testRemovingTheFileLeavesNothingToRead() async throws {
        let (model, storage) = try makeModel()
        model.input.text = "Note"
        model.onSaveTapped()
        model.onReadTapped()
        model.onRemoveTapped()
        XCTAssertFalse(model.fileExists)
        XCTAssertNil(model.loaded)
        XCTAssertFalse(storage.exists(fileName: "note"))
        model.onReadTapped()
        XCTAssertEqual(model.message, R.string.localStorageDemo.nothingSaved())
        model.onRemoveTapped()
        XCTAssertEqual(model.message, R.string.localStorageDemo.removed(), "removing nothing is no error")
    }

    func testAnEmptyNoteIsNotSavedAndTheTypedTextIsKept() async throws {
        let (model, _) = try makeModel()
        model.input.text = "   "
        model.onSaveTapped()
        XCTAssertEqual(model.message, R.string.localStorageDemo.emptyNote())
        XCTAssertFalse(model.fileExists)
        model.input.text = String(repeating: "x", count: 61)
        model.onSaveTapped()
        XCTAssertEqual(model.message, R.string.localStorageDemo.tooLong())
        XCTAssertEqual(model.input.text.count, 61)
    }

    func testAFileThatIsNoNoteIsAClearFailure() async throws {
        let (model, storage) = try makeModel()
        try Data("not json".utf8).write(to: storage.directory.appendingPathComponent("note.json"))
        model.onReadTapped()
        XCTAssertTrue(model.message.hasPrefix(R.string.localStorageDemo.failed("")), model.message)
        XCTAssertNil(model.loaded)
    }

    func testAnUnusableFolderSaysWhyAndDoesNothing() async {
        let model = LocalStorageDemoViewModel(
            input: LocalStorageDemoFactory.makeNoteField(), storage: nil, directories: .temporaryForTest(),
            openingError: "permission denied")
        model.input.text = "Note"
        model.onSaveTapped()
        XCTAssertEqual(model.message, R.string.localStorageDemo.unavailable("permission denied"))
        XCTAssertEqual(model.filePath, "-")
    }
}
