import XCTest

@testable import TUIKit

// The Swift examples of docs/charts.md, compiled and run (DocumentationCodeTests checks each
// `// docs:` region is the page's code block); the frames they draw are the page's pictures.
@MainActor
final class ChartDocsExamples: XCTestCase {
    private func frame(width: Int, height: Int, unicode: Bool = true, now: Duration = .zero) -> Frame {
        Frame(canvas: Canvas(size: Size(width: width, height: height)), theme: .dark, unicode: unicode, now: now)
    }

    private func lines(_ frame: Frame) -> [String] {
        (0..<frame.canvas.size.height).map { frame.canvas.line($0) }
    }

    func testProgressBars() async {
        for unicode in [true, false] {
            let frame = frame(width: 32, height: 2, unicode: unicode, now: .milliseconds(450))
            let (top, bottom) = frame.bounds.rows(.length(1), .length(1))
            let share = 0.375
            let isPreparing = true
            // docs: charts.md
            frame.render(ProgressBar(value: share, label: "Export", labelWidth: 9), in: top)
            frame.render(
                IndeterminateProgressBar(isRunning: isPreparing, label: "Preparing", status: "waiting…"), in: bottom)
            // docs: end
            XCTAssertEqual(
                lines(frame),
                unicode
                    ? ["Export    ▕█████▋         ▏  37%", "Preparing ▕   ████    ▏ waiting…"]
                    : ["Export    [######---------]  37%", "Preparing [   ====    ] waiting…"])
        }
    }

    func testASparkline() async {
        let frame = frame(width: 24, height: 1)
        let memory: [Double] = [48, 48.4, 49.1, 49.1, 50.2, 51, 50.6, 50.6, 52.3, 52.8, 53, 52.1]
        // docs: charts.md
        frame.render(Sparkline(memory, baseline: .minimum), in: frame.bounds)  // newest at the right
        frame.render(Sparkline([0, 1, 2, 3, 4, 5, 6, 7, 8]), in: frame.bounds.row(0).divided(left: 9).slice)
        // docs: end
        XCTAssertEqual(lines(frame), [" ▁▂▃▄▅▆▇█   ▁▁▂▂▄▅▄▄▇██▇"])
    }

    func testABarChart() async {
        let frame = frame(width: 30, height: 8)
        var selected: Int?
        // docs: charts.md
        let bars = [
            BarChart.Bar(label: "↓", value: 0.4), BarChart.Bar(label: "Enter", value: 3.2),
            BarChart.Bar(label: "s", value: 1.25, valueText: "1.25"),
        ]
        let chart = BarChart(bars: bars, selection: Binding(get: { selected }, set: { selected = $0 }), maxBarWidth: 5)
        frame.render(chart, in: frame.bounds)  // a click or a drag across the bars sets `selected`
        // docs: end
        XCTAssertEqual(
            lines(frame),
            [
                "                              ",
                "4┤        3.2                 ",
                " │       █████                ",
                "2┤       █████ 1.25           ",
                " │  0.4  █████ ▅▅▅▅▅          ",
                " │ ▄▄▄▄▄ █████ █████          ",
                "0└────────────────────────────",
                "     ↓   Enter   s            ",
            ])
        XCTAssertNil(selected)
    }

    func testALineChart() async {
        let frame = frame(width: 44, height: 10)
        var showsKeys = true
        let framesPerSecond: [Double] = [2, 30, 31, 4, 1, 1, 12, 30, 30, 2, 1]
        let keysPerSecond: [Double] = [0, 3, 4, 0, 0, 0, 1, 2, 2, 0, 0]
        // docs: charts.md
        let chart = LineChart(
            series: [
                ChartSeries("frames", values: framesPerSecond),
                ChartSeries(
                    "keys", values: keysPerSecond, marker: .points(Icon(glyph: "•", ascii: "o")), attributes: [.bold],
                    isHidden: !showsKeys),
            ],
            xAxis: ChartAxis(bounds: 0...10, ticks: [.init(0, "0"), .init(5, "5"), .init(10, "10")]),
            yAxis: ChartAxis(title: "a second")
        ) { series in
            if series == 1 { showsKeys.toggle() }  // a click on the legend
        }
        frame.render(chart, in: frame.bounds)
        // docs: end
        XCTAssertEqual(
            lines(frame),
            [
                "a second                ● ⣿ frames  ● • keys",
                "40┤                                         ",
                "  │    ⣀⣀⠤⠤⡄                  ⢀⣀⣀⣀⣀         ",
                "  │   ⡰⠁   ⠘⡄                ⡠⠃   ⠈⢆        ",
                "20┤  ⢰⠁     ⠘⡄              ⡔⠁     ⠈⡆       ",
                "  │ ⢠⠃       ⠱⡀           ⢀⠎        ⠘⡄      ",
                "  │⢀⠎         ⠱⡀        ⢀⠔⠁          ⠱⡀     ",
                " 0┤•   •   •   •⠒⠒⠤•⠤⠤⠤•⠁ •   •   •   •⠤⠤⠤• ",
                "  └┬───────────────────┬──────────────────┬─",
                "   0                   5                 10 ",
            ])
        XCTAssertTrue(showsKeys)
    }
}
