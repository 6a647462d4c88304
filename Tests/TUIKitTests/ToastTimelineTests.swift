import TUIKit
import XCTest

final class ToastTimelineTests: XCTestCase {
    private let start: Duration = .seconds(1)

    private func timeline() -> ToastTimeline {
        ToastTimeline(shownAt: start, duration: .seconds(3))
    }

    func testPhasesAndRevealedRowsAtGivenTimes() {
        let timeline = timeline()
        let expected: [(Duration, ToastTimeline.Phase, Int)] = [
            (.zero, .entering, 0),
            (.milliseconds(1), .entering, 1),
            (.milliseconds(60), .entering, 1),
            (.milliseconds(90), .entering, 2),
            (.milliseconds(179), .entering, 3),
            (.milliseconds(180), .visible, 3),
            (.milliseconds(3179), .visible, 3),
            (.milliseconds(3180), .leaving, 3),
            (.milliseconds(3270), .leaving, 2),
            (.milliseconds(3300), .leaving, 1),
            (.milliseconds(3359), .leaving, 1),
            (.milliseconds(3360), .finished, 0),
        ]
        for (offset, phase, rows) in expected {
            XCTAssertEqual(timeline.phase(at: start + offset), phase, "phase at +\(offset)")
            XCTAssertEqual(timeline.revealedRows(of: 3, at: start + offset), rows, "rows at +\(offset)")
        }
        XCTAssertEqual(timeline.revealedRows(of: 6, at: start + .milliseconds(90)), 3, "half of a taller toast")
    }

    func testDeadlinesAreTheLeaveThenTheEnd() {
        let timeline = timeline()
        XCTAssertEqual(timeline.nextDeadline(after: start), start + .milliseconds(3180))
        XCTAssertEqual(timeline.nextDeadline(after: start + .milliseconds(3180)), start + .milliseconds(3360))
        XCTAssertNil(timeline.nextDeadline(after: start + .milliseconds(3360)))
    }

    func testHidingWhileVisibleLeavesAtOnce() {
        var timeline = timeline()
        timeline.hide(at: start + .seconds(1))
        XCTAssertEqual(timeline.phase(at: start + .seconds(1)), .leaving)
        XCTAssertEqual(timeline.end, start + .milliseconds(1180))
        timeline.hide(at: start + .milliseconds(1100))
        XCTAssertEqual(timeline.end, start + .milliseconds(1180), "hiding again changes nothing")
    }

    func testHidingWhileEnteringLeavesFromAsFarAsItGot() {
        var timeline = timeline()
        let now = start + .milliseconds(60)
        let rows = timeline.revealedRows(of: 6, at: now)
        timeline.hide(at: now)
        XCTAssertEqual(timeline.phase(at: now), .leaving)
        XCTAssertEqual(timeline.revealedRows(of: 6, at: now), rows, "no jump")
        XCTAssertEqual(timeline.end, now + .milliseconds(60), "the rest of the way back takes as long as it came")
    }

    func testANegativeDurationCountsAsZero() {
        let timeline = ToastTimeline(shownAt: .zero, duration: .seconds(-1))
        XCTAssertEqual(timeline.leaveStart, ToastTimeline.enterDuration)
    }
}
