import Foundation
import TUITestSupport
import XCTest

#if canImport(Glibc)
    import Glibc
#endif

/// `example-tui console` beside the real app in a pseudo-terminal: following its log live,
/// reading it with no app running, refusing a store it cannot read, the bug report's round
/// trip, and a link, a push and a mock scenario sent from the console.
final class ConsoleEndToEndTests: XCTestCase {
    private static let samples = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Mock/APNSFiles")

    private func waitForSocket(of session: AppSession) {
        let path = session.home.runtimeDirectory + "/example-tui.sock"
        for _ in 0..<100 where !FileManager.default.fileExists(atPath: path) {
            usleep(50_000)
        }
    }

    private func storeFile(of home: TemporaryHome) -> String {
        home.path + "/.local/state/example-tui/logs/logs.sqlite"
    }

    /// A `console --follow --json` process whose lines are collected with the time each arrived.
    private final class Follower: @unchecked Sendable {
        let process = Process()
        private let lock = NSLock()
        private var buffer = Data()
        private var received: [(line: String, at: Date)] = []
        private var errorText = ""

        init(executable: String, home: TemporaryHome, arguments: [String]) throws {
            process.executableURL = URL(fileURLWithPath: executable)
            process.arguments = ["console"] + arguments
            process.environment = home.environment
            process.standardInput = FileHandle(forReadingAtPath: "/dev/null")
            let errors = Pipe()
            process.standardError = errors
            errors.fileHandleForReading.readabilityHandler = { [weak self] handle in
                let data = handle.availableData
                guard let self, !data.isEmpty else { return }
                lock.lock()
                errorText += String(decoding: data, as: UTF8.self)
                lock.unlock()
            }
            let pipe = Pipe()
            process.standardOutput = pipe
            pipe.fileHandleForReading.readabilityHandler = { [weak self] handle in
                let data = handle.availableData
                let now = Date()
                guard let self, !data.isEmpty else { return }
                lock.lock()
                buffer.append(data)
                while let newline = buffer.firstIndex(of: 0x0A) {
                    let line = String(decoding: buffer[buffer.startIndex..<newline], as: UTF8.self)
                    buffer.removeSubrange(buffer.startIndex...newline)
                    received.append((line, now))
                }
                lock.unlock()
            }
            try process.run()
        }

        var lines: [(line: String, at: Date)] {
            lock.lock()
            defer { lock.unlock() }
            return received
        }

        /// What it said on stderr so far.
        var standardError: String {
            lock.lock()
            defer { lock.unlock() }
            return errorText
        }

        /// Waits, bounded, until stderr contains `text`.
        func waitForError(_ text: String, timeout: TimeInterval = 10) -> Bool {
            let deadline = Date().addingTimeInterval(timeout)
            while Date() < deadline {
                if standardError.contains(text) { return true }
                usleep(10_000)
            }
            return false
        }

        /// Waits, bounded, for a line containing `text`.
        func wait(for text: String, timeout: TimeInterval = 10) -> (line: String, at: Date)? {
            let deadline = Date().addingTimeInterval(timeout)
            while Date() < deadline {
                if let found = lines.first(where: { $0.line.contains(text) }) { return found }
                usleep(10_000)
            }
            return nil
        }

        func stop() {
            if process.isRunning { process.terminate() }
            process.waitUntilExit()
        }
    }

    private static func date(of jsonLine: String) -> Date? {
        guard let object = try? JSONSerialization.jsonObject(with: Data(jsonLine.utf8)) as? [String: Any],
            let text = object["date"] as? String
        else { return nil }
        return try? Date(text, strategy: Date.ISO8601FormatStyle(includingFractionalSeconds: true))
    }

    func testFollowPrintsTheRunningAppsNewRecordsAsTheyAreCommitted() throws {
        let session = try AppSession()
        session.waitForMainScreen()
        waitForSocket(of: session)
        let follower = try Follower(
            executable: try AppUnderTest.showcase.path(), home: session.home, arguments: ["--follow", "--json"])
        defer { follower.stop() }
        XCTAssertNotNil(follower.wait(for: "\"Launched\""), "the stored records first: \(follower.lines)")
        // Each link opens a screen, which the app logs (Log.navigation) as it appears.
        var latencies: [TimeInterval] = []
        for (index, route) in ["exampletui://settings", "exampletui://examples/deeplinks", "exampletui://settings"]
            .enumerated()
        {
            let before = follower.lines.count
            let result = try runCommand(["console", "--open-link", route], home: session.home)
            XCTAssertEqual(result.status, 0, result.standardError)
            let deadline = Date().addingTimeInterval(10)
            var arrived: (line: String, at: Date)?
            while Date() < deadline, arrived == nil {
                arrived = follower.lines.dropFirst(before).first { $0.line.contains("\"Navigation\"") }
                usleep(5_000)
            }
            let line = try XCTUnwrap(arrived, "navigation \(index) reached the console: \(follower.lines.map(\.line))")
            let written = try XCTUnwrap(Self.date(of: line.line))
            latencies.append(line.at.timeIntervalSince(written))
        }
        latencies.sort()
        let median = latencies[latencies.count / 2]
        print(
            "console --follow latency, write to line read (ms): \(latencies.map { Int($0 * 1000) }), median \(Int(median * 1000))"
        )
        // Loose: a busy shared machine may be slow, but a poll every second would miss this bound
        // only rarely; the figure itself goes in the report.
        XCTAssertLessThan(median, 1.0)
        session.send("q")
        _ = session.waitForExit()
        XCTAssertTrue(
            follower.waitForError("example-tui quit; waiting for it to start again"), follower.standardError)
        XCTAssertTrue(follower.process.isRunning, "the console waits for the app to start again")
    }

    /// The app quits and starts again: `console --follow` (plain and JSON) says so on stderr
    /// and goes on with the new launch's session, told by inotify on the socket's folder.
    func testFollowGoesOnWithTheNewSessionWhenTheAppStartsAgain() throws {
        let first = try AppSession()
        first.waitForMainScreen()
        waitForSocket(of: first)
        // Launched and idle, so it answers the watches at once on a loaded machine.
        first.waitUntilSettled()
        let json = try Follower(
            executable: try AppUnderTest.showcase.path(), home: first.home, arguments: ["--follow", "--json"])
        defer { json.stop() }
        let plain = try Follower(
            executable: try AppUnderTest.showcase.path(), home: first.home, arguments: ["--follow", "--plain"])
        defer { plain.stop() }
        let launched = try XCTUnwrap(json.wait(for: "\"Launched\""), "the stored records first: \(json.lines)")
        XCTAssertNotNil(plain.wait(for: "App: Launched"), "\(plain.lines)")
        let firstSession = try XCTUnwrap(Self.session(of: launched.line))
        first.send("q")
        _ = first.waitForExit()
        for follower in [json, plain] {
            XCTAssertTrue(follower.waitForError("example-tui quit; waiting"), follower.standardError)
        }
        let launchedBefore = (json.lines.count, plain.lines.count)
        let second = try AppSession(app: .showcase, home: first.home)
        second.waitForMainScreen()
        for follower in [json, plain] {
            XCTAssertTrue(
                follower.waitForError("example-tui started; following session \(firstSession + 1)"),
                follower.standardError)
        }
        let again = try XCTUnwrap(
            json.lines.dropFirst(launchedBefore.0).first { $0.line.contains("\"Launched\"") }
                ?? json.wait(for: "\"session\":\(firstSession + 1)"),
            "the new session's records: \(json.lines.map(\.line))")
        XCTAssertEqual(Self.session(of: again.line), firstSession + 1, again.line)
        let deadline = Date().addingTimeInterval(10)
        while Date() < deadline,
            !plain.lines.dropFirst(launchedBefore.1).contains(where: { $0.line.contains("App: Launched") })
        {
            usleep(10_000)
        }
        XCTAssertTrue(
            plain.lines.dropFirst(launchedBefore.1).contains { $0.line.contains("App: Launched") },
            "the new launch's records: \(plain.lines.map(\.line))")
        // And it goes on following the new instance's commits.
        let before = json.lines.count
        let link = try runCommand(["console", "--open-link", "exampletui://settings"], home: second.home)
        XCTAssertEqual(link.status, 0, link.standardError)
        let deadlineNavigation = Date().addingTimeInterval(10)
        while Date() < deadlineNavigation,
            !json.lines.dropFirst(before).contains(where: { $0.line.contains("\"Navigation\"") })
        {
            usleep(10_000)
        }
        XCTAssertTrue(json.lines.dropFirst(before).contains { $0.line.contains("\"Navigation\"") }, "\(json.lines)")
        second.send("q")
        _ = second.waitForExit()
    }

    /// The app quits just as the console asks to follow it (its socket takes the watch and
    /// closes unanswered): the console says the app quit and waits for it, as after any quit,
    /// rather than ending with an error.
    func testAFollowAskedAsTheAppQuitsWaitsForItToStartAgain() throws {
        let first = try AppSession()
        first.waitForMainScreen()
        first.send("q")
        _ = first.waitForExit()
        // A socket that closes each connection at once, as a quitting instance's does.
        let path = first.home.runtimeDirectory + "/example-tui.sock"
        let quitting = try FakeInstanceSocket(path: path, holdsConnections: false)
        let plain = try Follower(
            executable: try AppUnderTest.showcase.path(), home: first.home, arguments: ["--follow", "--plain"])
        defer { plain.stop() }
        XCTAssertTrue(
            plain.waitForError("example-tui quit; waiting for it to start again"), "stderr: \(plain.standardError)")
        XCTAssertTrue(plain.process.isRunning, "the console waits: \(plain.standardError)")
        XCTAssertFalse(plain.standardError.contains("refused"), plain.standardError)
        quitting.remove()
        let second = try AppSession(app: .showcase, home: first.home)
        second.waitForMainScreen()
        XCTAssertTrue(plain.waitForError("example-tui started; following session"), plain.standardError)
        // The stored session's launch first, then the new one's.
        let deadline = Date().addingTimeInterval(10)
        while Date() < deadline, plain.lines.filter({ $0.line.contains("App: Launched") }).count < 2 {
            usleep(10_000)
        }
        XCTAssertEqual(
            plain.lines.filter { $0.line.contains("App: Launched") }.count, 2, "records: \(plain.lines.map(\.line))")
        second.send("q")
        _ = second.waitForExit()
    }

    private static func session(of jsonLine: String) -> Int? {
        guard let object = try? JSONSerialization.jsonObject(with: Data(jsonLine.utf8)) as? [String: Any] else {
            return nil
        }
        return (object["session"] as? NSNumber)?.intValue
    }

    func testWithNoAppRunningTheConsolePrintsTheLastSessionAndExits() throws {
        let session = try AppSession()
        session.waitForMainScreen()
        session.send("q")
        _ = session.waitForExit()
        let plain = try runCommand(["console", "--plain"], home: session.home)
        XCTAssertEqual(plain.status, 0, plain.standardError)
        XCTAssertTrue(plain.standardOutput.contains(" INFO App: Launched {"), plain.standardOutput)
        let errors = try runCommand(["console", "--plain", "--level", "error"], home: session.home)
        XCTAssertEqual(errors.status, 0, errors.standardError)
        XCTAssertFalse(errors.standardOutput.contains("Launched"), errors.standardOutput)
        let follow = try runCommand(["console", "--plain", "--follow"], home: session.home)
        XCTAssertEqual(follow.status, 2)
        XCTAssertTrue(follow.standardError.contains("no running example-tui to follow"), follow.standardError)
        XCTAssertTrue(follow.standardOutput.contains("Launched"), "the stored records still print")
    }

    func testAStoreItCannotReadIsNamedAndExits2() throws {
        let home = try TemporaryHome()
        let missing = try runCommand(["console", "--plain"], home: home)
        XCTAssertEqual(missing.status, 2)
        XCTAssertTrue(missing.standardError.contains("cannot read the log store"), missing.standardError)
        let folder = (storeFile(of: home) as NSString).deletingLastPathComponent
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try Data(repeating: 0x41, count: 8_192).write(to: URL(fileURLWithPath: storeFile(of: home)))
        let garbage = try runCommand(["console", "--json"], home: home)
        XCTAssertEqual(garbage.status, 2)
        XCTAssertTrue(garbage.standardError.contains("not a log store (not SQLite)"), garbage.standardError)
        XCTAssertEqual(garbage.standardOutput, "")
        let bad = try runCommand(["console", "--open", home.path + "/nothing.etlog"], home: home)
        XCTAssertEqual(bad.status, 2)
        XCTAssertTrue(bad.standardError.contains("No such file"), bad.standardError)
    }

    func testABugReportRoundTripsThroughExportAndOpen() throws {
        let session = try AppSession()
        session.waitForMainScreen()
        session.send("q")
        _ = session.waitForExit()
        let file = session.home.path + "/report.etlog"
        let export = try runCommand(["console", "--export", file], home: session.home)
        XCTAssertEqual(export.status, 0, export.standardError)
        XCTAssertEqual(export.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines), file)
        let again = try runCommand(["console", "--export", file], home: session.home)
        XCTAssertEqual(again.status, 2, "never over an existing file")
        let opened = try runCommand(["console", "--open", file, "--json"], home: session.home)
        XCTAssertEqual(opened.status, 0, opened.standardError)
        XCTAssertTrue(opened.standardOutput.contains("\"text\":\"Launched\""), opened.standardOutput)
        let stored = try runCommand(["console", "--json"], home: session.home)
        XCTAssertEqual(
            opened.standardOutput.components(separatedBy: "\n").count,
            stored.standardOutput.components(separatedBy: "\n").count, "the report holds the session's records")
        // Cut short, it is refused.
        let data = try Data(contentsOf: URL(fileURLWithPath: file))
        try data.prefix(data.count / 3).write(to: URL(fileURLWithPath: file + ".cut"))
        let cut = try runCommand(["console", "--open", file + ".cut", "--plain"], home: session.home)
        XCTAssertEqual(cut.status, 2)
        XCTAssertTrue(cut.standardError.contains("truncated"), cut.standardError)
    }

    func testALinkAPushAndAScenarioFromTheConsoleReachTheRunningApp() throws {
        let session = try AppSession(arguments: ["exampletui://examples/push"])
        session.expectScreen(containing: "No pushes yet.")
        waitForSocket(of: session)
        let push = try runCommand(
            ["console", "--push", Self.samples.appendingPathComponent("welcome.apns").path], home: session.home)
        XCTAssertEqual(push.status, 0, push.standardError)
        session.expectScreen(containing: "Welcome to example-tui! (logged only)")
        let badPush = try runCommand(
            ["console", "--push", Self.samples.appendingPathComponent("Malformed/missing-alert.apns").path],
            home: session.home)
        XCTAssertEqual(badPush.status, 2)
        XCTAssertTrue(badPush.standardError.contains("'aps.alert' is missing"), badPush.standardError)
        let badLink = try runCommand(["console", "--open-link", "exampletui://examples/nope"], home: session.home)
        XCTAssertEqual(badLink.status, 2)
        XCTAssertTrue(badLink.standardError.contains("unknown demo 'nope'"), badLink.standardError)
        let scenario = try runCommand(["console", "--scenario", "offline"], home: session.home)
        XCTAssertEqual(scenario.status, 0, scenario.standardError)
        let unknown = try runCommand(["console", "--scenario", "sunny"], home: session.home)
        XCTAssertEqual(unknown.status, 2)
        XCTAssertTrue(unknown.standardError.contains("unknown scenario 'sunny'; one of normal"), unknown.standardError)
        // The Network demo shows the scenario the console set.
        let link = try runCommand(["console", "--open-link", "exampletui://examples/network"], home: session.home)
        XCTAssertEqual(link.status, 0, link.standardError)
        session.expectScreen(containing: "Mock: on (offline)")
        let logged = try runCommand(["console", "--plain", "--search", "scenario switched"], home: session.home)
        XCTAssertTrue(logged.standardOutput.contains("Mock scenario switched from the console"), logged.standardOutput)
    }

    func testTheScenarioIsRefusedWhereMocksAreOff() throws {
        let session = try AppSession(arguments: ["--env", "prod"])
        session.waitForMainScreen()
        waitForSocket(of: session)
        let scenario = try runCommand(["console", "--scenario", "timeout"], home: session.home)
        XCTAssertEqual(scenario.status, 2)
        XCTAssertTrue(scenario.standardError.contains("mocks are off in this environment"), scenario.standardError)
    }

    func testFullScreenShowsTheLogAndFollowsIt() throws {
        let (app, console) = try appAndLiveConsole()
        console.expectScreen(containing: "Launched")
        _ = try runCommand(["open", "exampletui://settings"], home: app.home)
        console.expectScreen(containing: "Deeplinks: Deeplink routed")
        // The app quits: the list stays and the title says so; started again, it is followed.
        app.send("q")
        _ = app.waitForExit()
        // Once in CI (load from three test workers) this took over 5 s: at the watch's end the
        // console asks the socket at once whether an instance is back, and an instance still
        // exiting may hold that question until it is gone. That look runs off the main queue
        // (testTheFullScreenAnswersKeysWhileANewInstanceIsSlowToAnswer); the toast follows it.
        console.expectScreen(containing: "the app quit", timeout: .seconds(15))
        console.expectScreen(containing: "Deeplinks: Deeplink routed")
        let again = try AppSession(app: .showcase, home: app.home)
        again.waitForMainScreen()
        console.expectScreen(containing: "· live")
        _ = try runCommand(["open", "exampletui://settings"], home: app.home)
        console.expectScreen(containing: "Deeplinks: Deeplink routed")
        again.send("q")
        _ = again.waitForExit()
        console.send("q")
        _ = console.waitForExit()
        console.assertModesRestored()
    }

    /// The full screen's deeplink tester hands its link to the running app, as `open` does;
    /// with the app gone it says none is running, and the console goes on.
    func testTheFullScreensDeeplinkTesterOpensALinkInTheRunningApp() throws {
        let (app, console) = try appAndLiveConsole()
        for _ in 0..<3 { console.send("\t") }
        console.expectScreen(containing: "Switching the environment and a bug report need the app itself")
        console.send("\u{1B}[B")
        console.send("\r")
        console.send("settings")
        console.expectScreen(containing: "settings▏")
        console.send("\r")
        console.expectScreen(containing: "Sent to the running app: exampletui://settings")
        app.expectScreen(containing: "Haptics")
        app.send("q")
        _ = app.waitForExit()
        console.expectScreen(containing: "the app quit", timeout: .seconds(15))
        console.send("\r")
        console.send("\r")
        console.expectScreen(containing: "is running to open it: start it, then try again")
        console.send("\u{1B}")
        console.send("\u{1B}")
        _ = console.waitForExit()
        console.assertModesRestored()
    }

    /// Looking for a new instance waits for it to answer (seconds, while it launches on a
    /// loaded machine): the full screen answers keys meanwhile, and follows it once it does.
    func testTheFullScreenAnswersKeysWhileANewInstanceIsSlowToAnswer() throws {
        let (app, console) = try appAndLiveConsole()
        app.send("q")
        _ = app.waitForExit()
        console.expectScreen(containing: "the app quit", timeout: .seconds(15))
        // An "instance" that takes the watch and says nothing: the console's look waits 5 s.
        let slow = try FakeInstanceSocket(path: app.home.runtimeDirectory + "/example-tui.sock", holdsConnections: true)
        usleep(300_000)
        for _ in 0..<3 { console.send("\t") }
        console.expectScreen(containing: "Save a bug report", timeout: .seconds(2))
        slow.remove()
        let again = try AppSession(app: .showcase, home: app.home)
        again.waitForMainScreen()
        console.expectScreen(containing: "· live", timeout: .seconds(15))
        again.send("q")
        _ = again.waitForExit()
        console.send("q")
        _ = console.waitForExit()
        console.assertModesRestored()
    }
}

extension ConsoleEndToEndTests {
    /// The app on its main screen, its socket up, and `console` full screen following it.
    fileprivate func appAndLiveConsole() throws -> (app: AppSession, console: AppSession) {
        let app = try AppSession()
        app.waitForMainScreen()
        waitForSocket(of: app)
        let console = try AppSession(arguments: ["console"], home: app.home)
        console.expectScreen(containing: "· live")
        return (app, console)
    }
}

/// A socket where the app's would be, for the console to meet an instance that behaves
/// badly: one closing each connection at once (quitting), or one holding each unanswered
/// (stopped or still launching). Removed by `remove()`.
private final class FakeInstanceSocket: @unchecked Sendable {
    private let path: String
    private let descriptor: Int32
    private let lock = NSLock()
    private var held: [Int32] = []

    init(path: String, holdsConnections holds: Bool) throws {
        self.path = path
        descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { $0.copyBytes(from: Array(path.utf8) + [0]) }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
            }
        }
        guard bound == 0, chmod(path, 0o600) == 0, listen(descriptor, 8) == 0 else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path])
        }
        let listening = descriptor
        Thread.detachNewThread { [self] in
            while true {
                let client = accept(listening, nil, nil)
                guard client >= 0 else { return }
                if holds {
                    lock.lock()
                    held.append(client)
                    lock.unlock()
                } else {
                    close(client)
                }
            }
        }
    }

    /// Stops taking connections, closes those held and removes the socket file.
    func remove() {
        shutdown(descriptor, Int32(SHUT_RDWR))
        close(descriptor)
        lock.lock()
        for client in held { close(client) }
        held = []
        lock.unlock()
        unlink(path)
    }
}
