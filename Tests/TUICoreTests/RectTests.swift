import XCTest

@testable import TUICore

final class RectTests: XCTestCase {
    private let rect = Rect(x: 2, y: 3, width: 10, height: 4)

    func testEdges() {
        XCTAssertEqual(rect.minX, 2)
        XCTAssertEqual(rect.minY, 3)
        XCTAssertEqual(rect.maxX, 12)
        XCTAssertEqual(rect.maxY, 7)
        XCTAssertEqual(rect.description, "2,3 10x4")
        XCTAssertFalse(rect.isEmpty)
        XCTAssertTrue(Rect(x: 5, y: 5, width: 0, height: 3).isEmpty)
        XCTAssertTrue(Rect(x: 5, y: 5, width: 3, height: 0).isEmpty)
        XCTAssertTrue(Rect.zero.isEmpty)
    }

    func testNegativeSizesClampToZero() {
        let negative = Rect(x: 1, y: 1, width: -4, height: -2)
        XCTAssertEqual(negative.size, .zero)
        XCTAssertTrue(negative.isEmpty)
        XCTAssertEqual(Size(width: -1, height: 3), Size(width: 0, height: 3))
    }

    func testContainsIsHalfOpen() {
        XCTAssertTrue(rect.contains(Point(x: 2, y: 3)))
        XCTAssertTrue(rect.contains(Point(x: 11, y: 6)))
        XCTAssertFalse(rect.contains(Point(x: 12, y: 6)))
        XCTAssertFalse(rect.contains(Point(x: 11, y: 7)))
        XCTAssertFalse(rect.contains(Point(x: 1, y: 3)))
        XCTAssertFalse(rect.contains(Point(x: 2, y: 2)))
        XCTAssertFalse(Rect(x: 0, y: 0, width: 0, height: 0).contains(.zero))
    }

    func testIntersectionOfOverlappingRects() {
        let other = Rect(x: 8, y: 0, width: 10, height: 5)
        XCTAssertEqual(rect.intersection(other), Rect(x: 8, y: 3, width: 4, height: 2))
        XCTAssertEqual(other.intersection(rect), Rect(x: 8, y: 3, width: 4, height: 2))
    }

    func testIntersectionWithAContainedRectIsThatRect() {
        let inner = Rect(x: 4, y: 4, width: 2, height: 2)
        XCTAssertEqual(rect.intersection(inner), inner)
        XCTAssertEqual(rect.intersection(rect), rect)
    }

    func testIntersectionOfDisjointRectsIsEmpty() {
        let right = Rect(x: 20, y: 3, width: 5, height: 4)
        XCTAssertTrue(rect.intersection(right).isEmpty)
        XCTAssertEqual(rect.intersection(right).size, .zero)
        let below = Rect(x: 2, y: 10, width: 10, height: 4)
        XCTAssertTrue(rect.intersection(below).isEmpty)
        // Touching edges share no cell.
        let adjacent = Rect(x: 12, y: 3, width: 5, height: 4)
        XCTAssertTrue(rect.intersection(adjacent).isEmpty)
        XCTAssertTrue(rect.intersection(.zero).isEmpty)
    }

    func testInset() {
        XCTAssertEqual(rect.inset(by: EdgeInsets(all: 1)), Rect(x: 3, y: 4, width: 8, height: 2))
        XCTAssertEqual(
            rect.inset(by: EdgeInsets(top: 1, left: 2, bottom: 0, right: 3)),
            Rect(x: 4, y: 4, width: 5, height: 3)
        )
        XCTAssertEqual(
            rect.inset(by: EdgeInsets(horizontal: 2, vertical: 1)), Rect(x: 4, y: 4, width: 6, height: 2))
        XCTAssertEqual(rect.inset(by: EdgeInsets()), rect)
    }

    func testOverLargeInsetIsEmpty() {
        let inset = rect.inset(by: EdgeInsets(all: 5))
        XCTAssertTrue(inset.isEmpty)
        XCTAssertEqual(inset.size, .zero)
    }

    func testDividedTop() {
        let (slice, remainder) = rect.divided(top: 1)
        XCTAssertEqual(slice, Rect(x: 2, y: 3, width: 10, height: 1))
        XCTAssertEqual(remainder, Rect(x: 2, y: 4, width: 10, height: 3))
    }

    func testDividedBottom() {
        let (slice, remainder) = rect.divided(bottom: 1)
        XCTAssertEqual(slice, Rect(x: 2, y: 6, width: 10, height: 1))
        XCTAssertEqual(remainder, Rect(x: 2, y: 3, width: 10, height: 3))
    }

    func testDividedLeft() {
        let (slice, remainder) = rect.divided(left: 3)
        XCTAssertEqual(slice, Rect(x: 2, y: 3, width: 3, height: 4))
        XCTAssertEqual(remainder, Rect(x: 5, y: 3, width: 7, height: 4))
    }

    func testDividedRight() {
        let (slice, remainder) = rect.divided(right: 3)
        XCTAssertEqual(slice, Rect(x: 9, y: 3, width: 3, height: 4))
        XCTAssertEqual(remainder, Rect(x: 2, y: 3, width: 7, height: 4))
    }

    func testDividingByTooMuchTakesEverything() {
        XCTAssertEqual(rect.divided(top: 99).slice, rect)
        XCTAssertTrue(rect.divided(top: 99).remainder.isEmpty)
        XCTAssertEqual(rect.divided(top: 99).remainder.y, rect.maxY)
        XCTAssertEqual(rect.divided(bottom: 99).slice, rect)
        XCTAssertTrue(rect.divided(bottom: 99).remainder.isEmpty)
        XCTAssertEqual(rect.divided(left: 99).slice, rect)
        XCTAssertEqual(rect.divided(left: 99).remainder.x, rect.maxX)
        XCTAssertTrue(rect.divided(left: 99).remainder.isEmpty)
        XCTAssertEqual(rect.divided(right: 99).slice, rect)
        XCTAssertTrue(rect.divided(right: 99).remainder.isEmpty)
    }

    func testDividingByANegativeAmountTakesNothing() {
        XCTAssertTrue(rect.divided(top: -2).slice.isEmpty)
        XCTAssertEqual(rect.divided(top: -2).remainder, rect)
        XCTAssertEqual(rect.divided(bottom: -2).remainder, rect)
        XCTAssertEqual(rect.divided(left: -2).remainder, rect)
        XCTAssertEqual(rect.divided(right: -2).remainder, rect)
        XCTAssertEqual(rect.divided(right: -2).slice.x, rect.maxX)
    }

    func testCentered() {
        XCTAssertEqual(rect.centered(Size(width: 4, height: 2)), Rect(x: 5, y: 4, width: 4, height: 2))
        // Odd leftovers put the extra cell after.
        XCTAssertEqual(rect.centered(Size(width: 3, height: 1)), Rect(x: 5, y: 4, width: 3, height: 1))
        XCTAssertEqual(rect.centered(Size(width: 50, height: 50)), rect)
        XCTAssertEqual(
            rect.centered(Size(width: 50, height: 2)), Rect(x: 2, y: 4, width: 10, height: 2))
        XCTAssertEqual(rect.centered(.zero), Rect(x: 7, y: 5, width: 0, height: 0))
    }

    func testRow() {
        XCTAssertEqual(rect.row(0), Rect(x: 2, y: 3, width: 10, height: 1))
        XCTAssertEqual(rect.row(3), Rect(x: 2, y: 6, width: 10, height: 1))
        XCTAssertTrue(rect.row(4).isEmpty)
        XCTAssertTrue(rect.row(100).isEmpty)
    }

    func testRowAboveTheRectIsEmpty() {
        let row = rect.row(-1)
        XCTAssertTrue(row.isEmpty, "\(row)")
        XCTAssertFalse(rect.contains(Point(x: row.x, y: row.y)))
    }

    func testEveryRowLiesInsideTheRect() {
        for index in -3..<8 {
            let row = rect.row(index)
            if !row.isEmpty {
                XCTAssertEqual(rect.intersection(row), row, "row \(index)")
            }
        }
    }
}

final class GeometryTests: XCTestCase {
    func testSizeParsesColumnsByRows() {
        XCTAssertEqual(Size(parsing: "80x24"), Size(width: 80, height: 24))
        XCTAssertEqual(Size(parsing: "80X24"), Size(width: 80, height: 24))
        XCTAssertEqual(Size(parsing: "1x1"), Size(width: 1, height: 1))
        XCTAssertEqual(Size(parsing: "1000x1000"), Size(width: 1000, height: 1000))
    }

    func testSizeRejectsBadText() {
        for text in [
            "", "80", "x24", "80x", "x", "0x5", "5x0", "-1x2", "2x-1", "80x24x1", "80 x 24", "eightyx24",
            "1001x5", "80×24",
        ] {
            XCTAssertNil(Size(parsing: text), text)
        }
    }

    func testSizeDescriptionParsesBack() {
        let size = Size(width: 132, height: 43)
        XCTAssertEqual(size.description, "132x43")
        XCTAssertEqual(Size(parsing: size.description), size)
    }

    func testPointDescription() {
        XCTAssertEqual(Point(x: 3, y: -4).description, "(3, -4)")
        XCTAssertEqual(Point.zero, Point(x: 0, y: 0))
    }

    func testEdgeInsetsInitialisers() {
        XCTAssertEqual(EdgeInsets(all: 2), EdgeInsets(top: 2, left: 2, bottom: 2, right: 2))
        XCTAssertEqual(
            EdgeInsets(horizontal: 3, vertical: 1), EdgeInsets(top: 1, left: 3, bottom: 1, right: 3))
        XCTAssertEqual(EdgeInsets(), EdgeInsets(all: 0))
    }
}
