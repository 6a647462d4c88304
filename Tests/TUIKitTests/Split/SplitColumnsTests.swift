import TUIKit
import XCTest

/// The arithmetic of the split's columns: the default share, the minimums, the divider's
/// clamps, and a user's width kept across a narrower terminal.
final class SplitColumnsTests: XCTestCase {
    func testTheDefaultShareLeavesOneCellForTheDivider() {
        let columns = SplitColumns(primaryFraction: 0.5, minimumPrimaryWidth: 10, minimumSecondaryWidth: 10)
        XCTAssertEqual(columns.primaryWidth(in: 101), 50)
        XCTAssertEqual(columns.secondaryWidth(in: 101), 50)
    }

    func testTheDividerStopsAtEachColumnsMinimum() {
        var columns = SplitColumns(primaryFraction: 0.5, minimumPrimaryWidth: 20, minimumSecondaryWidth: 30)
        columns.moveDivider(to: 3, in: 101)
        XCTAssertEqual(columns.primaryWidth(in: 101), 20, "the primary keeps its minimum")
        columns.moveDivider(to: 95, in: 101)
        XCTAssertEqual(columns.primaryWidth(in: 101), 70, "the secondary keeps its minimum")
        XCTAssertEqual(columns.secondaryWidth(in: 101), 30)
    }

    func testAKeyMovesTheDividerFromWhereItShowsAndNoFurtherThanTheClamp() {
        var columns = SplitColumns(primaryFraction: 0.5, minimumPrimaryWidth: 20, minimumSecondaryWidth: 30)
        columns.moveDivider(by: -2, in: 101)
        XCTAssertEqual(columns.primaryWidth(in: 101), 48)
        for _ in 0..<100 { columns.moveDivider(by: 2, in: 101) }
        XCTAssertEqual(columns.primaryWidth(in: 101), 70)
        columns.moveDivider(by: -2, in: 101)
        XCTAssertEqual(columns.primaryWidth(in: 101), 68, "one step back from the clamp, not a hundred")
    }

    func testTheUsersWidthComesBackWhenTheTerminalWidensAgain() {
        var columns = SplitColumns(primaryFraction: 0.5, minimumPrimaryWidth: 20, minimumSecondaryWidth: 30)
        columns.moveDivider(to: 60, in: 141)
        XCTAssertEqual(columns.primaryWidth(in: 81), 50, "clamped while narrow")
        XCTAssertEqual(columns.primaryWidth(in: 141), 60, "as the user left it")
        columns.resetDivider()
        XCTAssertEqual(columns.primaryWidth(in: 141), 70)
    }

    func testTooLittleRoomIsSharedInTheMinimumsProportionAndADragThenChangesNothing() {
        var columns = SplitColumns(primaryFraction: 0.5, minimumPrimaryWidth: 20, minimumSecondaryWidth: 60)
        XCTAssertEqual(columns.primaryWidth(in: 41), 10)
        XCTAssertEqual(columns.secondaryWidth(in: 41), 30)
        columns.moveDivider(to: 35, in: 41)
        XCTAssertNil(columns.preferredPrimaryWidth)
        XCTAssertEqual(columns.primaryWidth(in: 0), 0)
        XCTAssertEqual(columns.secondaryWidth(in: 1), 0)
    }

    func testOutOfRangeSettingsAreClampedOnInit() {
        let columns = SplitColumns(primaryFraction: 7, minimumPrimaryWidth: -5, minimumSecondaryWidth: -1)
        XCTAssertEqual(columns.primaryFraction, 1)
        XCTAssertEqual(columns.minimumPrimaryWidth, 0)
        XCTAssertEqual(columns.primaryWidth(in: 11), 10)
    }
}
