import ExampleApp
import Foundation
import Logs
import TUITestSupport
import XCTest

/// A bug report saved by the real app on a terminal (its run loop feeding the recorder)
/// replays in-process: every screen before the debug panel opened matches. The panel's own
/// screens show the wall clock and the real app's own log lines, which a replay does not
/// reproduce (docs/recording.md, "Bug reports").
@MainActor
final class BugReportEndToEndTests: XCTestCase {
    func testARealSessionsReportReplaysUpToTheDebugPanel() async throws {
        let app = AppUnderTest(executable: "example-tui", binaryVariable: "EXAMPLE_TUI_BINARY")
        let session = try AppSession(
            app: app, arguments: ["--lang", "en", "--theme", "dark", "--env", "dev"], rows: 24, columns: 80)
        session.waitForMainScreen()
        // Down, Down, Enter (a demo), Esc (back), then F12, 4 (Tools), Down, Down, Enter.
        let keys = ["\u{1B}[B", "\u{1B}[B", "\r", "\u{1B}", "\u{1B}[24~", "4", "\u{1B}[B", "\u{1B}[B", "\r"]
        for key in keys {
            session.send(key)
            session.waitUntilSettled(quiet: .milliseconds(300))
        }
        session.expectScreen(containing: "Bug report saved")
        let folder = session.home.path + "/.local/state/example-tui/bug-reports"
        let name = try XCTUnwrap(try FileManager.default.contentsOfDirectory(atPath: folder).first, session.dump())
        session.send("q")
        _ = session.waitForExit()

        XCTAssertTrue(name.hasSuffix(".etlog"), name)
        let recording = try recordingInReport(URL(fileURLWithPath: folder + "/" + name))
        // The real app's report carries its session's messages from the SQLite store.
        let archive = try LogArchive.open(URL(fileURLWithPath: folder + "/" + name))
        XCTAssertGreaterThan(archive.store.newestID(.messages) ?? 0, 0, "the session's messages are in it")
        XCTAssertEqual(archive.metadata["size"], "80x24")
        XCTAssertEqual(archive.metadata["environment"], "dev")
        XCTAssertEqual(recording.header.launch["lang"], "en")
        // Keys the app read together are one input event (on a loaded machine two keys 300 ms
        // apart can be): the bytes are compared, not the count of events.
        let inputs = recording.events.filter { $0.kind == .input }.map(\.data)
        XCTAssertEqual(inputs.joined(), keys.dropLast().joined(), "every key but the saving Enter")
        let panelInput = try XCTUnwrap(inputs.firstIndex { $0.contains("\u{1B}[24~") }, "F12 is recorded")
        let mismatch = try await RecordingReplay.run(recording, app: ShowcaseReplay.pilot)
        if let mismatch {
            // The checks before the inputs up to F12's are the screens before the panel.
            XCTAssertGreaterThan(mismatch.beforeInput ?? .max, panelInput, mismatch.description)
        }
    }

    /// A session `record` wrote while a person used the app replays in-process, every screen
    /// matching: what `record` writes is what `assertReplay` reads.
    func testASessionRecordedByRecordReplays() async throws {
        let app = AppUnderTest(executable: "example-tui", binaryVariable: "EXAMPLE_TUI_BINARY")
        let home = try TemporaryHome()
        let path = home.path + "/flow.cast"
        let session = try AppSession(
            app: app, arguments: ["record", "-o", path, "--lang", "en", "--theme", "dark", "--env", "dev"], rows: 24,
            columns: 80, home: home)
        session.waitForMainScreen()
        // Down, Down, Enter (a demo), Esc (back), then q.
        let keys = ["\u{1B}[B", "\u{1B}[B", "\r", "\u{1B}"]
        for key in keys {
            session.send(key)
            session.waitUntilSettled(quiet: .milliseconds(300))
        }
        session.send("q")
        XCTAssertEqual(session.waitForExit(), 0, session.dump())

        let recording = try AsciicastRecording(contentsOf: path)
        // As above: keys read together are one event.
        XCTAssertEqual(recording.events.filter { $0.kind == .input }.map(\.data).joined(), (keys + ["q"]).joined())
        let mismatch = try await RecordingReplay.run(recording, app: ShowcaseReplay.pilot)
        XCTAssertNil(mismatch, mismatch?.description ?? "")
    }
}
