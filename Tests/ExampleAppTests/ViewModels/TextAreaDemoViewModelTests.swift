import Storage
import XCTest

@testable import ExampleApp

/// The text area demo's logic, without rendering: the note kept across a restart, the
/// large file made off the main actor and what opening it found, copy messages.
@MainActor
final class TextAreaDemoViewModelTests: XCTestCase {
    /// The texts as plain strings, for a view model that knows no editor.
    private final class Documents: TextAreaDemoDocuments {
        var noteText = ""
        var isNoteEdited = false
        var saves = 0
        var opened: [UInt8]?
        var onCopy: (@MainActor (TextAreaDemoCopy) -> Void)?

        func noteSaved() { saves += 1 }

        func openLargeFile(_ bytes: [UInt8]) async -> TextAreaDemoFileSummary {
            opened = bytes
            return TextAreaDemoFileSummary(
                lines: 3, bytes: bytes.count, invalidLines: 1, firstInvalidLine: 2, controlCharacters: 1,
                longestLine: 1, longestLineBytes: 60, hasLongLine: false)
        }
    }

    private func makeViewModel(
        _ documents: Documents, directories: StorageDirectories, lines: Int = 3
    ) throws -> TextAreaDemoViewModel {
        TextAreaDemoViewModel(
            documents: documents, storage: try LocalStorage(directories: directories), directories: directories,
            largeFileLines: lines)
    }

    func testTheNoteStartsAsTheSampleAndSurvivesARestart() async throws {
        let directories = StorageDirectories.temporaryForTest()
        let documents = Documents()
        let viewModel = try makeViewModel(documents, directories: directories)
        XCTAssertEqual(documents.noteText, R.string.textAreaDemo.defaultNote())
        documents.noteText = "kept\nacross restarts"
        viewModel.onSaveTapped()
        XCTAssertEqual(documents.saves, 1)
        XCTAssertTrue(viewModel.message.hasPrefix(R.string.textAreaDemo.saved("")))
        let restarted = Documents()
        let again = try makeViewModel(restarted, directories: directories)
        XCTAssertEqual(restarted.noteText, "kept\nacross restarts")
        XCTAssertTrue(again.message.hasPrefix(R.string.textAreaDemo.loadedNote("")))
    }

    func testTheLargeFileIsMadeOnceThenOpenedAndReported() async throws {
        let directories = StorageDirectories.temporaryForTest()
        let documents = Documents()
        let viewModel = try makeViewModel(documents, directories: directories, lines: 2_500)
        viewModel.onSwitchDocumentTapped()
        XCTAssertEqual(viewModel.document, .largeFile)
        XCTAssertEqual(viewModel.fileState, .generating(lines: 0))
        XCTAssertNotNil(viewModel.progressText)
        await viewModel.generation?.task.value
        XCTAssertNil(viewModel.progressText)
        let opened = try XCTUnwrap(documents.opened)
        XCTAssertEqual(opened.filter { $0 == 0x0A }.count, 2_499, "no line break after the last line")
        XCTAssertTrue(opened.contains(0xFF), "a line that is not UTF-8")
        XCTAssertTrue(opened.contains(0x00), "a NUL")
        XCTAssertEqual(viewModel.fileReport.count, 3, "size, bytes that are not UTF-8, controls")
        viewModel.onSaveTapped()
        XCTAssertEqual(viewModel.message, R.string.textAreaDemo.saveOnlyNote())
        viewModel.onSwitchDocumentTapped()
        viewModel.onSwitchDocumentTapped()
        XCTAssertEqual(documents.opened?.count, opened.count, "made once")
    }

    func testCopiesAreTold() async throws {
        let directories = StorageDirectories.temporaryForTest()
        let documents = Documents()
        let viewModel = try makeViewModel(documents, directories: directories)
        documents.onCopy?(.copied(characters: 12))
        XCTAssertEqual(viewModel.message, R.string.textAreaDemo.copied(12))
        documents.onCopy?(.off)
        XCTAssertEqual(viewModel.message, R.string.textAreaDemo.copyOff())
    }

    func testTheSampleFileIsTenMegabytesOfTwoHundredThousandLines() throws {
        let bytes = try TextAreaDemoSample.bytes(lines: 1_000)
        let perLine = Double(bytes.count) / 1_000
        XCTAssertEqual(perLine * Double(TextAreaDemoSample.lineCount) / 1_048_576, 10, accuracy: 1)
    }
}
