import ExampleApp
import Foundation
import Logs
import Storage
import TUITestSupport
import XCTest

/// The recording a bug report carries (`session.cast` inside the SQLite file).
func recordingInReport(_ url: URL) throws -> AsciicastRecording {
    let archive = try LogArchive.open(url)
    let cast = try XCTUnwrap(archive.attachments.first { $0.name == "session.cast" }, "the recording is in the report")
    XCTAssertEqual(cast.mediaType, "application/x-asciicast")
    return try AsciicastRecording(data: cast.content)
}

/// The report's recording as a `.cast` file in the temporary folder, for `assertReplay(recording:)`.
func castFile(inReport url: URL) throws -> URL {
    let archive = try LogArchive.open(url)
    let cast = try XCTUnwrap(archive.attachments.first { $0.name == "session.cast" })
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
        url.deletingPathExtension().lastPathComponent + "-\(UUID().uuidString).cast")
    try cast.content.write(to: file)
    return file
}

/// The debug panel's "Save a bug report": the session so far and the log in one file,
/// which replays against the app as the committed recordings do.
@MainActor
final class BugReportFlowTests: XCTestCase {
    private let conditions = ReplayConditions(
        header: AsciicastHeader(
            width: 80, height: 24, app: ("example-tui", "1"), launch: ["lang": "en", "theme": "dark", "env": "dev"]))

    /// Presses `keys` as a person does, the app's work settling between them.
    private func press(_ keys: String..., on pilot: Pilot) async {
        for key in keys {
            pilot.press(named: key)
            await pilot.wait(for: .milliseconds(250))
        }
    }

    private func reports(in directories: StorageDirectories) throws -> [URL] {
        let folder = try directories.state().appendingPathComponent("bug-reports")
        return try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
            .map { folder.appendingPathComponent($0) }
    }

    func testEnterOnTheToolSavesTheSessionAndTheLogAndTheReportReplays() async throws {
        let directories = StorageDirectories.temporaryForTest()
        let pilot = try ShowcaseReplay.pilot(conditions, directories: directories)
        await press("down", "down", "f12", "4", "down", "down", "enter", on: pilot)
        let files = try reports(in: directories)
        XCTAssertEqual(files.count, 1)
        let url = try XCTUnwrap(files.first)
        XCTAssertTrue(pilot.text.contains("Bug report saved to"), pilot.text)
        XCTAssertTrue(pilot.text.contains("bug-report-"), "the toast says where")
        let mode = try FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? Int
        XCTAssertEqual(mode, 0o600, "it holds what was typed")

        let recording = try recordingInReport(url)
        XCTAssertEqual(recording.header.width, 80)
        XCTAssertEqual(recording.header.launch["lang"], "en")
        XCTAssertEqual(recording.header.launch["env"], "dev")
        XCTAssertNil(recording.header.launch["trimmed"])
        XCTAssertFalse(recording.header.launch["log", default: ""].isEmpty, "the log comes with it")
        let inputs = recording.events.filter { $0.kind == .input }.map(\.data)
        XCTAssertEqual(
            inputs, ["\u{1B}[B", "\u{1B}[B", "\u{1B}[24~", "4", "\u{1B}[B", "\u{1B}[B"],
            "the keys up to the last frame; the Enter that saved it has none in the report")
        let inputTimes = recording.events.filter { $0.kind == .input }.map(\.time)
        XCTAssertEqual(inputTimes, [0, 0.25, 0.5, 0.75, 1, 1.25], "by the app's clock")
        XCTAssertEqual(recording.events.last?.kind, .output)

        await assertReplay(recording: try castFile(inReport: url)) {
            try ShowcaseReplay.pilot($0, directories: .temporaryForTest())
        }
    }

    func testAClickOnTheToolSavesOneToo() async throws {
        let directories = StorageDirectories.temporaryForTest()
        let pilot = try ShowcaseReplay.pilot(conditions, directories: directories)
        await press("f12", "4", on: pilot)
        XCTAssertTrue(pilot.click(on: "Save a bug report"))
        await pilot.wait(for: .milliseconds(250))
        XCTAssertEqual(try reports(in: directories).count, 1)
        XCTAssertTrue(pilot.text.contains("Bug report saved to"), pilot.text)
        let url = try XCTUnwrap(try reports(in: directories).first)
        await assertReplay(recording: try castFile(inReport: url)) {
            try ShowcaseReplay.pilot($0, directories: .temporaryForTest())
        }
    }

    func testTwoReportsInOneSecondGetTwoFiles() async throws {
        let directories = StorageDirectories.temporaryForTest()
        let pilot = try ShowcaseReplay.pilot(conditions, directories: directories)
        await press("f12", "4", "end", "enter", "enter", on: pilot)
        XCTAssertEqual(try reports(in: directories).count, 2)
    }
}
