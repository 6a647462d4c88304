import SnapshotTesting
import TUISnapshotTesting
import XCTest

@testable import AppSupport
@testable import TUIKit

/// The table drawn: its states as snapshots, the rows it reads, its keys and its mouse.
@MainActor
final class TableViewTests: XCTestCase {
    private func render<Source: TableDataSource>(
        _ table: TableView<Source>, size: Size = Size(width: 44, height: 12), unicode: Bool = true
    ) -> Canvas {
        let frame = Frame(canvas: Canvas(size: size), theme: .dark, unicode: unicode)
        table.render(in: frame.bounds, frame: frame)
        return frame.canvas
    }

    private func fruitTable(_ source: FruitSource = .basket) -> (TableModel<FruitSource>, TableView<FruitSource>) {
        let model = TableModel(source: source, columnCount: 3)
        return (model, TableView(model: model, columns: TableColumn<Fruit>.fruitColumns))
    }

    // MARK: States

    func testAHeaderRowsTheCursorAndItsPosition() async {
        let (_, table) = fruitTable()
        assertSnapshot(of: render(table), as: .frameStyled)
    }

    func testSortedDescendingWithMarksAndTheCursorOnACell() async {
        let (model, table) = fruitTable()
        model.focusColumn(1)
        model.sortFocusedColumn()
        model.sortFocusedColumn()
        model.toggleMark()
        model.extendMarks(by: 1)
        model.extendMarks(by: 1)
        assertSnapshot(of: render(table), as: .frameStyled)
    }

    func testScrolledSidewaysTheFirstColumnStays() async {
        let (model, table) = fruitTable()
        model.focusColumn(2)
        model.selection.select(7)
        assertSnapshot(of: render(table, size: Size(width: 30, height: 8)), as: .frameStyled)
    }

    func testASearchThatFindsNothing() async {
        let (model, table) = fruitTable()
        model.beginSearch()
        model.type("x")
        let canvas = render(table)
        XCTAssertEqual(canvas.cursor, Point(x: 4, y: 11), "the edit point after the query")
        assertSnapshot(of: canvas, as: .frameStyled)
    }

    func testASortInProgress() async {
        let (model, table) = fruitTable()
        model.sorting = TableSortProgress(order: TableSortOrder(column: 0), fraction: 0.45)
        assertSnapshot(of: render(table), as: .frameStyled)
    }

    func testUnreadableRowsAndAFailedSort() async {
        var source = FruitSource.basket
        source.failing = [2]
        let (model, table) = fruitTable(source)
        model.selection.select(2)
        model.sort(byColumn: 0)
        let canvas = render(table)
        XCTAssertEqual(canvas.focus, Point(x: 3, y: 3), "the cursor's error row has the focus")
        assertSnapshot(of: canvas, as: .frameStyled)
    }

    func testNoRowReadable() async {
        var source = FruitSource.basket
        source.failing = Set(0..<8)
        let (_, table) = fruitTable(source)
        assertSnapshot(of: render(table), as: .frameStyled)
    }

    func testNoRows() async {
        let (_, table) = fruitTable(FruitSource(fruits: []))
        assertSnapshot(of: render(table), as: .frameStyled)
    }

    func testWithoutColorOrUnicode() async {
        let (model, table) = fruitTable()
        model.sort(byColumn: 0)
        model.toggleMark()
        model.selection.move(by: 1)
        model.moveColumn(by: 1)
        assertSnapshot(of: render(table, unicode: false), as: .frameStyledWithoutColor)
    }

    // MARK: What it reads

    /// A million rows: drawing reads the rows on screen and no others, wherever the cursor is.
    func testItReadsOnlyTheRowsOnScreen() async {
        let source = NumberedSource(count: 1_000_000)
        let model = TableModel(source: source, columnCount: 2)
        let table = TableView(
            model: model,
            columns: [
                TableColumn<Int>("Item", width: .fill) { "Item \($0)" },
                TableColumn<Int>("Worth", width: .length(6)) { String($0 % 7) },
            ])
        _ = render(table, size: Size(width: 80, height: 24))
        XCTAssertEqual(source.log.all, [Array(0..<22)], "22 rows under the header, above the footer")
        source.log.reset()
        model.selection.moveToEnd()
        let canvas = render(table, size: Size(width: 80, height: 24))
        XCTAssertEqual(source.log.all, [Array(999_978..<1_000_000)])
        XCTAssertTrue(canvas.text.contains("Row 1,000,000 of 1,000,000"))
    }

    // MARK: Keys

    func testKeysMoveSortMarkAndSearch() async {
        let (model, table) = fruitTable()
        _ = render(table)  // widths to resize from
        XCTAssertTrue(table.bindings.handle(KeyEvent(.down)))
        XCTAssertTrue(table.bindings.handle(KeyEvent(.down, modifiers: .shift)))
        XCTAssertEqual(model.marked, [1, 2])
        XCTAssertTrue(table.bindings.handle(.character("l")))
        XCTAssertTrue(table.bindings.handle(.character("s")))
        XCTAssertEqual(model.sortOrder, TableSortOrder(column: 1))
        XCTAssertTrue(table.bindings.handle(.character(">")))
        XCTAssertEqual(model.columnWidths[1], 7)
        XCTAssertTrue(table.bindings.handle(.space))
        XCTAssertFalse(table.bindings.handle(.character("n")), "nothing searched yet: n passes on")
        XCTAssertTrue(table.bindings.handle(.character("/")))
        XCTAssertTrue(model.search.isActive)
        XCTAssertTrue(table.bindings.handle(.character("3")), "typed into the search")
        XCTAssertEqual(model.search.query, "3")
        XCTAssertTrue(table.bindings.handle(.enter))
        XCTAssertFalse(model.search.isActive)
        XCTAssertTrue(table.bindings.handle(.character("n")))
        XCTAssertFalse(table.bindings.handle(.escape), "Esc is the container's unless a sort or search runs")
    }

    func testTheHintLineNamesTheTablesKeys() async {
        let (model, table) = fruitTable()
        let hints = table.bindings.filter(\.isShown).map(\.hint)
        XCTAssertEqual(hints, ["↑↓ move", "←→ column", "s sort", "Space mark", "/ search", "< > width"])
        model.beginSearch()
        XCTAssertEqual(table.bindings.filter(\.isShown).map(\.hint).prefix(2), ["Enter done", "Esc cancel"])
    }

    // MARK: Mouse

    func testClicksSelectAndSortAndTheWheelScrolls() async {
        let source = NumberedSource(count: 200)
        let model = TableModel(source: source, columnCount: 2)
        let table = TableView(
            model: model,
            columns: [
                TableColumn<Int>("Item", width: .fill) { "Item \($0)" },
                TableColumn<Int>("Worth", width: .length(8), alignment: .trailing) { String($0 % 7) },
            ])
        let pilot = makePilot(root: HostingController(rootView: table), size: Size(width: 40, height: 12))
        pilot.click(on: "Item 4")
        XCTAssertEqual(model.selection.selectedIndex, 4)
        XCTAssertEqual(model.focusedColumn, 0)
        let worth = pilot.position(of: "Worth")!
        pilot.click(x: worth.x, y: worth.y + 3)
        XCTAssertEqual(model.selection.selectedIndex, 2)
        XCTAssertEqual(model.focusedColumn, 1)
        pilot.click(on: "Worth")
        XCTAssertEqual(model.sortOrder, TableSortOrder(column: 1))
        XCTAssertTrue(pilot.text.contains("Worth ▲"))
        XCTAssertEqual(model.selection.selectedIndex, 58, "still on item 2, after the 58 items worth 0 and 1")
        let offset = model.selection.offset
        pilot.scroll(up: false, x: 10, y: 5)
        XCTAssertEqual(model.selection.offset, offset + 3)
    }

    func testAClickInTheGutterSelectsTheRowAndKeepsTheColumnAndBelowTheRowsDoesNothing() async throws {
        let (model, table) = fruitTable()
        let pilot = makePilot(root: HostingController(rootView: table), size: Size(width: 44, height: 20))
        let price = try XCTUnwrap(pilot.position(of: "Price"))
        pilot.click(x: price.x, y: price.y + 1)
        XCTAssertEqual(model.selection.selectedIndex, 0)
        XCTAssertEqual(model.focusedColumn, 1)
        pilot.click(x: 0, y: price.y + 3)
        XCTAssertEqual(model.selection.selectedIndex, 2, "the gutter's row")
        XCTAssertEqual(model.focusedColumn, 1, "a click left of the columns keeps the focused one")
        let rows = model.rowCount
        XCTAssertLessThan(price.y + rows + 2, 19, "rows end above the footer")
        pilot.click(x: 5, y: price.y + rows + 1)
        XCTAssertEqual(model.selection.selectedIndex, 2, "below the last row nothing is selected")
    }

    func testDraggingAHeadersEdgeResizesItsColumn() async throws {
        let (model, table) = fruitTable()
        let pilot = makePilot(root: HostingController(rootView: table), size: Size(width: 44, height: 12))
        let price = try XCTUnwrap(pilot.position(of: "Price"))
        let edge = Point(x: price.x - 2, y: price.y)  // the │ after Name; Price keeps to the right
        XCTAssertEqual(pilot.frame[edge.x, edge.y].symbol, "│")
        pilot.send(.mouse(MouseEvent(.press, at: edge)))
        pilot.send(.mouse(MouseEvent(.move, at: Point(x: edge.x + 4, y: edge.y))))
        pilot.send(.mouse(MouseEvent(.release, at: Point(x: edge.x + 4, y: edge.y))))
        XCTAssertEqual(model.columnWidths[0], 16, "12 cells and the 4 dragged")
        XCTAssertEqual(pilot.position(of: "Price")?.x, price.x + 4)
    }
}
