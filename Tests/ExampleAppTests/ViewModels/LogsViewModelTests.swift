import AppSupport
import Foundation
import Logs
import TUIKit
import XCTest

@testable import ExampleApp

/// The debug panel's logic over a store seeded with the fixture's records, without drawing.
@MainActor
final class LogsViewModelTests: XCTestCase {

    private var openedLinks: [String] = []
    /// What the panel put on the clipboard, in order: what the terminal took.
    private var copied: [String] { hosts.flatMap { ($0.terminal as? VirtualTerminal)?.clipboard ?? [] } }
    /// The window and terminal the clipboard writes through: the app keeps its own as long
    /// as it runs.
    private var hosts: [WindowHost] = []

    /// The services read the configuration: without this the class fails when run alone.
    override func setUp() async throws {
        try Environments.setup(name: "dev")
    }

    private func makeViewModel(seeded: Bool = true, store given: LogDatabase? = nil) -> (
        LogsViewModel, LogDatabase, AppDependencies
    ) {
        let options = LaunchOptions(language: .en, directories: .temporaryForTest())
        let clock = ManualClock()
        let store = given ?? LogDatabase.inMemory(configuration: LogsFixture.configuration)
        if seeded { for record in LogsFixture.records { LogsFixture.add(record, to: store) } }
        // The app's own store takes what the services log as they start; the panel reads `store`.
        let appStore = LogDatabase.inMemory()
        let window = Window(clock: clock)
        hosts.append(WindowHost(window: window, terminal: VirtualTerminal(size: Size(width: 80, height: 24))))
        let dependencies = AppDependencies(
            settings: AppSettings(language: .en, theme: .dark, instance: .dev), clock: clock,
            directories: options.directories, platform: options.platform, window: window,
            logStore: appStore, services: { AppServices(options: options, logStore: appStore, send: $0) },
            answering: { [weak self] command, _ in
                if case .openDeepLink(let url) = command { self?.openedLinks.append(url) }
            })
        let viewModel = LogsViewModel(
            store: store, settings: dependencies.settings, stores: { [] }, exportDirectory: nil,
            coordinator: LogsCoordinator(dependencies: dependencies))
        return (viewModel, store, dependencies)
    }

    /// The messages the panel lists, every row read as the list reads them.
    private func messages(_ viewModel: LogsViewModel) -> [LogMessage] {
        (0..<viewModel.listCount).compactMap { viewModel.message(at: $0) }
    }

    private func tasks(_ viewModel: LogsViewModel) -> [NetworkTaskRecord] {
        (0..<viewModel.listCount).compactMap { viewModel.task(at: $0) }
    }

    /// The fixture's messages, newest first, as the panel lists them.
    private var fixtureMessages: [LogMessage] {
        LogsFixture.records.reversed().compactMap { if case .message(let message) = $0 { message } else { nil } }
    }

    private func waitUntil(_ condition: @MainActor () -> Bool, file: StaticString = #filePath, line: UInt = #line)
        async throws
    {
        for _ in 0..<200 where !condition() { try await Task.sleep(for: .milliseconds(10)) }
        XCTAssertTrue(condition(), "timed out", file: file, line: line)
    }

    /// Records logged while the selection is below the first row: it stays on its record
    /// (and its detail with it); on the first row it follows the newest.
    func testTheSelectionStaysOnItsRecordAsNewRecordsComeInAbove() async throws {
        let (viewModel, store, _) = makeViewModel()
        viewModel.selection.move(by: 2)
        let selected = viewModel.selectedRecord
        XCTAssertNotNil(selected)
        let count = viewModel.listCount
        for index in 0..<3 {
            store.record(message: LogMessage(date: Date(), level: .info, label: "A", text: "new \(index)"))
        }
        try await waitUntil { viewModel.listCount == count + 3 }
        XCTAssertEqual(viewModel.selection.selectedIndex, 5)
        XCTAssertEqual(viewModel.selectedRecord, selected)
        // Another filter is another list: nothing to keep the selection's place in.
        viewModel.beginSearch()
        viewModel.type("n")
        XCTAssertEqual(viewModel.selection.selectedIndex, min(5, viewModel.listCount - 1))
        viewModel.cancelEditing()
        viewModel.selection.moveToStart()
        store.record(message: LogMessage(date: Date(), level: .info, label: "A", text: "newest"))
        try await waitUntil { viewModel.listCount == count + 4 }
        XCTAssertEqual(viewModel.selection.selectedIndex, 0)
        guard case .message(let newest) = viewModel.selectedRecord else { return XCTFail("no message selected") }
        XCTAssertEqual(newest.text, "newest")
    }

    func testOnAWideTerminalTheSelectedRecordShowsBesideTheListViews() async throws {
        let (viewModel, _, _) = makeViewModel()
        XCTAssertEqual(viewModel.sizeClass, .regular)
        XCTAssertFalse(viewModel.showsDetailBeside)
        viewModel.sizeClass = .wide
        XCTAssertTrue(viewModel.showsDetailBeside)
        viewModel.selection.move(by: 2)
        guard case .message(let message) = viewModel.selectedRecord else { return XCTFail("no message selected") }
        XCTAssertEqual(message.text, fixtureMessages[2].text)
        viewModel.select(.requests)
        XCTAssertTrue(viewModel.showsDetailBeside)
        guard case .task = viewModel.selectedRecord else { return XCTFail("no request selected") }
        viewModel.select(.tools)
        XCTAssertFalse(viewModel.showsDetailBeside, "the tools have no detail")
        XCTAssertNil(viewModel.selectedRecord)
        viewModel.select(.messages)
        viewModel.sizeClass = .compact
        XCTAssertFalse(viewModel.showsDetailBeside)
    }

    func testTheDetailBesideFollowsTheSelectionTheViewAndTheLanguage() async throws {
        let (viewModel, _, dependencies) = makeViewModel()
        viewModel.sizeClass = .wide
        func expected() -> [LogDetailContent.Line]? { viewModel.selectedRecord.map(LogDetailContent.lines(for:)) }
        XCTAssertEqual(viewModel.selectedDetailLines(), expected())
        viewModel.selection.move(by: 2)
        XCTAssertEqual(viewModel.selectedDetailLines(), expected())
        XCTAssertEqual(viewModel.selectedDetailLines()?.first?.text, fixtureMessages[2].text)
        let english = viewModel.selectedDetailLines()
        dependencies.settings.language = .ru
        defer { dependencies.settings.language = .en }
        XCTAssertNotEqual(viewModel.selectedDetailLines(), english, "made again in the new language")
        XCTAssertEqual(viewModel.selectedDetailLines(), expected())
        viewModel.select(.requests)
        guard case .task(let task) = viewModel.selectedRecord else { return XCTFail("no request selected") }
        XCTAssertEqual(viewModel.selectedDetailLines()?.first?.text, "\(task.method) \(task.url)")
        viewModel.select(.tools)
        XCTAssertNil(viewModel.selectedDetailLines())
    }

    func testMessagesAreListedNewestFirstAndTheSelectionCountsThem() async throws {
        let (viewModel, _, _) = makeViewModel()
        XCTAssertEqual(messages(viewModel).map(\.text), fixtureMessages.map(\.text))
        XCTAssertEqual(viewModel.selection.count, messages(viewModel).count)
        viewModel.selection.move(by: 100)
        XCTAssertEqual(
            viewModel.selection.selectedIndex, messages(viewModel).count - 1, "the selection stops at the end")
    }

    func testTabStepsThroughTheViewsAndTheSelectionFollowsTheList() async throws {
        let (viewModel, _, _) = makeViewModel()
        viewModel.selectNextSegment()
        XCTAssertEqual(viewModel.segment, .requests)
        XCTAssertEqual(viewModel.selection.count, tasks(viewModel).count)
        viewModel.select(.messages)
        XCTAssertNotEqual(tasks(viewModel).count, viewModel.listCount, "the fixture tells the lists apart")
        viewModel.select(.requests)
        viewModel.selectNextSegment(forward: false)
        viewModel.selectNextSegment(forward: false)
        XCTAssertEqual(viewModel.segment, .tools, "backwards from the first view wraps to the last")
        XCTAssertEqual(viewModel.selection.count, 0, "the tools are not a list of records")
    }

    func testTheLevelFilterStepsThroughEachLevelAndBackToAll() async throws {
        let (viewModel, _, _) = makeViewModel()
        let all = messages(viewModel).count
        for level in LogLevel.allCases {
            viewModel.cycleLevel()
            XCTAssertEqual(viewModel.filter.levels, [level])
            XCTAssertEqual(messages(viewModel).map(\.text), fixtureMessages.filter { $0.level == level }.map(\.text))
            XCTAssertEqual(viewModel.selection.count, messages(viewModel).count)
        }
        viewModel.cycleLevel()
        XCTAssertTrue(viewModel.filter.levels.isEmpty)
        XCTAssertEqual(messages(viewModel).count, all)
    }

    func testTheStatusFilterKeepsClientErrorsAndResetClearsIt() async throws {
        let (viewModel, _, _) = makeViewModel()
        viewModel.select(.requests)
        viewModel.cycleStatus()
        viewModel.cycleStatus()
        XCTAssertEqual(viewModel.filter.statuses, [.clientError])
        XCTAssertEqual(tasks(viewModel).map(\.statusCode), [401])
        viewModel.resetFilters()
        XCTAssertTrue(viewModel.filter.isEmpty)
        XCTAssertEqual(viewModel.selection.count, tasks(viewModel).count)
        XCTAssertGreaterThan(tasks(viewModel).count, 1)
    }

    /// A two-character search whose first window of rows holds none: the list is empty
    /// while the older rows are read, and says so, not that nothing matches.
    func testARarePairIsSaidToBeSoughtUntilTheOlderRowsAreRead() async throws {
        let store = LogDatabase.inMemory(configuration: LogsFixture.configuration)
        store.record(message: LogMessage(date: LogsFixture.at(60), level: .info, label: "App", text: "qz once"))
        for index in 0..<Int(LogDatabase.shortSearchWindow) {
            store.record(
                message: LogMessage(date: LogsFixture.at(30), level: .info, label: "App", text: "row \(index)"))
        }
        store.flush()
        let (viewModel, _, _) = makeViewModel(seeded: false, store: store)
        viewModel.beginSearch()
        for character in "qz" { viewModel.type(character) }
        XCTAssertEqual(viewModel.listCount, 0)
        XCTAssertTrue(viewModel.isReadingOlder)
        try await waitUntil { viewModel.listCount == 1 }
        XCTAssertFalse(viewModel.isReadingOlder)
        XCTAssertEqual(messages(viewModel).map(\.text), ["qz once"])
        viewModel.type("x")
        try await waitUntil { !viewModel.isReadingOlder }
        XCTAssertTrue(viewModel.isFilteredEmpty, "all of the store read: nothing matches")
    }

    func testTypingSearchesBackspaceErasesAndEscClearsTheSearch() async throws {
        let (viewModel, _, _) = makeViewModel()
        let all = messages(viewModel).count
        viewModel.beginSearch()
        for character in "refreshx" { viewModel.type(character) }
        XCTAssertTrue(messages(viewModel).isEmpty)
        XCTAssertTrue(viewModel.isFilteredEmpty, "the store has messages the search hides")
        viewModel.deleteBackward()
        XCTAssertEqual(viewModel.filter.searchText, "refresh")
        XCTAssertEqual(messages(viewModel).map(\.text), ["Refresh failed: 401 Unauthorized"])
        viewModel.cancelEditing()
        XCTAssertNil(viewModel.editing)
        XCTAssertEqual(viewModel.filter.searchText, "")
        XCTAssertEqual(messages(viewModel).count, all)
    }

    /// A storm of keys or a paste into the search stops at its limit: each character folds
    /// and queries the whole text, so an unbounded one made every key slower than the last.
    func testTheSearchTakesNoMoreThanItsLimit() async throws {
        let (viewModel, _, _) = makeViewModel()
        viewModel.beginSearch()
        for _ in 0..<(LogFilter.maximumSearchLength + 50) { viewModel.type("x") }
        XCTAssertEqual(viewModel.filter.searchText.count, LogFilter.maximumSearchLength)
        viewModel.deleteBackward()
        viewModel.type("y")
        XCTAssertEqual(viewModel.filter.searchText.last, "y", "below the limit it types again")
    }

    func testEnterKeepsTheSearch() async throws {
        let (viewModel, _, _) = makeViewModel()
        viewModel.beginSearch()
        for character in "Opened" { viewModel.type(character) }
        viewModel.commitEditing()
        XCTAssertNil(viewModel.editing)
        XCTAssertEqual(messages(viewModel).map(\.text), ["Opened demo"])
    }

    func testTheDeepLinkToolOpensAGoodLinkAndExplainsABadOne() async throws {
        let (viewModel, _, _) = makeViewModel()
        viewModel.select(.tools)
        viewModel.tools.selection.move(by: 1)
        viewModel.openSelected()
        XCTAssertEqual(viewModel.editing, .deepLink)
        for character in "nowhere" { viewModel.type(character) }
        viewModel.commitEditing()
        XCTAssertNotNil(viewModel.tools.deepLinkError, "a link to no place is explained")
        XCTAssertEqual(viewModel.editing, .deepLink, "and the field stays open to fix it")
        XCTAssertTrue(openedLinks.isEmpty)

        for _ in "nowhere" { viewModel.deleteBackward() }
        for character in "settings" { viewModel.type(character) }
        viewModel.commitEditing()
        XCTAssertEqual(openedLinks, [AppRoute.scheme + "://settings"], "a bare path takes the app's scheme")
        XCTAssertNil(viewModel.editing)
    }

    func testClearAsksFirstThenEmptiesTheStore() async throws {
        let (viewModel, store, _) = makeViewModel()
        XCTAssertEqual(viewModel.recordCount, LogsFixture.records.count)
        viewModel.requestClear()
        XCTAssertTrue(viewModel.isClearAlertPresented)
        XCTAssertEqual(store.allRecords().count, LogsFixture.records.count, "nothing is deleted before the answer")
        viewModel.confirmClear()
        XCTAssertTrue(store.allRecords().isEmpty)
        try await waitUntil { viewModel.recordCount == 0 }
        XCTAssertEqual(viewModel.selection.count, 0)
        XCTAssertFalse(viewModel.isFilteredEmpty, "an empty store is not a filtered one")
    }

    func testNewRecordsAppearWithoutAReload() async throws {
        let (viewModel, store, _) = makeViewModel(seeded: false)
        XCTAssertTrue(messages(viewModel).isEmpty)
        LogsFixture.add(LogsFixture.records[0], to: store)
        try await waitUntil { viewModel.listCount == 1 }
        XCTAssertEqual(viewModel.selection.count, 1)
    }

    // MARK: Copy

    func testYCopiesTheSelectedMessageAsTheTextExportWritesIt() async throws {
        let (viewModel, _, _) = makeViewModel()
        viewModel.selection.move(by: 2)
        viewModel.copySelected()
        XCTAssertEqual(copied, [LogExporter.text([.message(fixtureMessages[2])])])
        XCTAssertTrue(copied.first?.contains(fixtureMessages[2].text) == true, "\(copied)")
    }

    func testOnARequestYCopiesItsTextAndShiftYItsCurlCommand() async throws {
        let (viewModel, _, _) = makeViewModel()
        viewModel.select(.requests)
        guard case .task(let task) = viewModel.selectedRecord else { return XCTFail("no request selected") }
        viewModel.copySelected()
        viewModel.copySelectedAsCurl()
        XCTAssertEqual(copied, [LogExporter.text([.task(task)]), CurlCommand.command(for: task)])
        XCTAssertTrue(copied.last?.hasPrefix("curl") == true, "\(copied)")
    }

    func testShiftYOnAMessageCopiesNothing() async throws {
        let (viewModel, _, _) = makeViewModel()
        viewModel.copySelectedAsCurl()
        XCTAssertEqual(copied, [], "a message has no curl command")
    }

    func testTheFixturesTokenIsNotInTheCurlCommand() async throws {
        let (viewModel, _, _) = makeViewModel()
        viewModel.select(.requests)
        // The GET with `Authorization: Bearer abc.def` is the oldest request: the last row.
        viewModel.selection.move(by: 100)
        viewModel.copySelectedAsCurl()
        let command = try XCTUnwrap(copied.first)
        XCTAssertTrue(command.contains("Authorization: Bearer <redacted>"), command)
        XCTAssertFalse(command.contains("abc.def"), command)
    }

    func testNothingIsCopiedFromAnEmptyListOrWhenCopyingIsOff() async throws {
        let (empty, _, _) = makeViewModel(seeded: false)
        empty.copySelected()
        XCTAssertEqual(copied, [])
        let (viewModel, _, dependencies) = makeViewModel()
        dependencies.clipboard.support = .off
        viewModel.copySelected()
        XCTAssertEqual(copied, [], "off sends nothing")
    }

    func testAMessageOverTheCapIsNotCopied() async throws {
        let (viewModel, store, _) = makeViewModel(seeded: false)
        let text = String(repeating: "x", count: ClipboardSequence.maximumTextBytes)
        store.record(message: LogMessage(date: LogsFixture.now, level: .info, label: "App", text: text))
        try await waitUntil { viewModel.listCount == 1 }
        viewModel.copySelected()
        XCTAssertEqual(copied, [], "the message's export block is over the cap")
    }

    func testTheExportsToastCopiesTheFile() async throws {
        let (viewModel, _, _) = makeViewModel()
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("export-\(UUID().uuidString).txt")
        defer { try? FileManager.default.removeItem(at: file) }
        try Data("exported text\n".utf8).write(to: file)
        viewModel.clipboard.copyExport(at: file)
        XCTAssertEqual(copied, ["exported text\n"])
        try Data(repeating: UInt8(ascii: "a"), count: ClipboardSequence.maximumTextBytes + 1).write(to: file)
        viewModel.clipboard.copyExport(at: file)
        XCTAssertEqual(copied, ["exported text\n"], "a file over the cap is not copied")
    }

    func testTheDocsExampleCopiesACurlCommand() async throws {
        let (_, _, dependencies) = makeViewModel()
        let task = NetworkTaskRecord(date: LogsFixture.now, method: "POST", url: "https://api.example.com/login")
        // docs: logs.md
        let command = CurlCommand.command(for: task)  // curl -X 'POST' 'https://…' -H '…' --data-raw '…'
        let outcome = dependencies.clipboard.copy(command)  // .copied(bytes:support:), .tooLarge(bytes:) or .off
        // docs: end
        XCTAssertEqual(outcome, .copied(bytes: command.utf8.count, support: .likely))
        XCTAssertEqual(copied, [command])
    }

    /// A search most of a large store passes lists its first rows at once, the same rows a
    /// whole result begins with; the rest comes in from off the main actor.
    func testALongResultShowsItsFirstRowsAtOnceAndTheRestLater() async throws {
        let store = LogDatabase.inMemory(configuration: LogsFixture.configuration)
        for number in 0..<6_000 {
            let text = number % 3 == 0 ? "cache miss \(number)" : "request \(number) finished"
            store.record(message: LogMessage(date: LogsFixture.now, level: .info, label: "Network", text: text))
        }
        let (viewModel, _, _) = makeViewModel(seeded: false, store: store)
        let filter = LogFilter(searchText: "Request")
        let expected = store.allRecords().reversed().compactMap { record -> UUID? in
            guard case .message(let message) = record, filter.matches(message) else { return nil }
            return message.id
        }
        XCTAssertEqual(expected.count, 4_000)
        viewModel.beginSearch()
        for character in "Request" { viewModel.type(character) }
        // Nothing else ran on the main actor since: the rest cannot be in yet.
        let first = messages(viewModel).map(\.id)
        XCTAssertLessThan(first.count, expected.count, "only the first rows at once")
        XCTAssertGreaterThanOrEqual(first.count, 100)
        XCTAssertEqual(first, Array(expected.prefix(first.count)))
        XCTAssertEqual(viewModel.selection.count, first.count)
        try await waitUntil { viewModel.listCount == expected.count }
        XCTAssertEqual(messages(viewModel).map(\.id), expected)
        XCTAssertEqual(viewModel.selection.count, expected.count, "the selection counts the whole list")
        viewModel.cancelEditing()
        try await waitUntil { viewModel.listCount == 6_000 }
    }

    /// A search follows new records (only those are tested), a space after it keeps the
    /// result, and a panel opened again lists what a fresh computation would.
    func testASearchFollowsNewRecordsAndAReopenedPanelListsTheSame() async throws {
        let (viewModel, store, dependencies) = makeViewModel()
        viewModel.beginSearch()
        for character in "opened " { viewModel.type(character) }
        XCTAssertEqual(messages(viewModel).map(\.text), ["Opened demo"])
        XCTAssertEqual(viewModel.filter.searchText, "opened ")
        store.record(message: LogMessage(date: Date(), level: .info, label: "Navigation", text: "Opened again"))
        store.record(message: LogMessage(date: Date(), level: .info, label: "Navigation", text: "Closed"))
        try await waitUntil { viewModel.listCount == 2 }
        XCTAssertEqual(messages(viewModel).map(\.text), ["Opened again", "Opened demo"])
        viewModel.type("a")
        XCTAssertEqual(messages(viewModel).map(\.text), ["Opened again"])
        viewModel.cancelEditing()
        let listed = messages(viewModel).map(\.id)
        store.record(message: LogMessage(date: Date(), level: .error, label: "App", text: "After the panel closed"))
        let reopened = LogsViewModel(
            store: store, settings: dependencies.settings, stores: { [] }, exportDirectory: nil,
            coordinator: LogsCoordinator(dependencies: dependencies))
        let expected = store.allRecords().reversed().compactMap { record -> UUID? in
            if case .message(let message) = record { message.id } else { nil }
        }
        XCTAssertEqual(messages(reopened).map(\.id), expected)
        XCTAssertEqual(Array(messages(reopened).map(\.id).dropFirst()), listed)
    }

    // MARK: Sessions

    func testThisLaunchIsShownAndVPicksAnEarlierLaunchOrAllOfThem() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("logs-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let earlier = LogDatabase(directory: folder, configuration: LogsFixture.configuration)
        earlier.record(message: LogMessage(date: LogsFixture.now, level: .info, label: "Old", text: "from before"))
        earlier.flush()
        let store = LogDatabase(directory: folder, configuration: LogsFixture.configuration)
        let (viewModel, _, _) = makeViewModel(store: store)
        XCTAssertEqual(messages(viewModel).map(\.text), fixtureMessages.map(\.text), "this launch only")
        XCTAssertNil(viewModel.sessions.label(of: viewModel.search.session), "this launch goes unnamed")

        viewModel.pickSession()
        XCTAssertTrue(viewModel.sessions.isOpen)
        XCTAssertEqual(viewModel.sessions.sessions.map(\.id), [store.session.id, earlier.session.id])
        XCTAssertEqual(viewModel.sessions.selection.selectedIndex, 1, "on this launch's row, after all sessions")
        viewModel.sessions.selection.move(by: 1)
        viewModel.commitSession()
        XCTAssertFalse(viewModel.sessions.isOpen)
        XCTAssertEqual(messages(viewModel).map(\.text), ["from before"])
        XCTAssertEqual(viewModel.totalMessages, 1)
        XCTAssertEqual(viewModel.totalTasks, 0)
        XCTAssertEqual(viewModel.sessions.label(of: viewModel.search.session), "2025-11-22 08:26:40")

        viewModel.pickSession()
        viewModel.sessions.selection.select(0)
        viewModel.commitSession()
        XCTAssertEqual(messages(viewModel).count, fixtureMessages.count + 1)
        XCTAssertEqual(viewModel.sessions.label(of: viewModel.search.session), "all sessions")
        viewModel.pickSession()
        viewModel.sessions.cancel()
        XCTAssertFalse(viewModel.sessions.isOpen)
        XCTAssertEqual(viewModel.search.session, nil, "Esc keeps what was shown")
    }

    func testTheViewModelStaysSmall() throws {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/ExampleApp/Modules/Logs/LogsViewModel.swift")
        let lines = try String(contentsOf: file, encoding: .utf8).split(
            separator: "\n", omittingEmptySubsequences: false)
        XCTAssertLessThan(lines.count, 250, "search, tools, export and copying live in models of their own (issue 32)")
    }
}
