import ExampleApp
import XCTest

/// The debug panel over a seeded store, in every size, language and theme.
@MainActor
final class LogsPanelSnapshotTests: XCTestCase {
    private func assertPanel(
        keys: [String] = [], file: StaticString = #filePath, testName: String = #function, line: UInt = #line
    ) async throws {
        try await SnapshotMatrix.assertScreen(
            .logs, keys: keys, prepare: LogsFixture.seed, file: file, testName: testName, line: line)
    }

    func testMessages() async throws {
        try await assertPanel()
    }

    func testRequests() async throws {
        try await assertPanel(keys: ["tab"])
    }

    func testLevelFilterShowsErrorsOnly() async throws {
        try await assertPanel(keys: ["l", "l", "l", "l"])
    }

    func testCategoryFilterShowsOneCategory() async throws {
        try await assertPanel(keys: ["c", "c"])
    }

    func testDeepLinkTesterExplainsABadLink() async throws {
        try await assertPanel(keys: ["4", "down", "enter"] + "exampletui://nowhere".map(String.init) + ["enter"])
    }

    func testStatusFilterShowsClientErrorsOnly() async throws {
        try await assertPanel(keys: ["tab", "s", "s"])
    }

    func testSearch() async throws {
        try await assertPanel(keys: ["/"] + "refresh".map(String.init))
    }

    func testMessageDetailWithParameters() async throws {
        // Found by search, so the app's own launch messages above it do not matter.
        try await assertPanel(
            keys: ["/"] + "Opened demo".map { $0 == " " ? "space" : String($0) } + ["enter", "enter"])
    }

    func testRequestDetailWithPrettyJSON() async throws {
        try await assertPanel(keys: ["tab", "end", "enter"])
    }

    func testTools() async throws {
        try await assertPanel(keys: ["4"])
    }

    func testStorageViewerListsTheAppsStores() async throws {
        try await assertPanel(keys: ["3"])
    }

    func testStorageViewerWithTheLogsDemoStores() async throws {
        try await SnapshotMatrix.assertScreen(
            .example("logs"), keys: ["end", "up", "enter", "f12", "3"], after: .seconds(3),
            prepare: { $0.logStoreConfiguration = LogsFixture.configuration })
    }

    func testClearAlert() async throws {
        try await assertPanel(keys: ["x"])
    }

    /// A store nothing was seeded into: only what the app logged while it launched.
    func testFreshStoreHoldsTheAppsOwnMessages() async throws {
        try await SnapshotMatrix.assertScreen(.logs, prepare: { $0.logStoreConfiguration = LogsFixture.configuration })
    }

    func testFilteredEmpty() async throws {
        try await assertPanel(keys: ["/", "z", "z", "z", "enter"])
    }

    // MARK: Copy

    /// The panel after `keys` and the toast's half second to slide in, on a terminal of type
    /// `term` (inside tmux when `tmux`): the runner's own TERM, TMUX, XTERM_VERSION and VTE_VERSION play no part.
    private func assertCopyToast(
        keys: [String], term: String, tmux: Bool = false, file: StaticString = #filePath,
        testName: String = #function, line: UInt = #line
    ) async throws {
        try await SnapshotMatrix.assertScreen(
            .logs, keys: keys, after: .milliseconds(500),
            prepare: { options in
                try LogsFixture.seed(&options)
                options.platform.environment["TERM"] = term
                options.platform.environment["TMUX"] = tmux ? "/tmp/tmux-1000/default,1,0" : nil
                options.platform.environment["XTERM_VERSION"] = nil
                options.platform.environment["VTE_VERSION"] = nil
                options.platform.environment[options.identity.environmentVariable("OSC52")] = nil
            }, file: file, testName: testName, line: line)
    }

    /// The fixture's "Opened demo", found by search, so the app's own launch messages do not matter.
    private static let openedDemo = ["/"] + "Opened demo".map { $0 == " " ? "space" : String($0) } + ["enter"]

    func testCopyMessageSaysWhatWasCopied() async throws {
        try await assertCopyToast(keys: Self.openedDemo + ["y"], term: "xterm-256color")
    }

    func testCopyOnTheLinuxConsoleSaysItMayNotWork() async throws {
        try await assertCopyToast(keys: Self.openedDemo + ["y"], term: "linux")
    }

    func testCopyRequestAsCurlInsideTmuxNamesTheSetting() async throws {
        try await assertCopyToast(keys: ["tab", "Y"], term: "tmux-256color", tmux: true)
    }

    // MARK: Sessions and store problems

    func testSessionsListsEveryLaunchNewestFirst() async throws {
        try await SnapshotMatrix.assertScreen(.logs, keys: ["v"], prepare: LogsFixture.seedAfterAnEarlierLaunch)
    }

    func testAnEarlierSessionPickedIsNamedInTheFilterLine() async throws {
        try await SnapshotMatrix.assertScreen(
            .logs, keys: ["v", "down", "down", "enter"], prepare: LogsFixture.seedAfterAnEarlierLaunch)
    }

    func testAFullDiskIsSaidAboveTheList() async throws {
        try await SnapshotMatrix.assertScreen(
            .logs,
            prepare: { options in
                options.logStoreConfiguration = LogsFixture.configuration
                options.logStore = try LogsFixture.fullStore(
                    in: ExampleApplication.logsDirectory(in: options.directories))
            })
    }

    func testProdRefusesTheRoute() async throws {
        try await SnapshotMatrix.assertScreen(
            .logs, after: .milliseconds(500), prepare: { $0.environmentName = "prod" })
    }
}
