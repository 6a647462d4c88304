import ExampleApp
import Logs
import TUIKit
import XCTest

/// An app made in a process whose swift-log is not bootstrapped (a test, the benchmark)
/// still logs its services into its own store, as the CLI's app does, and never through
/// the process-wide default handler, which prints to the terminal.
@MainActor
final class AppServicesLoggingTests: XCTestCase {
    func testAnalyticsAndDeeplinkMessagesReachTheAppsOwnStore() async throws {
        let store = LogDatabase.inMemory()
        var options = LaunchOptions(language: .en, directories: .temporaryForTest())
        options.logStore = store
        let pilot = try FrameRenderer.pilot(
            for: FrameRenderer.Request(route: .examples, size: Size(width: 80, height: 24), options: options))
        pilot.press(named: "enter")
        var labels: Set<String> = []
        for _ in 0..<200 {
            labels = Set(
                store.allRecords().compactMap { record -> String? in
                    if case .message(let message) = record { return message.label }
                    return nil
                })
            if labels.isSuperset(of: ["analytics", "deeplinks"]) { break }
            await Task.yield()
        }
        XCTAssertTrue(labels.contains("analytics"), "screen views and the row tap: \(labels)")
        XCTAssertTrue(labels.contains("deeplinks"), "the launch link: \(labels)")
        let analytics = store.allRecords().compactMap { record -> String? in
            if case .message(let message) = record, message.label == "analytics" { return message.text }
            return nil
        }
        XCTAssertTrue(analytics.contains("row_tap"), "\(analytics)")
    }
}
