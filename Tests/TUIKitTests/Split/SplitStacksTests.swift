import TUIKit
import XCTest

/// How the two stacks become one when the split collapses, and two again.
final class SplitStacksTests: XCTestCase {
    func testCollapsingPutsTheDetailsAboveTheSecondaryRootOnTopOfThePrimary() {
        let merged = SplitStacks.collapse(
            primary: ["list", "folder"], secondary: ["placeholder", "mail", "attachment"])
        XCTAssertEqual(merged.stack, ["list", "folder", "mail", "attachment"])
        XCTAssertEqual(merged.secondary, ["placeholder"])
        XCTAssertEqual(merged.detailStart, 2)
    }

    func testExpandingGivesTheSameScreensBackToEachColumn() {
        let merged = SplitStacks.collapse(
            primary: ["list", "folder"], secondary: ["placeholder", "mail", "attachment"])
        let parted = SplitStacks.expand(
            stack: merged.stack, detailStart: merged.detailStart, secondaryRoot: "placeholder")
        XCTAssertEqual(parted.primary, ["list", "folder"])
        XCTAssertEqual(parted.secondary, ["placeholder", "mail", "attachment"])
    }

    func testDetailsPoppedWhileCollapsedStayPopped() {
        let parted = SplitStacks.expand(stack: ["list"], detailStart: 2, secondaryRoot: "placeholder")
        XCTAssertEqual(parted.primary, ["list"])
        XCTAssertEqual(parted.secondary, ["placeholder"])
    }

    func testWithoutDetailsThePrimaryKeepsItsWholeStackAndAlwaysItsRoot() {
        XCTAssertEqual(
            SplitStacks.expand(stack: ["list", "folder"], detailStart: nil, secondaryRoot: "placeholder").primary,
            ["list", "folder"])
        let parted = SplitStacks.expand(stack: ["list", "mail"], detailStart: 0, secondaryRoot: "placeholder")
        XCTAssertEqual(parted.primary, ["list"], "the list never moves to the detail column")
        XCTAssertEqual(parted.secondary, ["placeholder", "mail"])
    }

    func testANewDetailStartsWhereTheLastStartedUnlessBackWentBelowIt() {
        XCTAssertEqual(SplitStacks.detailStart(in: 3, was: 1), 1)
        XCTAssertEqual(SplitStacks.detailStart(in: 1, was: 2), 1)
        XCTAssertEqual(SplitStacks.detailStart(in: 2, was: nil), 2)
    }
}
