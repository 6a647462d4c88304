import ExampleApp
import Foundation
import TUITestSupport
import XCTest

/// Recordings of real flows, made with `example-tui record` (scripts/record-replays.sh),
/// replayed against the app under the manual clock: each screen the recording shows before
/// a key must be the one the app shows then.
@MainActor
final class ReplayTests: XCTestCase {
    // docs: testing.md
    func testSettingsLanguageSwitch() async {
        await assertReplay(recording: ShowcaseReplay.recording("settings-language"), app: ShowcaseReplay.pilot)
    }
    // docs: end

    func testExamplesIntoADemoAndBack() async {
        await assertReplay(recording: ShowcaseReplay.recording("examples-demo-and-back"), app: ShowcaseReplay.pilot)
    }

    func testTableSearch() async {
        await assertReplay(recording: ShowcaseReplay.recording("table-search"), app: ShowcaseReplay.pilot)
    }

    func testToastShowsAndGoes() async {
        await assertReplay(recording: ShowcaseReplay.recording("toast"), app: ShowcaseReplay.pilot)
    }

    /// The first "Settings" (the screen's title, drawn first; the tab bar's comes later) as
    /// "Sottings".
    private static func changingTheTitle(_ data: String) -> String {
        guard let range = data.range(of: "Settings") else { return data }
        return data.replacingCharacters(in: range, with: "Sottings")
    }

    /// A recording whose app drew something else fails, naming the moment and the row: one
    /// character of the settings title changed in the output before the second key.
    func testAChangedScreenFails() async throws {
        var recording = try AsciicastRecording(contentsOf: ShowcaseReplay.recording("settings-language").path)
        let index = try XCTUnwrap(recording.events.firstIndex { $0.kind == .output && $0.data.contains("Settings") })
        recording.events[index].data = Self.changingTheTitle(recording.events[index].data)
        let mismatch = try await RecordingReplay.run(recording, app: ShowcaseReplay.pilot)
        let found = try XCTUnwrap(mismatch, "a changed screen replayed green")
        XCTAssertEqual(found.beforeInput, 0)
        XCTAssertEqual(found.differingRows, [0])
        XCTAssertTrue(found.recorded[0].contains("Sottings"))
        XCTAssertTrue(found.replayed[0].contains("Settings"))
        XCTAssertTrue(found.description.contains("before input 0"), found.description)
    }

    /// Replaying a recording against an app that changed since fails too: the same
    /// recording with the app built in Russian differs at once.
    func testAChangedAppFails() async throws {
        let recording = try AsciicastRecording(contentsOf: ShowcaseReplay.recording("settings-language").path)
        let mismatch = try await RecordingReplay.run(recording) { conditions in
            var russian = conditions
            russian.language = "ru"
            return try ShowcaseReplay.pilot(russian)
        }
        XCTAssertNotNil(mismatch)
    }

    /// A mismatch in a region the test ignores on purpose does not fail.
    func testAnIgnoredRegionMayDiffer() async throws {
        var recording = try AsciicastRecording(contentsOf: ShowcaseReplay.recording("settings-language").path)
        let index = try XCTUnwrap(recording.events.firstIndex { $0.kind == .output && $0.data.contains("Settings") })
        recording.events[index].data = Self.changingTheTitle(recording.events[index].data)
        let mismatch = try await RecordingReplay.run(
            recording, ignoring: [Rect(x: 0, y: 0, width: 80, height: 1)], app: ShowcaseReplay.pilot)
        XCTAssertNil(mismatch)
    }
}
