import Foundation
import SnapshotTesting
import TUISnapshotTesting
import XCTest

@testable import TUIKit

/// The progress bars, sparkline, bar chart and line chart as they draw, with Unicode and
/// without, and as a terminal without colour shows them (`NO_COLOR`): each reference is a
/// frame, its style map and the styles' legend.
@MainActor
final class ChartSnapshotTests: XCTestCase {
    private func frame(
        _ size: Size, unicode: Bool = true, at now: Duration = .zero, _ draw: (Frame) -> Void
    ) -> Canvas {
        let frame = Frame(canvas: Canvas(size: size), theme: .dark, unicode: unicode, now: now)
        draw(frame)
        return frame.canvas
    }

    /// The frame with Unicode, without it, and without colour, one reference each.
    private func assertFrames(
        _ size: Size, at now: Duration = .zero, testName: String = #function, line: UInt = #line,
        _ draw: @escaping (Frame) -> Void
    ) {
        let unicode = frame(size, at: now, draw)
        assertSnapshot(of: unicode, as: .frameStyled, named: "unicode", testName: testName, line: line)
        assertSnapshot(
            of: frame(size, unicode: false, at: now, draw), as: .frameStyled, named: "ascii", testName: testName,
            line: line)
        assertSnapshot(of: unicode, as: .frameStyledWithoutColor, named: "nocolor", testName: testName, line: line)
    }

    func testProgressBars() async {
        assertFrames(Size(width: 40, height: 6), at: .milliseconds(450)) { frame in
            let rows = Layout.vertical(Array(repeating: .length(1), count: 6)).split(frame.bounds)
            frame.render(ProgressBar(value: 0, label: "Idle"), in: rows[0])
            frame.render(ProgressBar(value: 0.3125, label: "Copy"), in: rows[1])
            frame.render(ProgressBar(value: 0.77, label: "A label too long to keep whole"), in: rows[2])
            frame.render(ProgressBar(value: 1, label: "Done"), in: rows[3])
            frame.render(IndeterminateProgressBar(isRunning: true, label: "Wait", status: "waiting…"), in: rows[4])
            frame.render(IndeterminateProgressBar(isRunning: false, label: "Wait", status: "done"), in: rows[5])
        }
    }

    func testSparklines() async {
        let values: [Double] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 7, 5, 3, 1, 0, 2, 6, 8, 8, 4, 2]
        assertFrames(Size(width: 24, height: 6)) { frame in
            let rows = Layout.vertical(.length(1), .length(1), .length(3), .length(1)).split(frame.bounds)
            frame.render(Sparkline(values), in: rows[0])
            frame.render(Sparkline(values), in: rows[2])
            // Memory-like values near each other: from the smallest, the changes show.
            frame.render(Sparkline([48, 48.5, 49, 52, 51, 50.5], baseline: .minimum), in: rows[3])
        }
    }

    func testABarChartWithASelectedBar() async {
        let bars = [
            BarChart.Bar(label: "↓", value: 0.4), BarChart.Bar(label: "→", value: 1.9),
            BarChart.Bar(label: "Enter", value: 3.2), BarChart.Bar(label: "s", value: 0.1),
            BarChart.Bar(label: "Space", value: 2.45, valueText: "2.45"),
        ]
        assertFrames(Size(width: 36, height: 10)) { frame in
            frame.render(BarChart(bars: bars, selection: .constant(2), maxBarWidth: 5), in: frame.bounds)
        }
    }

    func testABarChartNarrowerThanItsBars() async {
        let bars = (1...12).map { BarChart.Bar(label: "\($0)", value: Double($0 * $0)) }
        assertFrames(Size(width: 14, height: 7)) { frame in
            frame.render(BarChart(bars: bars, selection: .constant(3)), in: frame.bounds)
        }
    }

    func testALineChartWithTwoSeriesAndOneHidden() async {
        let sine = (0...40).map { ChartSeries.Point(x: Double($0), y: 10 + 8 * sin(Double($0) / 5)) }
        let ramp = (0...8).map { ChartSeries.Point(x: Double($0 * 5), y: Double($0 * 2)) }
        let chart = { (hidden: Bool) in
            LineChart(
                series: [
                    ChartSeries("sine", points: sine),
                    ChartSeries(
                        "ramp", points: ramp, marker: .points(Icon(glyph: "•", ascii: "o")), attributes: [.bold]),
                    ChartSeries("hidden", values: [1, 2, 3], isHidden: hidden),
                ],
                xAxis: ChartAxis(title: "s", bounds: 0...45), yAxis: ChartAxis(title: "value"))
        }
        assertFrames(Size(width: 48, height: 12)) { frame in
            frame.render(chart(true), in: frame.bounds)
        }
    }
}
