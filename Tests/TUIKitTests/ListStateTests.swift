import TUICore
import XCTest

@testable import TUIKit

@MainActor
final class ListStateTests: XCTestCase {
    func testKeysMoveTheSelectionWithinBounds() async {
        let state = ListState(count: 5)
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

    func testAnActionListRunsTheSelectedActionOnEnterOrSpaceOnly() async {
        let state = ListState(count: 3)
        var runs: [Int] = []
        XCTAssertTrue(state.handle(KeyEvent(.down)) { runs.append(state.selectedIndex) })
        XCTAssertEqual(runs, [], "a move runs nothing")
        XCTAssertTrue(state.handle(KeyEvent(.enter)) { runs.append(state.selectedIndex) })
        XCTAssertTrue(state.handle(.character(" ")) { runs.append(state.selectedIndex) })
        XCTAssertEqual(runs, [1, 1])
        XCTAssertFalse(state.handle(.character("x")) { runs.append(state.selectedIndex) })
        XCTAssertEqual(runs, [1, 1])
    }

    func testScrollingKeepsTheSelectionVisible() async {
        let state = ListState(count: 20)
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
        let state = ListState(count: 10, selectedIndex: 9)
        state.count = 3
        XCTAssertEqual(state.selectedIndex, 2)
    }

    func testListViewClickSelectsAndActivates() async {
        let state = ListState(count: 3)
        var activated: [Int] = []
        let rows = ["alpha", "beta", "gamma"].map { ListView.Row(title: $0) }
        final class Host: ScreenController {
            var view: ListView?
            override func render(in area: Rect, on canvas: inout Canvas, context: RenderContext) {
                view?.render(in: area, on: &canvas, context: context)
            }
        }
        let host = Host()
        host.view = ListView(rows: rows, state: state) { activated.append($0) }
        let pilot = makePilot(root: host, size: Size(width: 40, height: 12))
        XCTAssertTrue(pilot.frame.line(0).contains("› alpha"))
        XCTAssertTrue(pilot.click(on: "gamma"))
        XCTAssertEqual(state.selectedIndex, 2)
        XCTAssertEqual(activated, [2])
        XCTAssertTrue(pilot.frame.line(2).contains("› gamma"))
    }
}
