import Synchronization
import XCTest

@testable import TUIKit

/// The stable merge sort behind a table's sort, and the order it makes.
final class TableSortingTests: XCTestCase {
    func testSortsAscendingAndDescendingKeepingTiesInSourceOrder() throws {
        let source = FruitSource.basket
        let ascending = try TableRowOrder.sorted(source, by: TableSortOrder(column: 1))
        XCTAssertEqual((0..<8).map { ascending[$0] }, [2, 6, 1, 4, 7, 0, 3, 5], "ties by source row")
        let descending = try TableRowOrder.sorted(source, by: TableSortOrder(column: 1, direction: .descending))
        XCTAssertEqual((0..<8).map { descending[$0] }, [0, 3, 5, 1, 4, 7, 2, 6], "ties still by source row")
        let byName = try TableRowOrder.sorted(source, by: TableSortOrder(column: 0))
        XCTAssertEqual((0..<8).map { source.fruits[byName[$0]].name }, source.fruits.map(\.name).sorted())
    }

    func testAnySizeSortsStablyLikeTheStandardSort() throws {
        // From 65,536 rows (256 KB) the passes run in pages mapped for the sort alone.
        for count in [0, 1, 2, 3, 31, 64, 1000, 4097, 65_535, 65_536, 100_003] {
            let source = NumberedSource(count: count)
            let order = try TableRowOrder.sorted(source, by: TableSortOrder(column: 1))
            let expected = (0..<count).sorted { ($0 % 7, $0) < ($1 % 7, $1) }
            XCTAssertEqual((0..<count).map { order[$0] }, expected, "\(count) rows")
        }
    }

    func testTheOrderFindsWhereARowShows() throws {
        let order = try TableRowOrder.sorted(FruitSource.basket, by: TableSortOrder(column: 0))
        XCTAssertEqual(order.position(ofSourceRow: 0), 3, "Cherry after Apple, Banana, Blood orange")
        XCTAssertNil(order.position(ofSourceRow: 8))
        let natural = TableRowOrder(count: 5)
        XCTAssertTrue(natural.isSourceOrder)
        XCTAssertEqual(natural[3], 3)
        XCTAssertEqual(natural.position(ofSourceRow: 4), 4)
        XCTAssertNil(natural.position(ofSourceRow: 5))
    }

    func testStepsReportGrowingProgressAndStopWhenCancelled() async throws {
        let fractions = Mutex<[Double]>([])
        let order = try await TableRowOrder.sorted(NumberedSource(count: 70_000), by: TableSortOrder(column: 1)) {
            fraction in fractions.withLock { $0.append(fraction) }
        }
        XCTAssertEqual(order[0], 0)
        XCTAssertEqual(order[1], 7)
        let reported = fractions.withLock { $0 }
        XCTAssertGreaterThan(reported.count, 10)
        XCTAssertEqual(reported, reported.sorted())
        XCTAssertTrue(reported.allSatisfy { (0..<1).contains($0) })

        let task = Task {
            try await TableRowOrder.sorted(NumberedSource(count: 70_000), by: TableSortOrder(column: 1)) { _ in }
        }
        task.cancel()
        do {
            _ = try await task.value
            XCTFail("a cancelled sort returns no order")
        } catch {
            XCTAssertTrue(error is CancellationError)
        }
    }

    func testASourceThatThrowsFailsTheSort() {
        var source = FruitSource.basket
        source.failing = [4]
        XCTAssertThrowsError(try TableRowOrder.sorted(source, by: TableSortOrder(column: 0))) { error in
            XCTAssertEqual(String(describing: error), "row 4 is unreadable")
        }
    }

    func testAClickTurnsAColumnAscendingThenDescendingThenOff() {
        let first = TableSortOrder.next(after: nil, column: 2)
        XCTAssertEqual(first, TableSortOrder(column: 2, direction: .ascending))
        let second = TableSortOrder.next(after: first, column: 2)
        XCTAssertEqual(second, TableSortOrder(column: 2, direction: .descending))
        XCTAssertNil(TableSortOrder.next(after: second, column: 2))
        XCTAssertEqual(TableSortOrder.next(after: second, column: 0), TableSortOrder(column: 0))
    }

    func testSearchMatchesTheStartOfTheTextOrOfAWordIgnoringCase() {
        XCTAssertTrue(TableSearch.matches("Blood orange", query: "or"))
        XCTAssertTrue(TableSearch.matches("Blood orange", query: "BLO"))
        XCTAssertTrue(TableSearch.matches("Blood orange", query: "blood o"))
        XCTAssertFalse(TableSearch.matches("Blood orange", query: "range"))
        XCTAssertTrue(TableSearch.matches("Москва", query: "моск"))
        XCTAssertTrue(TableSearch.matches("anything", query: ""))
    }
}
