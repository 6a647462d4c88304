import XCTest

@testable import TUIKit

/// A list's selection as a plain value, moved by keys and scrolled by the list view.
@MainActor
final class ListSelectionTests: XCTestCase {
    /// Where a test keeps a selection, as a view model does.
    private final class Model {
        var selection: ListSelection

        init(count: Int) {
            selection = ListSelection(count: count)
        }
    }

    func testKeysMoveTheSelectionWithinBounds() async {
        var state = ListSelection(count: 5)
        XCTAssertTrue(state.handle(KeyEvent(.down)))
        XCTAssertTrue(state.handle(.character("j")))
        XCTAssertEqual(state.selectedIndex, 2)
        XCTAssertTrue(state.handle(.character("k")))
        XCTAssertEqual(state.selectedIndex, 1)
        XCTAssertTrue(state.handle(KeyEvent(.end)))
        XCTAssertEqual(state.selectedIndex, 4)
        _ = state.handle(KeyEvent(.down))
        XCTAssertEqual(state.selectedIndex, 4, "stops at the end")
        XCTAssertTrue(state.handle(KeyEvent(.home)))
        XCTAssertEqual(state.selectedIndex, 0)
        XCTAssertFalse(state.handle(KeyEvent(.enter)))
        XCTAssertFalse(state.handle(.control("j")))
    }

    func testRowsInsertedAtTheStartKeepTheSelectedRowUnlessItIsTheFirst() {
        var state = ListSelection(count: 100, selectedIndex: 10)
        state.offset = 5
        state.insertRows(atStart: 3)
        XCTAssertEqual([state.count, state.selectedIndex, state.offset], [103, 13, 8])
        state.insertRows(atStart: 0)
        XCTAssertEqual([state.count, state.selectedIndex, state.offset], [103, 13, 8])
        // On the first row: it stays there, on the newest.
        var following = ListSelection(count: 100)
        following.insertRows(atStart: 3)
        XCTAssertEqual([following.count, following.selectedIndex, following.offset], [103, 0, 0])
    }

    func testAnActionListMovesWithItsListBindingAndRunsOnEnterOrSpaceOnly() async {
        let model = Model(count: 3)
        var runs: [Int] = []
        let bindings: [KeyBinding] = [
            .list(Binding(model, \.selection), "move"),
            KeyBinding([.enter, .space], "run") { runs.append(model.selection.selectedIndex) },
        ]
        XCTAssertTrue(bindings.handle(KeyEvent(.down)))
        XCTAssertEqual(runs, [], "a move runs nothing")
        XCTAssertTrue(bindings.handle(KeyEvent(.enter)))
        XCTAssertTrue(bindings.handle(.character(" ")))
        XCTAssertEqual(runs, [1, 1])
        XCTAssertFalse(bindings.handle(.character("x")))
        XCTAssertEqual(runs, [1, 1])
        XCTAssertEqual(bindings.hintLine, "↑↓ move · Enter run")
    }

    func testScrollingKeepsTheSelectionVisible() async {
        var state = ListSelection(count: 20)
        state.select(12)
        state.scrollToSelection(visible: 5)
        XCTAssertEqual(state.offset, 8)
        state.select(3)
        state.scrollToSelection(visible: 5)
        XCTAssertEqual(state.offset, 3)
        _ = state.handle(KeyEvent(.pageDown))
        XCTAssertEqual(state.selectedIndex, 8)
    }

    func testShrinkingTheCountClampsTheSelection() async {
        var state = ListSelection(count: 10, selectedIndex: 9)
        state.count = 3
        XCTAssertEqual(state.selectedIndex, 2)
    }

    func testListViewClickSelectsAndActivates() async {
        let model = Model(count: 3)
        var activated: [Int] = []
        let rows = ["alpha", "beta", "gamma"].map { ListView.Row(title: $0) }
        let host = ListHost()
        host.view = ListView(rows: rows, selection: Binding(model, \.selection)) { activated.append($0) }
        let pilot = makePilot(root: host, size: Size(width: 40, height: 12))
        XCTAssertTrue(pilot.frame.line(0).contains("› alpha"))
        XCTAssertTrue(pilot.click(on: "gamma"))
        XCTAssertEqual(model.selection.selectedIndex, 2)
        XCTAssertEqual(activated, [2])
        XCTAssertTrue(pilot.frame.line(2).contains("› gamma"))
    }

    func testTheSelectedRowHoldsTheFocusTheTerminalCursorFollows() async {
        // Screen readers and magnifiers follow the (hidden) cursor: it sits on the selection.
        let model = Model(count: 3)
        let rows = ["alpha", "beta", "gamma"].map { ListView.Row(title: $0) }
        let host = ListHost()
        host.view = ListView(rows: rows, selection: Binding(model, \.selection)) { _ in }
        let pilot = makePilot(root: host, size: Size(width: 40, height: 12))
        XCTAssertEqual(pilot.frame.focus, Point(x: 0, y: 0))
        XCTAssertNil(pilot.frame.cursor, "no edit point: the cursor stays hidden")
        pilot.press(KeyEvent(.down))
        pilot.press(KeyEvent(.down))
        XCTAssertEqual(pilot.frame.focus, Point(x: 0, y: 2))
        XCTAssertTrue(pilot.frame.line(2).contains("› gamma"))
    }

    private final class ListHost: ScreenController {
        var view: ListView?
        override func render(in area: Rect, frame: Frame) {
            view?.render(in: area, frame: frame)
        }
        override var bindings: [KeyBinding] {
            view.map { [.list($0.selection, "move")] } ?? []
        }
    }

    /// Six rows with subtitles (three lines each) in two sections of three.
    private func sectionedRows() -> [ListView.Row] {
        (0..<6).map { index in
            ListView.Row(
                title: "row \(index)", subtitle: "detail \(index)",
                sectionTitle: index % 3 == 0 ? "Section \(index / 3 + 1)" : nil)
        }
    }

    func testASectionHeaderStandsAboveTheRowThatOpensItAndTapsHitTheRightRow() async {
        let model = Model(count: 6)
        var activated: [Int] = []
        let host = ListHost()
        host.view = ListView(rows: sectionedRows(), selection: Binding(model, \.selection)) { activated.append($0) }
        let pilot = makePilot(root: host, size: Size(width: 40, height: 30))
        XCTAssertTrue(pilot.frame.line(0).hasPrefix(" ── Section 1 ──"), pilot.frame.line(0))
        XCTAssertTrue(pilot.frame.line(1).contains("› row 0"))
        XCTAssertTrue(pilot.frame.line(10).hasPrefix(" ── Section 2 ──"), pilot.text)
        XCTAssertTrue(pilot.frame.line(11).contains("row 3"))
        XCTAssertTrue(pilot.click(on: "row 4"))
        XCTAssertEqual(activated, [4])
        XCTAssertTrue(pilot.click(on: "Section 2"), "the header is on screen")
        XCTAssertEqual(activated, [4], "and a click on it opens nothing")
    }

    func testScrollingWithHeadersKeepsTheSelectionWholeAndLeavesNoGapAtTheEnd() async {
        let model = Model(count: 6)
        let host = ListHost()
        host.view = ListView(rows: sectionedRows(), selection: Binding(model, \.selection))
        // 13 lines: the header and three rows (10 lines) fit; the next header and row do not.
        let pilot = makePilot(root: host, size: Size(width: 40, height: 13))
        XCTAssertFalse(pilot.text.contains("row 3"))
        XCTAssertFalse(pilot.text.contains("Section 2"), "no header without its row")
        pilot.press(named: "down", "down", "down")
        XCTAssertTrue(pilot.text.contains("› row 3"), pilot.text)
        XCTAssertTrue(pilot.text.contains("detail 3"), "the whole row, subtitle too")
        XCTAssertTrue(pilot.text.contains("Section 2"), pilot.text)
        pilot.press(named: "end")
        XCTAssertEqual(model.selection.offset, 2, "rows 2 to 5 and a header fill the 13 lines: no gap below")
        XCTAssertTrue(pilot.frame.line(11).contains("detail 5"), pilot.text)
        pilot.press(named: "home")
        XCTAssertEqual(model.selection.offset, 0)
        XCTAssertTrue(pilot.frame.line(0).contains("Section 1"))
    }

    /// The wheel moves the rows on screen, stops at either end, and takes the selection
    /// along only when it would leave the screen.
    func testScrollingMovesTheRowsAndTakesTheSelectionAlong() {
        var selection = ListSelection(count: 20, selectedIndex: 2)
        selection.visibleCount = 5
        selection.scroll(by: 3)
        XCTAssertEqual(selection.offset, 3)
        XCTAssertEqual(selection.selectedIndex, 3, "row 2 scrolled off the top: the first row shown")
        selection.select(6)
        selection.scroll(by: 1)
        XCTAssertEqual(selection.selectedIndex, 6, "still on screen: it stays")
        selection.scroll(by: 100)
        XCTAssertEqual(selection.offset, 15, "the last screenful")
        XCTAssertEqual(selection.selectedIndex, 15)
        selection.select(19)
        selection.scroll(by: -100)
        XCTAssertEqual(selection.offset, 0)
        XCTAssertEqual(selection.selectedIndex, 4, "row 19 scrolled off the bottom: the last row shown")
    }
}
