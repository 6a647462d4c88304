import TUICore
import XCTest

/// The one diff both terminals use: what the ncurses backend writes is what
/// `VirtualTerminal` counts.
final class CellDiffTests: XCTestCase {
    private func canvas(_ text: String, width: Int = 6) -> Canvas {
        var canvas = Canvas(size: Size(width: width, height: 1))
        canvas.write(text, at: .zero)
        return canvas
    }

    private func changes(_ old: Canvas?, _ new: Canvas) -> [Int] {
        var columns: [Int] = []
        CellDiff.forEachChange(from: old, to: new) { x, _, _ in columns.append(x) }
        return columns
    }

    func testWithoutAPreviousFrameEveryCellButWideHalvesIsWritten() {
        XCTAssertEqual(changes(nil, canvas("ab")), [0, 1, 2, 3, 4, 5])
        XCTAssertEqual(
            changes(nil, canvas("日本")), [0, 2, 4, 5], "the second half of a wide character is drawn with it")
        XCTAssertEqual(changes(canvas("ab", width: 4), canvas("ab")).count, 6, "another size is a new screen")
    }

    func testOnlyChangedCellsAndWideCharactersWhoseNeighbourChanged() {
        XCTAssertEqual(changes(canvas("hello"), canvas("hallo")), [1])
        XCTAssertEqual(changes(canvas("hello"), canvas("hello")), [])
        XCTAssertEqual(changes(canvas("日x"), canvas("日y")), [2])
        XCTAssertEqual(changes(canvas("日本"), canvas("日x")), [2, 3], "the wide cell that was there is replaced")
        XCTAssertEqual(CellDiff.changeCount(from: canvas("ab"), to: canvas("ba")), 2)
    }
}
