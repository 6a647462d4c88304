import XCTest

@testable import TUIKit

/// Detent heights, the background interaction rule, detent order, motion and drags:
/// the arithmetic bottom sheets rest on.
@MainActor
final class BottomSheetLogicTests: XCTestCase {
    func testDetentHeightsAtTheSnapshotSizes() async {
        let cases: [(PresentationDetent, Int, Int)] = [
            (.medium, 12, 20), (.large, 23, 39), (.fraction(0.5), 12, 20), (.fraction(0.25), 6, 10),
            (.fraction(0.33), 8, 13), (.height(8), 8, 8),
        ]
        for (detent, at24, at40) in cases {
            XCTAssertEqual(detent.height(inWindowOfHeight: 24), at24, "\(detent) at 24 rows")
            XCTAssertEqual(detent.height(inWindowOfHeight: 40), at40, "\(detent) at 40 rows")
        }
        XCTAssertEqual(PresentationDetent.medium.height(inWindowOfHeight: 25), 13, "an odd half rounds up")
    }

    func testDetentHeightsStayBetweenTheMinimumAndLarge() async {
        XCTAssertEqual(PresentationDetent.height(1).height(inWindowOfHeight: 24), PresentationDetent.minimumHeight)
        XCTAssertEqual(PresentationDetent.fraction(0).height(inWindowOfHeight: 24), PresentationDetent.minimumHeight)
        XCTAssertEqual(PresentationDetent.height(100).height(inWindowOfHeight: 24), 23)
        XCTAssertEqual(PresentationDetent.fraction(1.5).height(inWindowOfHeight: 24), 23)
        XCTAssertEqual(PresentationDetent.medium.height(inWindowOfHeight: 2), 1, "a tiny window caps even the minimum")
    }

    func testBackgroundIsInteractiveAtOrBelowItsDetentOnly() async {
        var presentation = BottomSheetPresentation()
        presentation.detents = [.height(8), .medium, .large]
        XCTAssertFalse(presentation.isBackgroundInteractive(at: .height(8), windowHeight: 24), "off unless enabled")
        presentation.backgroundInteractionDetent = .medium
        XCTAssertTrue(presentation.isBackgroundInteractive(at: .height(8), windowHeight: 24))
        XCTAssertTrue(presentation.isBackgroundInteractive(at: .medium, windowHeight: 24))
        XCTAssertTrue(presentation.isBackgroundInteractive(at: .fraction(0.5), windowHeight: 24), "same height")
        XCTAssertFalse(presentation.isBackgroundInteractive(at: .large, windowHeight: 24))
        XCTAssertFalse(presentation.isBackgroundInteractive(at: .height(13), windowHeight: 24))
    }

    func testDetentsStepInHeightOrderWhateverTheOrderGiven() async {
        var presentation = BottomSheetPresentation()
        presentation.detents = [.large, .height(8), .medium, .fraction(0.5)]
        XCTAssertEqual(presentation.restingDetent(selected: nil), .large, "comes up at the first")
        XCTAssertEqual(presentation.restingDetent(selected: .height(3)), .large, "one it does not offer")
        XCTAssertEqual(presentation.detent(after: .large, step: -1, windowHeight: 24), .medium)
        XCTAssertEqual(presentation.detent(after: .medium, step: -1, windowHeight: 24), .height(8))
        XCTAssertNil(presentation.detent(after: .height(8), step: -1, windowHeight: 24))
        XCTAssertEqual(presentation.detent(after: .fraction(0.5), step: 1, windowHeight: 24), .large)
        XCTAssertNil(presentation.detent(after: .large, step: 1, windowHeight: 24))
        XCTAssertTrue(presentation.showsGrabber(windowHeight: 24))
        presentation.detents = [.medium, .fraction(0.5)]
        XCTAssertFalse(presentation.showsGrabber(windowHeight: 24), "one height: nothing to drag between")
    }

    func testMotionStartsAtItsFirstFrameAndEasesOut() async {
        var motion = SheetMotion()
        XCTAssertTrue(motion.isFinished(at: .zero), "a new motion is settled")
        motion.begin(from: 0)
        XCTAssertEqual(motion.height(toward: 12, at: .seconds(5)), 0, "pending until a frame stamps it")
        motion.stamp(at: .seconds(5))
        motion.stamp(at: .seconds(6))
        XCTAssertEqual(motion.height(toward: 12, at: .seconds(5)), 0)
        let halfway = motion.height(toward: 12, at: .seconds(5) + SheetMotion.duration / 2)
        XCTAssertGreaterThan(halfway, 6, "eases out: more than half the way at half the time")
        XCTAssertLessThan(halfway, 12)
        XCTAssertEqual(motion.height(toward: 12, at: .seconds(5) + SheetMotion.duration), 12)
        XCTAssertTrue(motion.isFinished(at: .seconds(5) + SheetMotion.duration))
    }

    func testDragFollowsThePointerWithinItsBoundsAndPicksTheNearestHeight() async {
        var drag = SheetDrag(at: 12, height: 12)
        drag.move(to: 12, maximumHeight: 23)
        XCTAssertFalse(drag.hasMoved)
        drag.move(to: 5, maximumHeight: 23)
        XCTAssertEqual(drag.height, 19)
        XCTAssertTrue(drag.hasMoved)
        drag.move(to: -10, maximumHeight: 23)
        XCTAssertEqual(drag.height, 23)
        drag.move(to: 40, maximumHeight: 23)
        XCTAssertEqual(drag.height, 0)
        drag.move(to: 7, maximumHeight: 23)
        XCTAssertEqual(drag.nearest(among: [8, 12, 23]), 1, "17 rows: nearer 12 than 23")
        drag.move(to: 5, maximumHeight: 23)
        XCTAssertEqual(drag.nearest(among: [8, 12, 23]), 2, "19 rows: nearer 23 than 12")
        drag.move(to: 10, maximumHeight: 23)
        XCTAssertEqual(drag.nearest(among: [8, 12, 16]), 2, "14 rows: a tie goes to the taller")
    }

    func testStatePresentsDismissesAndReplacesInTurn() async {
        let state = BottomSheetState()
        let blue = BottomSheetState.Presented(id: "blue", item: "blue")
        let green = BottomSheetState.Presented(id: "green", item: "green")
        guard case .presented = state.update(request: blue, now: .zero) else { return XCTFail("presents") }
        XCTAssertTrue(state.isPresented)
        _ = state.movement.height(toward: 10, at: .zero)
        XCTAssertEqual(state.movement.height(toward: 10, at: .milliseconds(500)), 10)
        state.selectedDetent = .large
        guard case .closing(let leaving) = state.update(request: green, now: .milliseconds(500)) else {
            return XCTFail("the old one slides away first")
        }
        XCTAssertEqual(leaving as? String, "blue")
        XCTAssertFalse(state.isPresented)
        guard case .presented(let item) = state.update(request: green, now: .seconds(1)) else {
            return XCTFail("then the new one comes up")
        }
        XCTAssertEqual(item as? String, "green")
        XCTAssertNil(state.selectedDetent, "each presentation starts at its first detent")
        _ = state.movement.height(toward: 10, at: .seconds(1))
        _ = state.movement.height(toward: 10, at: .seconds(2))
        guard case .closing = state.update(request: nil, now: .seconds(2)) else { return XCTFail("dismissed") }
        guard case .hidden = state.update(request: nil, now: .seconds(3)) else { return XCTFail("gone") }
    }

    func testASheetReplacedBeforeItRoseHasNothingToSlideAway() async {
        let state = BottomSheetState()
        _ = state.update(request: BottomSheetState.Presented(id: 1, item: 1), now: .zero)
        _ = state.movement.height(toward: 10, at: .zero)
        guard case .presented(let item) = state.update(request: BottomSheetState.Presented(id: 2, item: 2), now: .zero)
        else { return XCTFail("the new one comes up at once") }
        XCTAssertEqual(item as? Int, 2)
    }

    func testDimmingMovesColorsTowardTheOverlayAndMarksAnInactiveBackground() async {
        let dimming = BackgroundDimming(color: .rgb(0, 0, 0), amount: 0.5, marksInactive: true)
        let style = dimming.dimmed(Style(foreground: .rgb(200, 100, 50), background: .rgb(255, 255, 255)))
        XCTAssertEqual(style.foreground, .rgb(100, 50, 25))
        XCTAssertEqual(style.background, .rgb(128, 128, 128))
        XCTAssertTrue(style.attributes.contains(.dim), "reads as inactive without color")
        let tint = BackgroundDimming(color: .rgb(0, 0, 255), amount: 0.25, marksInactive: false)
        XCTAssertFalse(tint.dimmed(.plain).attributes.contains(.dim))
        XCTAssertEqual(tint.dimmed(.plain).background, .rgb(0, 0, 255), "no background: the overlay's own")
        XCTAssertEqual(Color.indexed(3).mixed(with: .rgb(0, 0, 0), amount: 0.4), .indexed(3))
        XCTAssertEqual(Color.indexed(3).mixed(with: .rgb(0, 0, 0), amount: 0.6), .rgb(0, 0, 0))
    }
}
