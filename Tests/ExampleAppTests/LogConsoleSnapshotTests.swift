import AppSupport
import ExampleApp
import Foundation
import Logs
import Storage
import TUIKit
import TUITestSupport
import XCTest

/// `example-tui console` full screen: the list of a store's session, live, at 80x24 and
/// 120x40 in en and ru; its filters and follow driven by keys.
@MainActor
final class LogConsoleSnapshotTests: XCTestCase {
    private func filledStore(in directories: StorageDirectories) throws -> LogDatabase {
        let start = Date(timeIntervalSince1970: 1_764_338_400)  // 2025-11-28 14:00:00 UTC
        let store = LogDatabase(
            directory: try directories.state().appendingPathComponent("logs"),
            configuration: LogDatabase.Configuration(version: "1.0.0", environment: "dev", now: { start }))
        let entries: [(LogLevel, String, String)] = [
            (.info, "App", "Launched"), (.debug, "Navigation", "Screen appeared"),
            (.info, "Deeplinks", "Deeplink routed"), (.error, "Network", "Refresh failed: the token was refused"),
            (.notice, "Network", "Mock scenario switched from the console"),
            (.fault, "Storage", "Keychain file damaged; a fresh one started"),
        ]
        for (index, (level, label, text)) in entries.enumerated() {
            store.record(
                message: LogMessage(
                    date: start.addingTimeInterval(Double(index) * 1.5), level: level, label: label, text: text,
                    file: "F.swift", function: "f()"))
        }
        store.record(
            task: NetworkTaskRecord(
                date: start.addingTimeInterval(2), method: "GET", url: "https://api.example.com/v1/profile",
                statusCode: 200, duration: 0.041, responseBody: #"{"name":"Ann"}"#))
        store.flush()
        return store
    }

    private func pilot(_ variant: ScreenMatrix.Variant, keys: [String] = []) throws -> Pilot {
        let directories = StorageDirectories.temporaryForTest()
        let store = try filledStore(in: directories)
        let context = AppContext()
        context.language = variant.language
        let viewModel = LogConsoleViewModel(store: store, query: LogQuery(session: store.session.id), follows: true)
        let clock = ManualClock()
        let window = LogConsoleFactory.createWindow(viewModel: viewModel, clock: clock, context: context)
        window.theme = variant.theme
        let pilot = Pilot(window: window, terminal: VirtualTerminal(size: variant.size), clock: clock)
        for key in keys { pilot.press(named: key) }
        return pilot
    }

    func testTheConsoleListsTheSessionLive() async throws {
        try await ScreenMatrix(themes: [.dark]).assertFrames { variant in try pilot(variant).frame }
    }

    func testTheConsoleFilteredToErrorsAndUpWithASearch() async throws {
        try await ScreenMatrix(sizes: [Size(width: 80, height: 24)], themes: [.dark]).assertFrames { variant in
            try pilot(variant, keys: ["l", "l", "l", "/", "f", "a", "i"]).frame
        }
    }

    func testRequestsAndPausing() async throws {
        let pilot = try pilot(ScreenMatrix.Variant(language: .en, theme: .dark, size: Size(width: 80, height: 24)))
        XCTAssertTrue(pilot.text.contains("Messages 6 · all levels"), pilot.text)
        XCTAssertTrue(pilot.text.contains("Session 1 · dev 1.0.0 · live"), pilot.text)
        pilot.press(named: "tab")
        XCTAssertTrue(pilot.text.contains("Requests 1"), pilot.text)
        XCTAssertTrue(pilot.text.contains("GET"), pilot.text)
        pilot.press(named: "f")
        XCTAssertTrue(pilot.text.contains("· paused"), pilot.text)
    }

    func testNewRecordsComeInOnTopWhileLiveAndWaitWhilePaused() async throws {
        let directories = StorageDirectories.temporaryForTest()
        let store = try filledStore(in: directories)
        let viewModel = LogConsoleViewModel(store: store, query: LogQuery(session: store.session.id), follows: true)
        let clock = ManualClock()
        let window = LogConsoleFactory.createWindow(viewModel: viewModel, clock: clock, context: AppContext())
        let pilot = Pilot(window: window, terminal: VirtualTerminal(size: Size(width: 80, height: 24)), clock: clock)
        store.record(
            message: LogMessage(date: Date(), level: .info, label: "App", text: "A new one", file: "", function: ""))
        store.flush()
        // As the console's read source does when the app says it committed.
        viewModel.storeChanged()
        window.setNeedsDisplay()
        XCTAssertTrue(pilot.text.contains("Messages 7"), pilot.text)
        XCTAssertTrue(pilot.frame.line(2).contains("A new one"), "newest on top, selected")
        pilot.press(named: "f")
        store.record(
            message: LogMessage(date: Date(), level: .info, label: "App", text: "Held back", file: "", function: ""))
        store.flush()
        viewModel.storeChanged()
        window.setNeedsDisplay()
        XCTAssertFalse(pilot.text.contains("Held back"), "paused: the list holds still")
        pilot.press(named: "f")
        XCTAssertTrue(pilot.text.contains("Held back"), "resumed: it catches up")
    }
}
