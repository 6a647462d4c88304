import Observation
import XCTest

@testable import TUIKit

@MainActor
@Observable
private final class WorkModel {
    var isRunning = true
    var isShown = true
}

/// A screen with an indeterminate bar while its model's work runs, and nothing once hidden.
@MainActor
private struct WorkView: View {
    let model: WorkModel

    func render(in area: Rect, frame: Frame) {
        guard model.isShown else { return }
        frame.render(IndeterminateProgressBar(isRunning: model.isRunning, label: "Load"), in: area.row(0))
    }
}

/// The progress bars: the percentage, the sub-cell bar, and that the indeterminate one asks
/// for frames only while it runs and moves.
@MainActor
final class ProgressTests: XCTestCase {
    private func draw(
        _ view: some View, width: Int = 24, unicode: Bool = true, at now: Duration = .zero,
        reducesMotion: Bool = false
    ) -> Frame {
        let frame = Frame(
            canvas: Canvas(size: Size(width: width, height: 1)), theme: .dark, unicode: unicode, now: now,
            reducesMotion: reducesMotion)
        frame.render(view, in: frame.bounds)
        return frame
    }

    func testThePercentageIsRoundedDownSoOnlyAllDoneReads100() async {
        XCTAssertEqual(ProgressBar.percentage(0), "0%")
        XCTAssertEqual(ProgressBar.percentage(0.375), "37%")
        XCTAssertEqual(ProgressBar.percentage(0.999), "99%")
        XCTAssertEqual(ProgressBar.percentage(1), "100%")
        XCTAssertEqual(ProgressBar.percentage(1.5), "100%")
        XCTAssertEqual(ProgressBar.percentage(-1), "0%")
        XCTAssertEqual(ProgressBar.percentage(.nan), "0%")
    }

    func testTheBarGrowsByEighthsOfACell() async {
        // 24 columns: "Copy " and the percentage's five leave 14, the caps 12 for the bar;
        // 37.5% of 12 cells is 4.5 cells: four whole and four eighths.
        let frame = draw(ProgressBar(value: 0.375, label: "Copy"))
        XCTAssertEqual(frame.canvas.line(0), "Copy ▕████▌       ▏  37%")
        XCTAssertEqual(draw(ProgressBar(value: 0.4)).canvas.line(0), "▕██████▊          ▏  40%")
        XCTAssertNil(frame.nextFrame, "a determinate bar never animates by itself")
    }

    func testWithoutUnicodeTheBarIsHashesAndDashes() async {
        let frame = draw(ProgressBar(value: 0.375, label: "Copy"), unicode: false)
        XCTAssertEqual(frame.canvas.line(0), "Copy [#####-------]  37%")
        XCTAssertEqual(
            draw(ProgressBar(value: 1, showsPercentage: false), width: 8, unicode: false).canvas.line(0), "[######]")
    }

    func testARunningBandMovesAndAsksForItsNextMove() async {
        let early = draw(
            IndeterminateProgressBar(isRunning: true, band: ActivityBand(width: 3, period: .seconds(2))), width: 12)
        XCTAssertEqual(early.canvas.line(0), "▕███       ▏")
        XCTAssertNotNil(early.nextFrame)
        let later = draw(
            IndeterminateProgressBar(isRunning: true, band: ActivityBand(width: 3, period: .seconds(2))), width: 12,
            at: .milliseconds(500))
        XCTAssertEqual(later.canvas.line(0), "▕   ███    ▏")
    }

    func testReducedMotionHoldsTheBandInTheMiddleAndAsksForNothing() async {
        for time in [Duration.zero, .milliseconds(700)] {
            let frame = draw(
                IndeterminateProgressBar(isRunning: true, band: ActivityBand(width: 4)), width: 12, at: time,
                reducesMotion: true)
            XCTAssertEqual(frame.canvas.line(0), "▕   ████   ▏")
            XCTAssertNil(frame.nextFrame)
        }
    }

    func testAStoppedBarIsAnEmptyTrackAndAsksForNothing() async {
        let frame = draw(IndeterminateProgressBar(isRunning: false, status: "done"), width: 16)
        XCTAssertEqual(frame.canvas.line(0), "▕         ▏ done")
        XCTAssertNil(frame.nextFrame)
    }

    func testOnceTheWorkEndsOrTheBarIsHiddenNoTimerIsLeft() async {
        for ends in [\WorkModel.isRunning, \WorkModel.isShown] {
            let model = WorkModel()
            let pilot = makePilot(root: HostingController(rootView: WorkView(model: model)))
            pilot.advance(by: .milliseconds(300))
            XCTAssertGreaterThan(pilot.clock.pendingCount, 0, "the band moves while the work runs")
            model[keyPath: ends] = false
            pilot.advance(by: .milliseconds(100))
            XCTAssertEqual(pilot.clock.pendingCount, 0, "nothing is scheduled once the bar stops or goes")
            let requests = pilot.displayRequestCount
            pilot.clock.advance(by: .seconds(5))
            XCTAssertEqual(pilot.displayRequestCount, requests, "and no frame is asked for")
        }
    }
}
