import Glibc
import Synchronization
import XCTest

@testable import AppSupport

/// A screen's work off the main actor (a table's sort and search, a tree's loads) runs no
/// higher than the main thread, so it cannot take the core from the next key's frame. As
/// root (here and in CI) libdispatch ran user-initiated work at nice -2, above the main
/// thread's 0; these tests fail there.
@MainActor
final class BackgroundPriorityTests: XCTestCase {
    func testATablesSortAndSearchRunNoHigherThanTheMainThread() async {
        let source = NiceProbeTable(count: 5_000)
        let model = TableModel(source: source, columnCount: 1)
        model.backgroundSortThreshold = 100
        model.sort(byColumn: 0)
        await eventually { model.sorting == nil }
        XCTAssertEqual(model.sortOrder, TableSortOrder(column: 0), "the sort ran to its end")
        let sorting = source.probe.seen
        XCTAssertFalse(sorting.isEmpty, "the sort compared rows")
        XCTAssertGreaterThanOrEqual(sorting.min() ?? .min, niceness(), "the sort's nice values: \(Set(sorting))")

        source.probe.reset()
        model.searchBudget = 10
        model.beginSearch()
        for character in "1000" { model.type(character) }
        await eventually { model.search.status != .searching }
        XCTAssertEqual(model.search.status, .found)
        let searching = source.probe.seen
        XCTAssertFalse(searching.isEmpty, "the search read rows")
        XCTAssertGreaterThanOrEqual(searching.min() ?? .min, niceness(), "the search's nice values: \(Set(searching))")
    }

    func testATreesLoadsRunNoHigherThanTheMainThread() async {
        let source = NiceProbeTree()
        let model = TreeModel(source: source, root: 0)
        await model.waitForLoads()
        model.selection.select(1)
        model.moveRight()
        await model.waitForLoads()
        XCTAssertEqual(model.outline.count, 1 + NiceProbeTree.width * 2, "the root and one child opened")
        let loads = source.probe.seen
        XCTAssertEqual(loads.count, 2, "a load each")
        XCTAssertGreaterThanOrEqual(loads.min() ?? .min, niceness(), "the loads' nice values: \(loads)")
    }

    /// Work the user waits for runs no higher than its caller; work that fills in what a
    /// screen shows runs lower still.
    func testFillInWorkRunsBelowWorkTheUserWaitsForAndThatNoHigherThanItsCaller() async {
        let caller = niceness()
        let background = await Task.detached(priority: AppTasks.backgroundPriority) { niceness() }.value
        let fillIn = await Task.detached(priority: AppTasks.fillInPriority) { niceness() }.value
        XCTAssertGreaterThanOrEqual(background, caller)
        XCTAssertGreaterThan(fillIn, background)
    }
}

/// The nice value of the calling thread (Linux keeps one a thread).
private func niceness() -> Int32 {
    getpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0)
}

/// The nice values of the threads a source was called on.
private final class NiceProbe: Sendable {
    private let values = Mutex<[Int32]>([])

    func record() {
        let value = niceness()
        values.withLock { $0.append(value) }
    }

    var seen: [Int32] { values.withLock { $0 } }

    func reset() { values.withLock { $0.removeAll() } }
}

/// Rows 0..<count, one column of their numbers, noting the thread of each comparison and read.
private struct NiceProbeTable: TableDataSource {
    var count: Int
    let probe = NiceProbe()

    var rowCount: Int { count }

    func rows(at indices: [Int]) throws -> [Int] { indices }

    func orders(_ first: Int, before second: Int, inColumn column: Int) throws -> Bool {
        probe.record()
        return first > second
    }

    func text(of row: Int, inColumn column: Int) -> String {
        if !Thread.isMainThread { probe.record() }
        return String(row)
    }
}

/// A tree of numbers `width` wide, noting the thread of each load.
private struct NiceProbeTree: TreeNodeSource {
    static let width = 3
    let probe = NiceProbe()

    func children(of node: Int) async throws -> [Int] {
        probe.record()
        return (1...Self.width).map { node * 10 + $0 }
    }

    func isExpandable(_ node: Int) -> Bool { node < 10 }

    func name(of node: Int) -> String { String(node) }
}
