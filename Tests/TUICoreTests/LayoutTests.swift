import TUICore
import XCTest

final class LayoutTests: XCTestCase {
    private let area = Rect(x: 2, y: 1, width: 40, height: 20)

    private func heights(_ layout: Layout, in area: Rect? = nil) -> [Int] {
        layout.split(area ?? self.area).map(\.height)
    }

    func testHeaderListAndFooterTakeTheirRowsAndTheListTheRest() {
        let (header, list, footer) = area.rows(.length(1), .fill, .length(1))
        XCTAssertEqual(header, Rect(x: 2, y: 1, width: 40, height: 1))
        XCTAssertEqual(list, Rect(x: 2, y: 2, width: 40, height: 18))
        XCTAssertEqual(footer, Rect(x: 2, y: 20, width: 40, height: 1))
    }

    func testColumnsSplitSidewaysWithSpacing() {
        let (left, right) = area.columns(.percentage(25), .fill, spacing: 2)
        XCTAssertEqual(left, Rect(x: 2, y: 1, width: 9, height: 20), "a quarter of the 38 cells left after the gap")
        XCTAssertEqual(right, Rect(x: 13, y: 1, width: 29, height: 20))
    }

    func testFillsShareByWeight() {
        XCTAssertEqual(heights(.vertical(.fill(1), .fill(3))), [5, 15])
        XCTAssertEqual(heights(.vertical(.fill, .fill, .fill)), [7, 7, 6], "the remainder goes to the first")
        XCTAssertEqual(heights(.vertical(.length(4), .fill(1), .fill(0))), [4, 16, 0])
    }

    func testMinGrowsWhenNothingFillsAndMaxNeverPassesItsSize() {
        XCTAssertEqual(heights(.vertical(.min(3), .length(5))), [15, 5])
        XCTAssertEqual(heights(.vertical(.min(3), .fill)), [3, 17], "a fill takes the leftover first")
        XCTAssertEqual(heights(.vertical(.max(4), .length(5))), [4, 5])
    }

    func testPercentagesAndRatiosAreSharesOfTheLength() {
        XCTAssertEqual(heights(.vertical(.percentage(50), .percentage(50))), [10, 10])
        XCTAssertEqual(heights(.vertical(.ratio(1, 3), .ratio(2, 3))), [6, 13])
        XCTAssertEqual(heights(.vertical(.ratio(1, 0), .percentage(150))), [0, 20], "nonsense is clamped")
    }

    func testTooSmallAnAreaShrinksTheLeastBindingFirst() {
        let small = Rect(x: 0, y: 0, width: 10, height: 10)
        XCTAssertEqual(heights(.vertical(.length(6), .percentage(50)), in: small), [6, 4], "the percentage gives way")
        XCTAssertEqual(heights(.vertical(.min(4), .length(8)), in: small), [4, 6], "then lengths, before mins")
        XCTAssertEqual(heights(.vertical(.min(8), .min(12)), in: small), [4, 6], "mins last, in proportion")
        XCTAssertEqual(heights(.vertical(.length(3)), in: Rect.zero), [0])
    }

    func testFlexPlacesTheLeftoverSpace() {
        let row = Rect(x: 0, y: 0, width: 20, height: 1)
        func xs(_ flex: Flex) -> [Int] {
            Layout.horizontal(.length(4), .length(4)).flex(flex).split(row).map(\.x)
        }
        XCTAssertEqual(xs(.start), [0, 4])
        XCTAssertEqual(xs(.center), [6, 10])
        XCTAssertEqual(xs(.end), [12, 16])
        XCTAssertEqual(xs(.spaceBetween), [0, 16])
        XCTAssertEqual(xs(.spaceAround), [4, 12])
        XCTAssertEqual(
            Layout.horizontal(.length(4), .fill).flex(.end).split(row).map(\.x), [0, 4], "a fill leaves nothing")
    }

    func testSpacingAndMargin() {
        let parts = Layout.vertical(.length(2), .fill, .length(2)).spacing(1).margin(
            EdgeInsets(horizontal: 3, vertical: 1)
        )
        .split(area)
        XCTAssertEqual(parts.map(\.y), [2, 5, 18])
        XCTAssertEqual(parts.map(\.height), [2, 12, 2])
        XCTAssertEqual(parts.map(\.x), [5, 5, 5])
        XCTAssertEqual(parts.map(\.width), [34, 34, 34])
        let narrow = Layout.horizontal(.fill, .fill, .fill).spacing(5).split(Rect(x: 0, y: 0, width: 4, height: 1))
        XCTAssertEqual(narrow.map(\.x), [0, 2, 4], "spacing shrinks to what fits")
        XCTAssertEqual(
            Layout.vertical(.fill).margin(30).split(area), [Rect(x: 32, y: 21, width: 0, height: 0)],
            "a margin wider than the area leaves an empty part at its edge")
    }

    func testAClippingStackKeepsItsSizesAndCutsAtTheEnd() {
        let small = Rect(x: 0, y: 0, width: 10, height: 5)
        XCTAssertEqual(heights(.vertical(.length(3), .length(1), .length(3)).overflow(.clip), in: small), [3, 1, 1])
        XCTAssertEqual(
            heights(.vertical(.length(3), .length(1), .length(3)), in: small), [2, 1, 2], "shrink spreads it")
        let centered = Layout.vertical(.length(2), .length(1)).flex(.center).overflow(.clip).split(small)
        XCTAssertEqual(centered.map(\.y), [1, 3], "what fits is centred as before")
    }

    func testCenteredPopupAndEmptyLayouts() {
        XCTAssertEqual(
            area.centered(width: .length(10), height: .percentage(50)), Rect(x: 17, y: 6, width: 10, height: 10))
        XCTAssertEqual(Layout.vertical([]).split(area), [])
    }

    func testTheSameAreaAlwaysGivesTheSameParts() {
        let layout = Layout.horizontal(.fill(2), .min(3), .ratio(1, 7), .max(9)).spacing(1).flex(.spaceAround)
        XCTAssertEqual(layout.split(area), layout.split(area))
    }
}
