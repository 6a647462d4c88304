import Foundation
import TUITestSupport
import XCTest

/// A storm of keys at the debug panel over a large store, then a quit: the app must quit
/// soon after, not after working through the backlog key by key (before the panel filtered
/// per frame and per key, such a storm kept it busy for more than 15 s).
final class InputFloodTests: XCTestCase {
    /// Far above what a quit takes once input is handled in bursts, far below the backlog.
    private static let quitBound: Duration = .seconds(5)
    private static let records = 30_000

    /// A store of `records` messages in the state folder `home` gives the app.
    private func seedStore(in home: TemporaryHome) throws {
        let state = home.environment["XDG_STATE_HOME"] ?? home.path + "/.local/state"
        let folder = URL(fileURLWithPath: state).appendingPathComponent("example-tui/logs", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let now = Date().timeIntervalSinceReferenceDate
        var file = ""
        for index in 0..<Self.records {
            file += #"{"message":{"date":\#(now - Double(Self.records - index)),"file":"Flood.swift","#
            file += #""function":"run()","id":"\#(UUID().uuidString)","label":"Network","level":"info","line":1,"#
            file += #""metadata":{},"subsystem":"example-tui","text":"flood message \#(index) café запрос"}}"#
            file += "\n"
        }
        try Data(file.utf8).write(to: folder.appendingPathComponent("logs.jsonl"))
    }

    /// Keys that filter, search, move and switch views, in a random order; never q or Ctrl-C.
    private func storm(count: Int) -> String {
        let keys = [
            "/", "l", "c", "s", "\t", "j", "k", "a", "é", "ж", "0", "1", "2", "\u{7F}", "\r", "\u{1B}[B", "\u{1B}[A",
            "\u{1B}[6~", "\u{1B}[5~", "r", "ф", " ",
        ]
        var generator = SystemRandomNumberGenerator()
        return (0..<count).map { _ in keys.randomElement(using: &generator)! }.joined()
    }

    private func openPanel(_ app: AppSession) {
        app.waitForMainScreen()
        // Ctrl-]: the panel's hotkey where F12 may not reach the app.
        app.send("\u{1D}")
        // The JSON lines are imported as a session of their own: v, up to all sessions, Enter.
        app.expectScreen(containing: "Messages")
        app.send("v")
        app.expectScreen(containing: "all sessions")
        app.send("\u{1B}[A\r")
        app.expectScreen(containing: "flood message \(Self.records - 1)", timeout: .seconds(30))
    }

    func testControlCQuitsAtOnceAfterAStormOfKeys() throws {
        let home = try TemporaryHome()
        try seedStore(in: home)
        let app = try AppSession(home: home)
        openPanel(app)
        app.send(storm(count: 3_000) + "\u{03}")
        let sent = ContinuousClock.now
        XCTAssertEqual(app.waitForExit(timeout: Self.quitBound), 0)
        print("quit \(ContinuousClock.now - sent) after the storm was written")
        app.assertModesRestored()
    }

    func testQQuitsSoonAfterALongSearchTypedKeyByKey() throws {
        let home = try TemporaryHome()
        try seedStore(in: home)
        let app = try AppSession(home: home)
        openPanel(app)
        let search = String(repeating: "flood café запрос ", count: 100)
        // "/" starts the search, the text goes in key by key, Enter keeps it, Esc closes the
        // panel, and q quits from the Examples screen.
        app.send("/" + search + "\r\u{1B}")
        app.expectScreen(containing: try AppUnderTest.showcase.readyMarker())
        app.send("q")
        let sent = ContinuousClock.now
        XCTAssertEqual(app.waitForExit(timeout: Self.quitBound), 0)
        print("quit \(ContinuousClock.now - sent) after q")
        app.assertModesRestored()
    }
}
