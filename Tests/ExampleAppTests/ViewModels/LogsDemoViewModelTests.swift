import AppSupport
import Foundation
import Logs
import TUIKit
import XCTest

@testable import ExampleApp

/// The logs demo's actions write into the store they are given, without drawing.
@MainActor
final class LogsDemoViewModelTests: XCTestCase {
    /// The services read the configuration: without this the class fails when run alone.
    override func setUp() async throws {
        try Environments.setup(name: "dev")
    }

    private func makeViewModel(isPanelAvailable: Bool = true) -> (LogsDemoViewModel, LogDatabase, AppDependencies) {
        let options = LaunchOptions(language: .en, directories: .temporaryForTest())
        let clock = ManualClock()
        let store = LogDatabase.inMemory(configuration: LogsFixture.configuration)
        let appStore = LogDatabase.inMemory()
        let dependencies = AppDependencies(
            settings: AppSettings(language: .en, theme: .dark, instance: .dev), clock: clock,
            directories: options.directories, platform: options.platform, window: Window(clock: clock),
            logStore: appStore, services: { AppServices(options: options, logStore: appStore, send: $0) })
        let viewModel = LogsDemoViewModel(
            store: store, isPanelAvailable: isPanelAvailable,
            coordinator: LogsDemoCoordinator(dependencies: dependencies))
        return (viewModel, store, dependencies)
    }

    private func waitUntil(_ condition: @MainActor () -> Bool, file: StaticString = #filePath, line: UInt = #line)
        async throws
    {
        for _ in 0..<200 where !condition() { try await Task.sleep(for: .milliseconds(10)) }
        XCTAssertTrue(condition(), "timed out", file: file, line: line)
    }

    private func index(of action: LogsDemoViewModel.Action) throws -> Int {
        try XCTUnwrap(LogsDemoViewModel.Action.allCases.firstIndex(of: action))
    }

    func testEveryActionIsARowAndTheSelectionCountsThem() async throws {
        let (viewModel, _, _) = makeViewModel()
        XCTAssertEqual(viewModel.items.count, LogsDemoViewModel.Action.allCases.count)
        XCTAssertEqual(viewModel.selection.count, viewModel.items.count)
        XCTAssertEqual(viewModel.items.map(\.title), viewModel.actions.map(viewModel.title(of:)))
        viewModel.selection.moveToEnd()
        XCTAssertEqual(viewModel.items[viewModel.selection.selectedIndex].title, R.string.logsDemo.actionOpen())
    }

    func testTheOpenRowNamesTheHotkeyOnlyWhereThePanelIsAvailable() async throws {
        let (dev, _, _) = makeViewModel(isPanelAvailable: true)
        let (prod, _, _) = makeViewModel(isPanelAvailable: false)
        XCTAssertEqual(dev.items.last?.value, "F12")
        XCTAssertEqual(prod.items.last?.value, "dev")
    }

    func testLoggingEveryLevelWritesOneMessageOfEachAndTheCountFollows() async throws {
        let (viewModel, store, _) = makeViewModel()
        XCTAssertEqual(viewModel.entryCount, 0)
        viewModel.run(at: try index(of: .everyLevel))
        let levels = store.allRecords().compactMap { if case .message(let message) = $0 { message.level } else { nil } }
        XCTAssertEqual(Set(levels), Set(LogLevel.allCases))
        XCTAssertEqual(levels.count, LogLevel.allCases.count)
        try await waitUntil { viewModel.entryCount == store.allRecords().count }
    }

    func testRunningTheSelectedRowRecordsItsRequest() async throws {
        let (viewModel, store, _) = makeViewModel()
        viewModel.selection.select(try index(of: .unauthorized))
        viewModel.runSelected()
        guard case .task(let task) = store.allRecords().last else { return XCTFail("no request recorded") }
        XCTAssertEqual(task.statusCode, 401)
        XCTAssertEqual(task.method, "POST")
        XCTAssertFalse(task.requestBody?.contains("hunter2") ?? true, "the password is redacted by the store")
    }

    func testRunningARowByIndexSelectsIt() async throws {
        let (viewModel, store, _) = makeViewModel()
        let timeout = try index(of: .timeout)
        viewModel.run(at: timeout)
        XCTAssertEqual(viewModel.selection.selectedIndex, timeout)
        guard case .task(let task) = store.allRecords().last else { return XCTFail("no request recorded") }
        XCTAssertNil(task.statusCode)
        XCTAssertNotNil(task.error)
        viewModel.run(at: viewModel.items.count)
        XCTAssertEqual(viewModel.selection.selectedIndex, timeout, "a row that is not there changes nothing")
    }

    func testFillingTheSampleStoresAddsThemToTheStorageViewerOnce() async throws {
        let (viewModel, _, dependencies) = makeViewModel()
        let before = dependencies.inspectableStores.count
        viewModel.run(at: try index(of: .sampleStores))
        let after = dependencies.inspectableStores
        XCTAssertGreaterThan(after.count, before)
        XCTAssertTrue(after.contains { !$0.inspectionEntries().isEmpty }, "the sample stores hold entries")
        viewModel.run(at: try index(of: .sampleStores))
        XCTAssertEqual(dependencies.inspectableStores.count, after.count, "filled again, not added again")
    }
}
