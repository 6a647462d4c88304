import XCTest

@testable import TUIKit

/// A table's state and logic without drawing: the cursor, marks, sorting on and off the
/// main actor, widths and search-as-you-type.
@MainActor
final class TableModelTests: XCTestCase {
    private func fruits(_ source: FruitSource = .basket) -> TableModel<FruitSource> {
        TableModel(source: source, columnCount: 3)
    }

    func testTheCursorMovesByRowAndColumnWithinTheTable() async {
        let model = fruits()
        model.selection.move(by: 3)
        model.moveColumn(by: 5)
        XCTAssertEqual(model.selection.selectedIndex, 3)
        XCTAssertEqual(model.focusedColumn, 2)
        model.moveColumn(by: -9)
        XCTAssertEqual(model.focusedColumn, 0)
        model.select(position: 6, column: 1)
        XCTAssertEqual(model.cursorSourceRow, 6)
        XCTAssertEqual(model.focusedColumn, 1)
    }

    func testTheWheelScrollsAndTakesTheCursorAlong() async {
        let model = TableModel(source: NumberedSource(count: 100), columnCount: 2)
        model.selection.scrollToSelection(visible: 10)
        model.scroll(by: 3)
        XCTAssertEqual(model.selection.offset, 3)
        XCTAssertEqual(model.selection.selectedIndex, 3)
        model.scroll(by: 500)
        XCTAssertEqual(model.selection.offset, 90)
        model.scroll(by: -85)
        XCTAssertEqual(model.selection.offset, 5)
        XCTAssertEqual(model.selection.selectedIndex, 14, "kept at the bottom of the screen")
    }

    func testMarksFollowTheirRowsThroughASort() async {
        let model = fruits()
        model.toggleMark()
        model.extendMarks(by: 1)
        model.extendMarks(by: 1)
        XCTAssertEqual(model.marked, [0, 1, 2])
        model.toggleMark()
        XCTAssertEqual(model.marked, [0, 1])
        model.sort(byColumn: 0)
        XCTAssertEqual(model.marked, [0, 1])
        XCTAssertEqual(model.cursorSourceRow, 2, "the cursor stays on Banana")
        XCTAssertEqual(model.selection.selectedIndex, 1)
        model.clearMarks()
        XCTAssertTrue(model.marked.isEmpty)
    }

    func testASmallSourceSortsAtOnceAndTurnsThroughItsOrders() async throws {
        let model = fruits()
        model.focusColumn(1)
        model.sortFocusedColumn()
        XCTAssertEqual(model.sortOrder, TableSortOrder(column: 1))
        XCTAssertEqual(try model.rows(0..<3).map { try $0.value.get().name }, ["Banana", "Grape", "Apple"])
        model.sortFocusedColumn()
        XCTAssertEqual(model.sortOrder?.direction, .descending)
        XCTAssertEqual(try model.rows(0..<1).first?.value.get().name, "Cherry")
        model.sortFocusedColumn()
        XCTAssertNil(model.sortOrder)
        XCTAssertTrue(model.order.isSourceOrder)
    }

    func testALargeSourceSortsOffTheMainActorAndCanBeCancelled() async throws {
        let model = TableModel(source: NumberedSource(count: 3_000), columnCount: 2)
        model.backgroundSortThreshold = 100
        model.selection.select(7)
        model.sort(byColumn: 1)
        XCTAssertEqual(model.sorting?.order, TableSortOrder(column: 1))
        XCTAssertTrue(model.order.isSourceOrder, "shown as it was until the sort is done")
        await eventually { model.sorting == nil }
        XCTAssertEqual(model.sortOrder, TableSortOrder(column: 1))
        XCTAssertEqual(model.order[1], 7)
        XCTAssertEqual(model.selection.selectedIndex, 1, "the cursor stays on row 7")

        model.sort(byColumn: 0)
        model.cancelSort()
        XCTAssertNil(model.sorting)
        try await Task.sleep(for: .milliseconds(50))
        XCTAssertEqual(model.sortOrder, TableSortOrder(column: 1), "a cancelled sort changes nothing")
    }

    func testAFailedSortKeepsTheOrderAndSaysWhy() async {
        var source = FruitSource.basket
        source.failing = [3]
        let model = fruits(source)
        model.sort(byColumn: 0)
        XCTAssertNil(model.sortOrder)
        XCTAssertEqual(model.sortFailure.map { String(describing: $0) }, "row 3 is unreadable")
        model.sort(byColumn: 0)
        XCTAssertNotNil(model.sortFailure)
    }

    func testAnUnreadableRowIsAnErrorAmongTheOthers() async throws {
        var source = FruitSource.basket
        source.failing = [2]
        let rows = try fruits(source).rows(0..<4)
        XCTAssertEqual(rows.map(\.sourceRow), [0, 1, 2, 3])
        XCTAssertThrowsError(try rows[2].value.get())
        XCTAssertEqual(try rows[3].value.get().name, "Date")
        source.failing = [0, 1, 2, 3]
        XCTAssertThrowsError(try fruits(source).rows(0..<4), "none can be read")
    }

    func testWidthsTheUserGivesReplaceTheConstraints() async {
        let model = fruits()
        model.shownWidths = [12, 6, 20]
        model.focusColumn(1)
        model.resizeFocusedColumn(by: 2)
        XCTAssertEqual(model.columnWidths, [1: 8])
        model.resize(column: 0, to: -4)
        XCTAssertEqual(model.columnWidths[0], 1)
        model.resetWidth(of: 0)
        XCTAssertNil(model.columnWidths[0])
    }

    func testTypingJumpsToTheFirstMatchFromWhereTheSearchBegan() async {
        let model = fruits()
        model.selection.select(2)
        model.beginSearch()
        model.type("d")
        XCTAssertEqual(model.selection.selectedIndex, 3, "Date")
        model.type("x")
        XCTAssertEqual(model.search.status, .notFound)
        model.deleteBackward()
        XCTAssertEqual(model.selection.selectedIndex, 3)
        model.deleteBackward()
        XCTAssertEqual(model.selection.selectedIndex, 2, "back where it began")
        model.type("b")
        XCTAssertEqual(model.selection.selectedIndex, 2, "Banana itself matches")
        model.type("l")
        XCTAssertEqual(model.selection.selectedIndex, 7, "Blood orange")
        model.acceptSearch()
        XCTAssertFalse(model.search.isActive)
        model.findNext()
        XCTAssertEqual(model.selection.selectedIndex, 7, "the only match: round to itself")
    }

    func testSearchFollowsTheFocusedColumnAndEscGoesBack() async {
        let model = fruits()
        model.focusColumn(2)
        model.beginSearch()
        model.type("t")
        XCTAssertEqual(model.selection.selectedIndex, 0, "Turkey")
        model.acceptSearch()
        model.findNext()
        XCTAssertEqual(model.selection.selectedIndex, 5)
        model.findPrevious()
        XCTAssertEqual(model.selection.selectedIndex, 0)
        model.beginSearch()
        model.type("s")
        XCTAssertEqual(model.selection.selectedIndex, 7, "Spain")
        model.cancelSearch()
        XCTAssertEqual(model.selection.selectedIndex, 0)
        XCTAssertEqual(model.search.query, "s", "kept for n and N")
    }

    func testRowsPastTheBudgetAreSearchedOffTheMainActor() async {
        let model = TableModel(source: NumberedSource(count: 20_000), columnCount: 2)
        model.searchBudget = 10
        model.beginSearch()
        for character in "Item 1234" { model.type(character) }
        XCTAssertEqual(model.search.status, .searching)
        await eventually { model.search.status != .searching }
        XCTAssertEqual(model.search.status, .found)
        XCTAssertEqual(model.selection.selectedIndex, 1234)
        model.type("5")
        await eventually { model.search.status != .searching }
        XCTAssertEqual(model.selection.selectedIndex, 12345)
        model.type("6")
        await eventually { model.search.status != .searching }
        XCTAssertEqual(model.search.status, .notFound)
        XCTAssertEqual(model.selection.selectedIndex, 12345, "no match: the cursor stays")
    }

    /// A paste searches once; a query longer than one that found nothing finds nothing
    /// without reading a row (a storm's paste typed key by key once read the table for each
    /// character, minutes of it); one longer than a match goes on from that match.
    func testAPasteSearchesOnceAndALongerQueryReadsOnlyWhatItMust() async {
        let source = NumberedSource(count: 500)
        let model = TableModel(source: source, columnCount: 2)
        model.searchBudget = 500
        model.beginSearch()
        model.type(contentsOf: "Item 4\n")
        XCTAssertEqual(model.search.query, "Item 4 ", "a line break is a space")
        XCTAssertEqual(model.search.status, .notFound, "no row has a word after its number")
        XCTAssertEqual(source.log.all.count, 500 / 64 + 1, "one search, a chunk at a time")
        source.log.reset()
        model.type(contentsOf: String(repeating: "z", count: 10_000))
        for character in "more" { model.type(character) }
        XCTAssertEqual(model.search.status, .notFound)
        XCTAssertEqual(model.search.query.count, TableSearch.maximumLength, "the rest is left out")
        XCTAssertTrue(source.log.all.isEmpty, "nothing read: no row can match a longer query")

        model.cancelSearch()
        model.beginSearch()
        model.type(contentsOf: "Item 4")
        XCTAssertEqual(model.selection.selectedIndex, 4)
        source.log.reset()
        model.type("5")
        XCTAssertEqual(model.selection.selectedIndex, 45)
        XCTAssertEqual(source.log.rows.min(), 4, "from the last match, not from where the search began")
        model.moveColumn(by: 1)
        model.type("0")
        XCTAssertEqual(model.search.status, .notFound, "another column searched again: no number has a word 450")
    }

    func testAQueryTakesSpacesForLineBreaksAndLeavesOutControlCharacters() {
        XCTAssertEqual(TableSearch.extend("a", with: "b\tc\r\nd\u{7}e\u{1B}"), "ab c de", "CR LF is one line break")
        XCTAssertEqual(TableSearch.extend("ab", with: "cdef", maximumLength: 4), "abcd")
        XCTAssertEqual(TableSearch.extend("abcd", with: "e", maximumLength: 4), "abcd")
    }
}
