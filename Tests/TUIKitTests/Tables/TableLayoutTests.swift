import XCTest

@testable import TUIKit

/// Where a table's columns go: shared by constraints when they fit, scrolled sideways with
/// the first column fixed when they do not.
final class TableLayoutTests: XCTestCase {
    private let widths: [Constraint] = [.length(4), .min(10), .percentage(20), .length(8), .fill]
    private let minimums = [1, 1, 1, 1, 8]

    private func layout(width: Int, focused: Int = 0, first: Int = 1) -> TableLayout {
        TableLayout(
            widths: widths, minimumWidths: minimums, in: Rect(x: 3, y: 0, width: width, height: 1),
            focusedColumn: focused, firstScrolledColumn: first)
    }

    func testColumnsThatFitShareTheWidthAsTheirConstraintsSay() {
        let wide = layout(width: 60)
        XCTAssertEqual(wide.placements.map(\.column), [0, 1, 2, 3, 4])
        XCTAssertEqual(wide.placements.map(\.width), [4, 10, 11, 8, 23])
        XCTAssertEqual(wide.placements.map(\.x), [3, 8, 19, 31, 40])
        XCTAssertFalse(wide.hidesColumnsBefore)
        XCTAssertFalse(wide.hidesColumnsAfter)
    }

    func testColumnsThatDoNotFitScrollWithTheFirstFixed() {
        // 4 + 10 + 6 + 8 + 8 and four gaps: 40 cells in 30.
        let narrow = layout(width: 30)
        XCTAssertEqual(narrow.placements.map(\.column), [0, 1, 2, 3])
        XCTAssertEqual(narrow.placements.map(\.x), [3, 8, 19, 26])
        XCTAssertEqual(narrow.placements.last?.width, 7, "cut by the edge")
        XCTAssertTrue(narrow.hidesColumnsAfter)

        let last = layout(width: 30, focused: 4)
        XCTAssertEqual(last.placements.map(\.column), [0, 2, 3, 4], "the focused column comes into sight")
        XCTAssertEqual(last.firstScrolledColumn, 2)
        XCTAssertEqual(last.placements.first?.x, 3, "the first column stays")
        XCTAssertTrue(last.hidesColumnsBefore)
        XCTAssertFalse(last.hidesColumnsAfter)

        let back = layout(width: 30, focused: 1, first: 3)
        XCTAssertEqual(back.firstScrolledColumn, 1, "focusing a hidden column to the left scrolls back")
    }

    func testScrolledToTheEndLeavesNoRoomEmpty() {
        let end = layout(width: 30, focused: 0, first: 4)
        XCTAssertEqual(end.firstScrolledColumn, 2, "columns 2 and 3 fit beside the last one")
    }
}
