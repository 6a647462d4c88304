import Foundation
import TUIPseudoTerminal
import TUITestSupport
import XCTest

#if canImport(Glibc)
    import Glibc
#endif

/// `example-tui record` driven from a pseudo-terminal as a person would, and its file played
/// by the real asciinema client (scripts/bootstrap.sh --test installs it; without it the
/// test fails, it never skips).
final class RecordEndToEndTests: XCTestCase {
    func testRecordsASessionThatAsciinemaPlaysBack() throws {
        let home = try TemporaryHome()
        let path = home.path + "/session.cast"
        let session = try AppSession(arguments: ["record", "--output", path, "exampletui://settings"], home: home)
        session.expectScreen(containing: "App version", timeout: .seconds(10))
        session.waitUntilSettled()
        session.terminal.resize(rows: 24, columns: 80)
        session.waitUntilSettled()
        session.expectScreen(containing: "App version")
        session.send("q")
        XCTAssertEqual(session.waitForExit(), 0, session.dump())
        session.assertModesRestored()
        XCTAssertTrue(session.terminal.plainOutput.contains("Recorded to \(path)"), session.dump())

        let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
        XCTAssertEqual(mode, 0o600, "the file holds what was typed: its owner's alone")
        let recording = try AsciicastRecording(contentsOf: path)
        XCTAssertEqual(recording.header.width, 100)
        XCTAssertEqual(recording.header.height, 30)
        XCTAssertEqual(recording.header.environment["TERM"], "xterm-256color")
        XCTAssertEqual(recording.header.app?.name, "example-tui")
        XCTAssertFalse(recording.header.app?.version.isEmpty ?? true)
        XCTAssertNotNil(recording.header.timestamp)
        // What a replay builds the same app from (`assertReplay`).
        XCTAssertEqual(recording.header.launch["route"], "exampletui://settings")
        XCTAssertEqual(recording.header.launch["theme"], "dark")
        XCTAssertNotNil(recording.header.launch["lang"])
        XCTAssertNotNil(recording.header.launch["env"])
        XCTAssertFalse(recording.isTruncated)
        let times = recording.events.map(\.time)
        XCTAssertEqual(times, times.sorted(), "times never go back")
        let resize = try XCTUnwrap(recording.events.firstIndex { $0.kind == .resize }, "the resize is recorded")
        XCTAssertEqual(recording.events[resize].data, "80x24")
        let typed = try XCTUnwrap(recording.events.firstIndex { $0.kind == .input && $0.data == "q" })
        XCTAssertLessThan(resize, typed)
        XCTAssertTrue(recording.events.contains { $0.kind == .output && $0.data.contains("App version") })

        // The real client: `asciinema cat` writes every output event (it opens /dev/tty, so
        // it runs in a terminal of its own); fed to a screen up to where the app left the
        // alternate screen, it shows the app's screen.
        let player = try PseudoTerminal(
            executable: "asciinema", arguments: ["cat", path], environment: home.environment, rows: 30, columns: 100)
        XCTAssertEqual(player.waitForExit(timeout: .seconds(30)), 0, player.plainOutput)
        let output = player.output
        let leave = Array("\u{1B}[?1049l".utf8)
        let end = (0...(output.count - leave.count)).last { output[$0..<$0 + leave.count].elementsEqual(leave) }
        var screen = TerminalScreen(rows: 30, columns: 100)
        screen.feed(output[..<(end ?? output.count)])
        XCTAssertTrue(screen.contains("Settings"), screen.text)
        XCTAssertTrue(screen.contains("App version"), screen.text)
    }

    func testTheAppsExitStatusIsRecordsAndTheTerminalIsRestored() throws {
        let home = try TemporaryHome()
        let path = home.path + "/killed.cast"
        let session = try AppSession(arguments: ["record", "-o", path, "--lang", "ru"], home: home)
        session.expectScreen(containing: "Библиотека готовых решений", timeout: .seconds(10))
        // To record, which hands it on to the app: the app ends as SIGTERM ends it.
        session.terminal.signal(SIGTERM)
        XCTAssertEqual(session.waitForExit(), 128 + SIGTERM, session.dump())
        session.assertModesRestored()
        let recording = try AsciicastRecording(contentsOf: path)
        XCTAssertTrue(recording.events.contains { $0.data.contains("Библиотека") }, "--lang reached the app")
    }

    func testTheDefaultFileIsInTheStateFolderNamedByTheDate() throws {
        let home = try TemporaryHome()
        let session = try AppSession(arguments: ["record"], home: home)
        guard let marker = session.mainScreenMarker() else { return }
        session.expectScreen(containing: marker, timeout: .seconds(10))
        session.send("q")
        XCTAssertEqual(session.waitForExit(), 0, session.dump())
        let folder = home.path + "/.local/state/example-tui/recordings"
        let files = try FileManager.default.contentsOfDirectory(atPath: folder)
        XCTAssertEqual(files.count, 1, "\(files)")
        let name = try XCTUnwrap(files.first)
        XCTAssertTrue(name.hasSuffix(".cast") && name.hasPrefix("20"), name)
        XCTAssertTrue(session.terminal.plainOutput.contains("Recorded to \(folder)/\(name)"), session.dump())
        let folderMode = try FileManager.default.attributesOfItem(atPath: folder)[.posixPermissions] as? Int
        XCTAssertEqual(folderMode, 0o700)
    }

    func testALongPasteIsRecordedWhole() throws {
        let home = try TemporaryHome()
        let path = home.path + "/paste.cast"
        let session = try AppSession(arguments: ["record", "-o", path], home: home)
        guard let marker = session.mainScreenMarker() else { return }
        session.expectScreen(containing: marker, timeout: .seconds(10))
        let paste = String(repeating: "x", count: 500_000)
        session.send("\u{1B}[200~" + paste + "\u{1B}[201~")
        session.send("q")
        XCTAssertEqual(session.waitForExit(timeout: .seconds(30)), 0, session.dump())
        let typed = try AsciicastRecording(contentsOf: path).events.filter { $0.kind == .input }.map(\.data).joined()
        XCTAssertEqual(typed, "\u{1B}[200~" + paste + "\u{1B}[201~q")
    }

    func testCtrlZStopsRecordWithTheTerminalRestoredAndContinueResumesTheApp() throws {
        let home = try TemporaryHome()
        let path = home.path + "/suspend.cast"
        let session = try AppSession(arguments: ["record", "-o", path], home: home)
        guard let marker = session.mainScreenMarker() else { return }
        session.expectScreen(containing: marker, timeout: .seconds(10))
        session.waitUntilSettled()
        session.send("\u{1A}")
        XCTAssertTrue(waitForState("T", of: session.terminal.processID), "record stops with the app")
        session.terminal.drain(for: .milliseconds(100))
        XCTAssertFalse(session.terminal.screen.isAlternateScreen, "the shell gets its screen back")
        session.assertModesRestored()

        session.terminal.signal(SIGCONT)
        session.expectScreen("is redrawn after fg") { $0.isAlternateScreen && $0.contains(marker) }
        session.send("q")
        XCTAssertEqual(session.waitForExit(), 0, session.dump())
        session.assertModesRestored()
    }

    /// The app records itself, each entry written as it comes: killed outright, with no
    /// chance to finish the file, it has lost nothing that was on screen.
    func testAKilledAppLeavesAFileThatReadsUpToItsLastScreen() throws {
        let home = try TemporaryHome()
        let path = home.path + "/killed.cast"
        let session = try AppSession(arguments: ["record", "-o", path, "exampletui://settings"], home: home)
        session.expectScreen(containing: "App version", timeout: .seconds(10))
        session.waitUntilSettled()
        session.send("\u{1B}[B")
        session.waitUntilSettled()
        session.terminal.signal(SIGKILL)
        XCTAssertEqual(session.waitForExit(), 128 + SIGKILL, session.dump())
        let recording = try AsciicastRecording(contentsOf: path)
        XCTAssertFalse(recording.isTruncated, "no line was cut off")
        XCTAssertEqual(recording.events.filter { $0.kind == .input }.map(\.data), ["\u{1B}[B"])
        var screen = TerminalScreen(rows: 30, columns: 100)
        for event in recording.events where event.kind == .output { screen.feed(Array(event.data.utf8)) }
        XCTAssertTrue(screen.contains("App version"), screen.text)
    }

    /// Waits for `/proc`'s state letter of `processID` (`T`: stopped) to be `expected`.
    private func waitForState(_ expected: Character, of processID: pid_t) -> Bool {
        let deadline = ContinuousClock.now + .seconds(5)
        while ContinuousClock.now < deadline {
            if let stat = try? String(contentsOfFile: "/proc/\(processID)/stat", encoding: .utf8),
                let close = stat.lastIndex(of: ")"), stat[stat.index(close, offsetBy: 2)...].first == expected
            {
                return true
            }
            usleep(20_000)
        }
        return false
    }

    func testWithoutATerminalItSaysSoWithStatus2() throws {
        let result = try runCommand(["record", "--output", "/dev/null"])
        XCTAssertEqual(result.status, 2, result.standardError)
        XCTAssertTrue(result.standardError.contains("needs a terminal"), result.standardError)
    }

    func testABadRouteStartsNothing() throws {
        let home = try TemporaryHome()
        let path = home.path + "/bad.cast"
        let session = try AppSession(arguments: ["record", "-o", path, "exampletui://nowhere"], home: home)
        XCTAssertEqual(session.waitForExit(), 2, session.dump())
        XCTAssertTrue(session.terminal.plainOutput.contains("exampletui://nowhere"), session.dump())
        XCTAssertFalse(FileManager.default.fileExists(atPath: path))
    }
}
