import AppSupport
import XCTest

@testable import ExampleApp

/// The Cache demo's logic on temporary stores and the app's clock, without drawing it.
@MainActor
final class CacheDemoViewModelTests: XCTestCase {
    private var fixture: DataDemosViewModelFixture!

    override func tearDown() async throws {
        try Environments.setup(name: "dev")
    }

    private func makeViewModel() throws -> CacheDemoViewModel {
        fixture = try DataDemosViewModelFixture()
        let dependencies = fixture.dependencies
        let viewModel = CacheDemoViewModel(
            storage: dependencies.storage, time: dependencies.storageTime, clock: fixture.clock)
        viewModel.onViewDidLoad()
        return viewModel
    }

    func testStoredEntriesAreListedAndTheSelectedOneIsRead() async throws {
        let viewModel = try makeViewModel()
        XCTAssertEqual(viewModel.entries, [])
        viewModel.onSetTapped(expiring: false)
        viewModel.onSetTapped(expiring: false)
        XCTAssertEqual(viewModel.entries.map(\.key), ["entry-1", "entry-2"])
        XCTAssertEqual(viewModel.selection.count, 2)
        XCTAssertEqual(
            viewModel.summary, "Entries: 2 · \(CacheEntryViewItem.bytes(viewModel.entries.map(\.size).reduce(0, +)))")
        viewModel.selection.move(by: 1)
        viewModel.onGetTapped()
        XCTAssertEqual(viewModel.message, "Read entry-2: value 2, stored by the Cache demo")
    }

    func testDeletingTheLastEntryKeepsTheSelectionOnTheList() async throws {
        let viewModel = try makeViewModel()
        for _ in 0..<3 { viewModel.onSetTapped(expiring: false) }
        viewModel.selection.moveToEnd()
        viewModel.onDeleteTapped()
        XCTAssertEqual(viewModel.message, "Removed entry-3")
        XCTAssertEqual(viewModel.entries.map(\.key), ["entry-1", "entry-2"])
        XCTAssertEqual(viewModel.selection.selectedIndex, 1, "moved onto the new last entry")
        viewModel.onClearTapped()
        XCTAssertEqual(viewModel.entries, [])
        viewModel.onGetTapped()
        XCTAssertEqual(viewModel.message, "Cleared RAM", "nothing selected: nothing read")
    }

    func testEachStoreKeepsItsOwnEntriesAndASwitchSelectsTheFirst() async throws {
        let viewModel = try makeViewModel()
        viewModel.onSetTapped(expiring: false)
        viewModel.onSetTapped(expiring: false)
        viewModel.selection.move(by: 1)
        viewModel.onNextStore(1)
        XCTAssertEqual(viewModel.store, .disk)
        XCTAssertEqual(viewModel.entries, [])
        viewModel.onSetTapped(expiring: false)
        XCTAssertEqual(viewModel.selection.selectedIndex, 0)
        viewModel.onNextStore(1)
        XCTAssertEqual(viewModel.store, .keychain)
        viewModel.onSetTapped(expiring: false)
        XCTAssertEqual(viewModel.entries.first?.sizeText.hasPrefix("•••• · "), true, "keychain values are masked")
        viewModel.onNextStore(1)
        XCTAssertEqual(viewModel.store, .ram, "the stores wrap around")
        XCTAssertEqual(viewModel.entries.map(\.key), ["entry-1", "entry-2"])
        viewModel.onNextStore(-1)
        XCTAssertEqual(viewModel.store, .keychain)
    }

    func testAnExpiringEntryCountsDownOnTheClockAndIsSwept() async throws {
        let viewModel = try makeViewModel()
        viewModel.onSetTapped(expiring: true)
        let entry = try XCTUnwrap(viewModel.entries.first)
        XCTAssertEqual(entry.expiryText(at: viewModel.now), "expires in 10s")
        XCTAssertTrue(viewModel.isTicking)
        fixture.clock.advance(by: .seconds(4))
        XCTAssertEqual(entry.expiryText(at: viewModel.now), "expires in 6s")
        fixture.clock.advance(by: .seconds(6))
        XCTAssertEqual(entry.expiryText(at: viewModel.now), "expired")
        XCTAssertFalse(viewModel.isTicking, "nothing left to count down")
        viewModel.onSweepTapped()
        XCTAssertEqual(viewModel.message, "Removed 1 expired entries")
        XCTAssertEqual(viewModel.entries, [])
        XCTAssertEqual(viewModel.selection.count, 0)
    }
}
