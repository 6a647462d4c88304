import ExampleApp
import Storage
import TUIKit
import XCTest

/// The bottom sheet and floating sheet demos driven as a person would: keys, clicks,
/// drags and time.
@MainActor
final class SheetsFlowTests: XCTestCase {
    private func pilot(_ demo: String) throws -> Pilot {
        try FrameRenderer.pilot(
            for: FrameRenderer.Request(
                route: .example(demo), size: Size(width: 80, height: 24),
                options: LaunchOptions(language: .en, directories: .temporaryForTest())))
    }

    /// The rows where a sheet's top edge shows, top first.
    private func sheetTops(_ pilot: Pilot) -> [Int] {
        (0..<pilot.frame.size.height).filter { pilot.frame.line($0).hasPrefix("╭") }
    }

    func testShowSkeletonClosesTheSheetThenPushesTheNextScreenOnceItHasGone() async throws {
        let pilot = try pilot("bottom-sheet")
        pilot.press(named: "enter")
        await pilot.wait(for: .milliseconds(300))
        XCTAssertEqual(sheetTops(pilot), [12])
        XCTAssertTrue(pilot.click(on: "[ Show skeleton ]"))
        XCTAssertTrue(pilot.text.contains("isBottomSheetPresented = false"), "the sheet lets go at once")
        await pilot.wait(for: .milliseconds(100))
        XCTAssertEqual(sheetTops(pilot).count, 1, "and slides away")
        await pilot.wait(for: .milliseconds(150))
        XCTAssertEqual(sheetTops(pilot), [], "gone")
        XCTAssertTrue(pilot.frame.line(0).contains("Bottom sheet"), "the next screen waits for the sheet to go")
        XCTAssertEqual(pilot.clock.pendingCount, 1, "only the push is pending: no frames while nothing moves")
        await pilot.wait(for: .milliseconds(60))
        XCTAssertFalse(pilot.frame.line(0).contains("Bottom sheet"), "pushed after the delay")
        pilot.press(named: "esc")
        XCTAssertTrue(pilot.frame.line(0).contains("Bottom sheet"), "and it pops back to the demo")
        XCTAssertTrue(pilot.text.contains("isBottomSheetPresented = false"))
    }

    func testEnterKeyInTheSheetRunsItsButtonToo() async throws {
        let pilot = try pilot("bottom-sheet")
        pilot.press(named: "enter")
        await pilot.wait(for: .milliseconds(300))
        pilot.press(named: "enter")
        await pilot.wait(for: .milliseconds(400))
        XCTAssertFalse(pilot.frame.line(0).contains("Bottom sheet"))
    }

    func testAClickOutsideAndEscapeDismissTheSheet() async throws {
        let pilot = try pilot("bottom-sheet")
        pilot.press(named: "enter")
        await pilot.wait(for: .milliseconds(300))
        pilot.click(x: 40, y: 3)
        XCTAssertTrue(pilot.text.contains("isBottomSheetPresented = false"), "a click outside")
        await pilot.wait(for: .milliseconds(300))
        XCTAssertEqual(sheetTops(pilot), [])
        XCTAssertTrue(pilot.frame.line(0).contains("Bottom sheet"), "and nothing beneath acted on it")

        pilot.press(named: "enter")
        await pilot.wait(for: .milliseconds(300))
        pilot.press(named: "esc")
        XCTAssertTrue(pilot.text.contains("isBottomSheetPresented = false"), "Esc")
        await pilot.wait(for: .milliseconds(300))
        XCTAssertTrue(pilot.frame.line(0).contains("Bottom sheet"), "Esc closed the sheet, not the screen")
        pilot.press(named: "esc")
        XCTAssertTrue(pilot.frame.line(0).contains("Library of ready solutions"), "a second Esc goes back")
    }

    func testPlusAndMinusMoveTheSheetBetweenItsDetents() async throws {
        let pilot = try pilot("bottom-sheet")
        pilot.press(named: "down", "enter")
        await pilot.wait(for: .milliseconds(300))
        XCTAssertEqual(sheetTops(pilot), [16], ".height(8)")
        pilot.press(named: "+")
        await pilot.wait(for: .milliseconds(300))
        XCTAssertEqual(sheetTops(pilot), [12], ".medium")
        XCTAssertTrue(pilot.text.contains("It rests at .medium."))
        pilot.press(named: "+")
        await pilot.wait(for: .milliseconds(300))
        XCTAssertEqual(sheetTops(pilot), [1], ".large")
        pilot.press(named: "-", "-", "-")
        await pilot.wait(for: .milliseconds(300))
        XCTAssertEqual(sheetTops(pilot), [16])
    }

    func testTheCustomOverlayKeepsTheScreenLiveUpToMediumOnly() async throws {
        let pilot = try pilot("bottom-sheet")
        pilot.press(named: "down", "down", "enter")
        await pilot.wait(for: .milliseconds(300))
        XCTAssertEqual(sheetTops(pilot), [12])
        pilot.press(named: "up")
        XCTAssertTrue(pilot.text.contains("› Three detents"), "the list beneath took the arrow")
        XCTAssertFalse(pilot.frame[3, 5].style.attributes.contains(.dim), "tinted, not marked inactive")
        pilot.press(named: "+")
        await pilot.wait(for: .milliseconds(300))
        XCTAssertEqual(sheetTops(pilot), [1])
        XCTAssertTrue(pilot.frame[3, 0].style.attributes.contains(.dim), "modal above .medium")
        pilot.press(named: "-")
        await pilot.wait(for: .milliseconds(300))
        pilot.click(x: 5, y: 5)
        XCTAssertTrue(pilot.text.contains("› Half the window"), "a click beneath reached its row")
        XCTAssertTrue(pilot.text.contains("isBottomSheetPresented = true"))
    }

    func testBlueAndGreenSheetsOpenEachOther() async throws {
        let pilot = try pilot("multiple-bottom-sheets")
        pilot.press(named: "enter")
        await pilot.wait(for: .milliseconds(300))
        XCTAssertTrue(pilot.text.contains("Blue sheet"))
        XCTAssertTrue(pilot.text.contains("bottomSheet = .blueSheet"))
        XCTAssertTrue(pilot.click(on: "[ Show green sheet ]"))
        XCTAssertTrue(pilot.text.contains("bottomSheet = .greenSheet"))
        await pilot.wait(for: .milliseconds(40))
        XCTAssertTrue(pilot.text.contains("Blue sheet"), "the blue one goes down first")
        await pilot.wait(for: .milliseconds(460))
        XCTAssertTrue(pilot.text.contains("Green sheet"), "then the green one comes up")
        XCTAssertFalse(pilot.text.contains("Blue sheet"))
        let green = pilot.frame[40, 15].style.background
        pilot.press(named: "enter")
        await pilot.wait(for: .milliseconds(500))
        XCTAssertTrue(pilot.text.contains("Blue sheet"))
        XCTAssertNotEqual(pilot.frame[40, 15].style.background, green, "each sheet has its color")
        pilot.press(named: "esc")
        XCTAssertTrue(pilot.text.contains("bottomSheet = nil"))
        await pilot.wait(for: .milliseconds(300))
        XCTAssertEqual(sheetTops(pilot), [])
        XCTAssertEqual(pilot.clock.pendingCount, 0)
    }

    func testDraggingTheFloatingGrabberExpandsAndCollapsesTheCard() async throws {
        let pilot = try pilot("floating-sheet")
        pilot.press(named: "enter")
        await pilot.wait(for: .milliseconds(300))
        XCTAssertEqual(sheetTops(pilot), [10], "half: 40% from the top")
        guard let grabber = pilot.position(of: "━━━━━━━━━━") else { return XCTFail("no grabber on screen") }
        pilot.send(.mouse(MouseEvent(.press, at: grabber)))
        pilot.send(.mouse(MouseEvent(.move, at: Point(x: grabber.x, y: 6))))
        XCTAssertEqual(sheetTops(pilot), [6], "the card follows the pointer")
        pilot.send(.mouse(MouseEvent(.move, at: Point(x: grabber.x, y: 3))))
        pilot.send(.mouse(MouseEvent(.release, at: Point(x: grabber.x, y: 3))))
        await pilot.wait(for: .milliseconds(300))
        XCTAssertEqual(sheetTops(pilot), [1], "full")
        XCTAssertTrue(pilot.text.contains("Average bill 45 €"), "the full card shows the whole description")

        pilot.send(.mouse(MouseEvent(.press, at: Point(x: grabber.x, y: 1))))
        pilot.send(.mouse(MouseEvent(.move, at: Point(x: grabber.x, y: 12))))
        pilot.send(.mouse(MouseEvent(.release, at: Point(x: grabber.x, y: 12))))
        await pilot.wait(for: .milliseconds(300))
        XCTAssertEqual(sheetTops(pilot), [10], "back to half")
        XCTAssertFalse(pilot.text.contains("Average bill 45 €"))
    }

    func testBookingMinimizesTheRestaurantCardAndConfirmingBringsItBack() async throws {
        let pilot = try pilot("floating-sheet")
        pilot.press(named: "enter", "+")
        await pilot.wait(for: .milliseconds(300))
        XCTAssertEqual(sheetTops(pilot), [1])
        pilot.press(named: "enter")
        await pilot.wait(for: .milliseconds(300))
        XCTAssertEqual(sheetTops(pilot), [13], "only the booking card shows: the restaurant's sank beneath it")
        XCTAssertTrue(pilot.text.contains("A table at Harbour Grill"))
        XCTAssertTrue(pilot.click(on: "[ Confirm ]"))
        await pilot.wait(for: .milliseconds(300))
        XCTAssertEqual(sheetTops(pilot), [1], "the restaurant's card is back, still full")
        XCTAssertTrue(pilot.text.contains("✓ Booked: a table for two at 19:00"))
    }

    func testTheListStaysLiveBeneathACardAndEscapeClosesCardsBeforeGoingBack() async throws {
        let pilot = try pilot("floating-sheet")
        pilot.press(named: "enter")
        await pilot.wait(for: .milliseconds(300))
        pilot.press(named: "down")
        XCTAssertTrue(pilot.text.contains("› Little Kyoto"), "the card leaves arrows to the list")
        XCTAssertTrue(pilot.text.contains("Harbour Grill"))
        XCTAssertTrue(pilot.click(on: "Little Kyoto"))
        await pilot.wait(for: .milliseconds(300))
        XCTAssertTrue(pilot.frame.line(11).contains("Little Kyoto"), "a click beneath opened its card instead")
        pilot.press(named: "enter")
        await pilot.wait(for: .milliseconds(300))
        pilot.press(named: "esc")
        await pilot.wait(for: .milliseconds(300))
        XCTAssertEqual(sheetTops(pilot), [10], "Esc closed the booking card")
        pilot.press(named: "esc")
        await pilot.wait(for: .milliseconds(300))
        XCTAssertEqual(sheetTops(pilot), [], "then the restaurant's")
        pilot.press(named: "esc")
        XCTAssertTrue(pilot.frame.line(0).contains("Library of ready solutions"), "then the screen")
        XCTAssertEqual(pilot.clock.pendingCount, 0)
    }
}
