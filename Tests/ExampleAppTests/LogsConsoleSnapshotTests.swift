import AppSupport
import ExampleApp
import Foundation
import Logs
import Storage
import TUIKit
import TUITestSupport
import XCTest

/// `example-tui console` full screen: the debug panel itself over a store opened as a
/// concurrent reader beside its writer (or a bug report), at 80x24 and 120x40 in en and ru;
/// a commit announced brings its rows, and the app quitting and starting again is followed.
@MainActor
final class LogsConsoleSnapshotTests: XCTestCase {
    private static let start = Date(timeIntervalSince1970: 1_764_338_400)  // 2025-11-28 14:00:00 UTC

    /// The writer (the "running app") and its file, in fresh temporary folders.
    private func writer(version: String = "1.0.0", in folder: URL? = nil) throws -> LogDatabase {
        let folder = try folder ?? StorageDirectories.temporaryForTest().state().appendingPathComponent("logs")
        let start = Self.start
        return LogDatabase(
            directory: folder,
            configuration: LogDatabase.Configuration(version: version, environment: "dev", now: { start }))
    }

    private func fill(_ store: LogDatabase) {
        let entries: [(LogLevel, String, String)] = [
            (.info, "App", "Launched"), (.debug, "Navigation", "Screen appeared"),
            (.info, "Deeplinks", "Deeplink routed"), (.error, "Network", "Refresh failed: the token was refused"),
            (.notice, "Network", "Mock scenario switched from the console"),
            (.fault, "Storage", "Keychain file damaged; a fresh one started"),
        ]
        for (index, (level, label, text)) in entries.enumerated() {
            store.record(
                message: LogMessage(
                    date: Self.start.addingTimeInterval(Double(index) * 1.5), level: level, label: label, text: text,
                    file: "F.swift", function: "f()"))
        }
        store.record(
            task: NetworkTaskRecord(
                date: Self.start.addingTimeInterval(2), method: "GET", url: "https://api.example.com/v1/profile",
                statusCode: 200, duration: 0.041, responseBody: #"{"name":"Ann"}"#))
        store.flush()
    }

    private func pilot(
        _ console: LogsConsole, size: Size = Size(width: 80, height: 24), language: Language = .en,
        openLink: (@MainActor (String) throws -> Void)? = nil
    ) -> Pilot {
        let context = AppContext()
        context.language = language
        let clock = ManualClock()
        let window = LogsConsoleFactory.createWindow(
            console: console, clock: clock, exportDirectory: nil, openLink: openLink, context: context)
        window.theme = .dark
        return Pilot(window: window, terminal: VirtualTerminal(size: size), clock: clock)
    }

    /// The running app's store read as `console` reads it: from the file, beside the writer.
    private func liveConsole(_ writer: LogDatabase) throws -> LogsConsole {
        let reader = try LogDatabase.openForReading(XCTUnwrap(writer.fileURL))
        return LogsConsole(store: reader, query: LogQuery(session: reader.session.id), follows: true)
    }

    func testTheConsoleIsThePanelOverTheLastSessionLive() async throws {
        let writer = try writer()
        fill(writer)
        try await ScreenMatrix(themes: [.dark]).assertFrames { variant in
            try pilot(liveConsole(writer), size: variant.size, language: variant.language).frame
        }
    }

    func testABugReportShowsItsMetadata() async throws {
        let writer = try writer()
        fill(writer)
        let report = try StorageDirectories.temporaryForTest().state().appendingPathComponent("report.etlog")
        try FileManager.default.createDirectory(
            at: report.deletingLastPathComponent(), withIntermediateDirectories: true)
        try LogArchive.write(
            from: writer, query: LogQuery(session: writer.session.id),
            metadata: ["version": "1.0.0", "environment": "dev", "terminal": "xterm-256color", "size": "80x24"],
            creatorName: "example-tui", to: report)
        try await ScreenMatrix(sizes: [Size(width: 80, height: 24)], themes: [.dark]).assertFrames { variant in
            let archive = try LogArchive.open(report)
            let console = LogsConsole(
                store: archive.store, query: LogQuery(session: archive.store.session.id), follows: false,
                archive: archive.metadata)
            return pilot(console, size: variant.size, language: variant.language).frame
        }
    }

    /// The app quit: the title and a toast say so, the list stays.
    func testTheAppQuitSaysSoAndKeepsTheList() async throws {
        let writer = try writer()
        fill(writer)
        try await ScreenMatrix(sizes: [Size(width: 80, height: 24)], themes: [.dark]).assertFrames { variant in
            let console = try liveConsole(writer)
            let pilot = pilot(console, size: variant.size, language: variant.language)
            console.appQuit()
            await pilot.settle()
            await pilot.wait(for: .seconds(1))
            return pilot.frame
        }
    }

    func testToolsAndStorageSayTheyNeedTheApp() async throws {
        let writer = try writer()
        fill(writer)
        try await ScreenMatrix(sizes: [Size(width: 80, height: 24)], themes: [.dark]).assertFrames { variant in
            let pilot = try pilot(liveConsole(writer), size: variant.size, language: variant.language)
            pilot.press(named: "tab")
            pilot.press(named: "tab")
            pilot.press(named: "tab")
            return pilot.frame
        }
    }

    /// A console that reaches the running app: its deeplink tester hands the link over (as
    /// `open` does) and says so; the other tools still need the app.
    func testTheDeeplinkTesterSendsItsLinkToTheRunningApp() async throws {
        let writer = try writer()
        fill(writer)
        try await ScreenMatrix(sizes: [Size(width: 80, height: 24)], themes: [.dark]).assertFrames { variant in
            var sent: [String] = []
            let pilot = try pilot(liveConsole(writer), size: variant.size, language: variant.language) {
                sent.append($0)
            }
            for _ in 0..<3 { pilot.press(named: "tab") }
            pilot.press(named: "down")
            typeLink("settings", into: pilot)
            XCTAssertEqual(sent, ["exampletui://settings"])
            // The toast that says so, slid in.
            pilot.advance(by: .milliseconds(500))
            return pilot.frame
        }
    }

    func testALinkTheAppCannotTakeOrAToolThatNeedsTheAppIsRefused() async throws {
        let writer = try writer()
        fill(writer)
        var sent: [String] = []
        let pilot = try pilot(liveConsole(writer)) { url in
            sent.append(url)
            throw LinkRefusal()
        }
        for _ in 0..<3 { pilot.press(named: "tab") }
        // A route the app does not know is refused before anything is sent.
        pilot.press(named: "down")
        typeLink("examples/nope", into: pilot)
        XCTAssertEqual(sent, [])
        XCTAssertTrue(pilot.text.contains("unknown demo 'nope'"), pilot.text)
        // One the app could not be reached for: the reason shows under the tools.
        for _ in 0..<13 { pilot.press(named: "backspace") }
        for character in "settings" { pilot.press(.character(character)) }
        pilot.press(named: "enter")
        XCTAssertEqual(sent, ["exampletui://settings"])
        XCTAssertTrue(pilot.text.contains("no example-tui is running"), pilot.text)
        // The environment switch needs the app itself.
        pilot.press(named: "esc")
        pilot.press(named: "up")
        pilot.press(named: "enter")
        let isRefused = await pilot.wait(until: { $0.text.contains("Not available in the console") })
        XCTAssertTrue(isRefused, pilot.text)
    }

    /// On the deeplink tester: Enter opens its field, `link` is typed, and Enter opens it.
    private func typeLink(_ link: String, into pilot: Pilot) {
        pilot.press(named: "enter")
        for character in link { pilot.press(.character(character)) }
        pilot.press(named: "enter")
    }

    private struct LinkRefusal: Error, CustomStringConvertible {
        var description: String { "no example-tui is running to open it: start it, then try again" }
    }

    func testStorageAndClearAreNotThereButTheConsoleGoesOn() async throws {
        let writer = try writer()
        fill(writer)
        let pilot = try pilot(liveConsole(writer))
        pilot.press(named: "tab")
        pilot.press(named: "tab")
        XCTAssertTrue(pilot.text.contains("not available in the console"), pilot.text)
        pilot.press(named: "tab")
        pilot.press(named: "tab")
        pilot.press(named: "x")
        let isRefused = await pilot.wait(until: { $0.text.contains("Not available in the console") })
        XCTAssertTrue(isRefused, pilot.text)
        XCTAssertFalse(pilot.text.contains("Clear"), "no confirmation to clear: \(pilot.text)")
        XCTAssertTrue(pilot.text.contains("Keychain file damaged"), "the list stays: \(pilot.text)")
    }

    /// The panel is the console's whole screen: its line offers Esc to quit, not Clear, and
    /// Esc ends the console from the list and from the tools (in the app Esc closes the panel).
    func testEscQuitsTheConsoleAndItsLineSaysSo() async throws {
        let writer = try writer()
        fill(writer)
        let list = try pilot(liveConsole(writer))
        XCTAssertTrue(list.text.contains("Esc quit"), list.text)
        XCTAssertFalse(list.text.contains("x clear"), list.text)
        list.press(named: "esc")
        XCTAssertTrue(list.quitRequested, "Esc on the list ends the console")
        let tools = try pilot(liveConsole(writer))
        for _ in 0..<3 { tools.press(named: "tab") }
        XCTAssertTrue(tools.text.contains("Enter run · Esc quit"), tools.text)
        tools.press(named: "esc")
        XCTAssertTrue(tools.quitRequested, "Esc on the tools ends the console")
    }

    /// `console --level error --category Network --category Storage`: the panel starts with
    /// those filters, and says so.
    func testTheConsolesFiltersAreThePanelsFirstFilters() async throws {
        let writer = try writer()
        fill(writer)
        let reader = try LogDatabase.openForReading(XCTUnwrap(writer.fileURL))
        let filter = LogFilter(
            levels: Set(LogLevel.allCases.filter { $0 >= .error }), categories: ["Storage", "Network"])
        let console = LogsConsole(
            store: reader, query: LogQuery(filter: filter, session: reader.session.id), follows: false)
        let pilot = pilot(console)
        XCTAssertTrue(pilot.text.contains("Level: error and up · Category: Network, Storage"), pilot.text)
        XCTAssertTrue(pilot.text.contains("Refresh failed"), pilot.text)
        XCTAssertTrue(pilot.text.contains("Keychain file damaged"), pilot.text)
        XCTAssertFalse(pilot.text.contains("Mock scenario switched"), "a notice is below error: \(pilot.text)")
        XCTAssertFalse(pilot.text.contains("· live"), "nothing to follow: \(pilot.text)")
        // `l` steps on from the lowest level given, as the panel does from one.
        pilot.press(named: "l")
        XCTAssertTrue(pilot.text.contains("Level: fault · "), pilot.text)
    }

    /// The pilot of the brief: it opens on the panel, Enter opens a detail, Esc goes back,
    /// and a commit the app announces adds a row on top.
    func testEnterOpensADetailAndAnAnnouncedCommitAddsARow() async throws {
        let writer = try writer()
        fill(writer)
        let console = try liveConsole(writer)
        let pilot = pilot(console)
        XCTAssertTrue(pilot.text.contains("Session 1 · dev 1.0.0 · live"), pilot.text)
        XCTAssertTrue(pilot.text.contains("Keychain file damaged"), pilot.text)
        pilot.press(named: "enter")
        XCTAssertTrue(pilot.text.contains("F.swift"), "the message's detail: \(pilot.text)")
        pilot.press(named: "escape")
        XCTAssertFalse(pilot.text.contains("A new one"))
        writer.record(
            message: LogMessage(
                date: Self.start.addingTimeInterval(20), level: .info, label: "App", text: "A new one", file: "",
                function: ""))
        writer.flush()
        XCTAssertFalse(pilot.text.contains("A new one"), "not read before the app says it committed")
        console.storeChanged()
        await pilot.settle()
        XCTAssertTrue(pilot.text.contains("A new one"), pilot.text)
        XCTAssertTrue(pilot.text.contains("Messages 7"), pilot.text)
    }

    /// The app quits: the list stays and the title says so; a new instance starts (a new
    /// session in the same file): the console switches to it and shows its records.
    func testTheAppQuittingAndStartingAgainIsFollowed() async throws {
        let first = try writer()
        fill(first)
        let console = try liveConsole(first)
        let pilot = pilot(console)
        console.appQuit()
        await pilot.settle()
        XCTAssertEqual(console.status, .appQuit)
        XCTAssertTrue(pilot.text.contains("Session 1 · dev 1.0.0 · the app quit"), pilot.text)
        XCTAssertTrue(pilot.text.contains("Keychain file damaged"), "the list stays: \(pilot.text)")
        let second = try writer(version: "1.0.1", in: XCTUnwrap(first.fileURL).deletingLastPathComponent())
        second.record(
            message: LogMessage(
                date: Self.start.addingTimeInterval(60), level: .info, label: "App", text: "Launched again",
                file: "", function: ""))
        second.flush()
        console.appStarted()
        await pilot.settle()
        XCTAssertEqual(console.status, .following)
        XCTAssertEqual(console.session, second.session.id)
        XCTAssertTrue(pilot.text.contains("Session 2 · dev 1.0.1 · live"), pilot.text)
        XCTAssertTrue(pilot.text.contains("Launched again"), pilot.text)
        XCTAssertFalse(pilot.text.contains("Keychain file damaged"), "the old session's rows went: \(pilot.text)")
    }
}
