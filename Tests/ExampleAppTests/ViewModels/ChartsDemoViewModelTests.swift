import AppSupport
import XCTest

@testable import ExampleApp

/// The figures the app's window and machine report, set by the test.
@MainActor
private final class FixedFigures {
    var figures = AppFigures(
        framesDrawn: 100, keysHandled: 0, lastKey: nil, lastKeyToFrame: nil, residentBytes: 50 << 20)

    func advance(frames: Int, keys: [(String, Duration)] = [], memory: Int? = nil) {
        figures.framesDrawn += frames
        figures.keysHandled += keys.count
        if let last = keys.last {
            figures.lastKey = last.0
            figures.lastKeyToFrame = last.1
        }
        if let memory { figures.residentBytes = memory }
    }
}

/// The charts demo's sampling, key times and simulated export, on a manual clock with
/// figures the test sets: no rendering, no real time.
@MainActor
final class ChartsDemoViewModelTests: XCTestCase {
    private let clock = ManualClock()
    private let source = FixedFigures()

    private func makeViewModel() -> ChartsDemoViewModel {
        ChartsDemoViewModel(clock: clock) { [source] in source.figures }
    }

    func testItSamplesEverySecondOnlyWhileVisible() async {
        let viewModel = makeViewModel()
        clock.advance(by: .seconds(3))
        XCTAssertEqual(viewModel.samples, [], "nothing before it shows")
        XCTAssertFalse(viewModel.hasTimers)

        viewModel.onViewDidAppear()
        XCTAssertTrue(viewModel.hasTimers)
        source.advance(frames: 30, keys: [("down", .microseconds(400))])
        clock.advance(by: .seconds(1))
        source.advance(frames: 2, memory: 52 << 20)
        clock.advance(by: .seconds(1))
        XCTAssertEqual(viewModel.framesPerSecond, [30, 2])
        XCTAssertEqual(viewModel.keysPerSecond, [1, 0])
        XCTAssertEqual(viewModel.residentMebibytes, [50, 52])
        XCTAssertEqual(viewModel.memoryText, "52.0 MiB")
        XCTAssertEqual(viewModel.framesDrawn, 132)

        viewModel.onViewDidDisappear()
        XCTAssertFalse(viewModel.hasTimers)
        XCTAssertEqual(clock.pendingCount, 0, "a hidden demo leaves no timer: an idle app uses no CPU")
        clock.advance(by: .seconds(10))
        XCTAssertEqual(viewModel.samples.count, 2)
    }

    func testTheChartsKeepAMinute() async {
        let viewModel = makeViewModel()
        viewModel.onViewDidAppear()
        for second in 1...70 {
            source.advance(frames: second)
            clock.advance(by: .seconds(1))
        }
        XCTAssertEqual(viewModel.samples.count, ChartsDemoViewModel.capacity)
        XCTAssertEqual(viewModel.framesPerSecond.last, 70)
        XCTAssertEqual(viewModel.framesPerSecond.first, 10)
    }

    func testEachKeyKeepsItsLatestTimeAndTheOldestGoFirst() async {
        let viewModel = makeViewModel()
        viewModel.onViewDidAppear()
        source.advance(frames: 1, keys: [("down", .microseconds(300))])
        clock.advance(by: .seconds(1))
        source.advance(frames: 1, keys: [("s", .microseconds(1_250))])
        clock.advance(by: .seconds(1))
        source.advance(frames: 1, keys: [("down", .microseconds(500))])
        clock.advance(by: .seconds(1))
        XCTAssertEqual(
            viewModel.keyTimes,
            [.init(key: "down", milliseconds: 0.5), .init(key: "s", milliseconds: 1.25)])
        source.advance(frames: 1)
        clock.advance(by: .seconds(1))
        XCTAssertEqual(viewModel.keyTimes.count, 2, "no key, no new time")

        viewModel.moveSelection(by: 1)
        XCTAssertEqual(viewModel.selectedKey, 1, "the first move selects the newest")
        for key in ["a", "b", "c", "d", "e", "f", "g"] {
            source.advance(frames: 1, keys: [(key, .microseconds(100))])
            clock.advance(by: .seconds(1))
        }
        XCTAssertEqual(viewModel.keyTimes.count, ChartsDemoViewModel.maximumKeys)
        XCTAssertEqual(viewModel.keyTimes.first?.key, "s")
        XCTAssertEqual(viewModel.selectedKey, 0, "the selection stays on its key")
        viewModel.moveSelection(by: -1)
        XCTAssertEqual(viewModel.selectedKey, 0)
        viewModel.moveSelection(by: 20)
        XCTAssertEqual(viewModel.selectedKey, 7)
    }

    func testPausingStopsTheTimerAndResumingCountsFromThen() async {
        let viewModel = makeViewModel()
        viewModel.onViewDidAppear()
        viewModel.togglePause()
        XCTAssertFalse(viewModel.hasTimers)
        source.advance(frames: 500)
        clock.advance(by: .seconds(5))
        XCTAssertEqual(viewModel.samples, [])
        viewModel.togglePause()
        source.advance(frames: 3)
        clock.advance(by: .seconds(1))
        XCTAssertEqual(viewModel.framesPerSecond, [3], "the paused frames are not counted as a second's")
        viewModel.onViewDidDisappear()
        viewModel.togglePause()
        viewModel.togglePause()
        XCTAssertFalse(viewModel.hasTimers, "resuming a hidden demo starts nothing")
    }

    func testTheExportPreparesThenRunsToTheEndAndStops() async {
        let viewModel = makeViewModel()
        viewModel.onViewDidAppear()
        viewModel.togglePause()
        viewModel.startExport()
        XCTAssertTrue(viewModel.isPreparing)
        XCTAssertEqual(viewModel.exportShare, 0)
        clock.advance(by: .milliseconds(1_900))
        XCTAssertTrue(viewModel.isPreparing)
        clock.advance(by: .milliseconds(100))
        XCTAssertEqual(viewModel.export, .running(0))
        clock.advance(by: .milliseconds(2_500))
        XCTAssertEqual(viewModel.exportShare, 0.5, accuracy: 1e-9)
        viewModel.startExport()
        XCTAssertEqual(viewModel.exportShare, 0.5, accuracy: 1e-9, "s while it runs changes nothing")
        clock.advance(by: .milliseconds(2_500))
        XCTAssertEqual(viewModel.export, .done)
        XCTAssertEqual(viewModel.exportShare, 1)
        XCTAssertFalse(viewModel.hasTimers, "a finished export leaves no timer")
        XCTAssertEqual(clock.pendingCount, 0)
        viewModel.startExport()
        XCTAssertTrue(viewModel.isPreparing, "s starts it again once done")
    }

    func testAHiddenExportWaitsAndGoesOnWhenShownAgain() async {
        let viewModel = makeViewModel()
        viewModel.onViewDidAppear()
        viewModel.togglePause()
        viewModel.startExport()
        clock.advance(by: .milliseconds(2_500))
        let share = viewModel.exportShare
        viewModel.onViewDidDisappear()
        XCTAssertEqual(clock.pendingCount, 0)
        clock.advance(by: .seconds(10))
        XCTAssertEqual(viewModel.exportShare, share)
        viewModel.onViewDidAppear()
        clock.advance(by: .milliseconds(100))
        XCTAssertEqual(viewModel.exportShare, share + ChartsDemoViewModel.exportShareAStep, accuracy: 1e-9)
    }

    func testTheLinesAreShownAndHiddenByTheirIndex() async {
        let viewModel = makeViewModel()
        viewModel.toggleSeries(0)
        XCTAssertFalse(viewModel.showsFrames)
        XCTAssertTrue(viewModel.showsKeys)
        viewModel.toggleSeries(1)
        viewModel.toggleSeries(0)
        viewModel.toggleSeries(5)
        XCTAssertTrue(viewModel.showsFrames)
        XCTAssertFalse(viewModel.showsKeys)
    }

    func testDecimalsAreTenths() async {
        XCTAssertEqual(ChartsDemoViewModel.decimal(0), "0.0")
        XCTAssertEqual(ChartsDemoViewModel.decimal(0.44), "0.4")
        XCTAssertEqual(ChartsDemoViewModel.decimal(48.25), "48.3")
        XCTAssertEqual(ChartsDemoViewModel.decimal(1234.96), "1235.0")
    }
}
