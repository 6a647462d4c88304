import TUIKit

/// The app's figures as they change: frames and keys a second as lines, each key's time to
/// its frame as bars, memory as a sparkline, and the simulated export's two progress bars.
struct ChartsDemoView: View {
    let viewModel: ChartsDemoViewModel

    var bindings: [KeyBinding] {
        [
            KeyBinding(
                keys: [.left, .character("h"), .right, .character("l")],
                slots: [
                    .init("charts.previous", [.left, .character("h")]),
                    .init("charts.next", [.right, .character("l")]),
                ],
                label: "← →", R.string.chartsDemo.bindingKey()
            ) { key in
                viewModel.moveSelection(by: key == .left || key == .character("h") ? -1 : 1)
                return true
            },
            KeyBinding("s", id: "charts.export", R.string.chartsDemo.bindingExport()) { viewModel.startExport() },
            KeyBinding(
                keys: [.character("1"), .character("2")],
                slots: [.init("charts.line-1", [.character("1")]), .init("charts.line-2", [.character("2")])],
                label: "1 2",
                R.string.chartsDemo.bindingLines()
            ) { key in
                viewModel.toggleSeries(key == .character("1") ? 0 : 1)
                return true
            },
            KeyBinding(
                .character(" "), id: "charts.pause",
                viewModel.isPaused ? R.string.chartsDemo.bindingResume() : R.string.chartsDemo.bindingPause()
            ) { viewModel.togglePause() },
            .inherited(.escape),
        ]
    }

    func render(in area: Rect, frame: Frame) {
        let memoryHeight = area.height >= 30 ? 3 : 1
        let parts = Layout.vertical(
            .length(1), .fill, .length(memoryHeight), .length(1), .length(1), .length(1), .length(1)
        )
        .margin(EdgeInsets(top: 1, left: 1, right: 1)).split(area)
        let secondary = frame.context.style(R.color.text.secondary)
        frame.render(Label(viewModel.summary, style: secondary), in: parts[0])
        let (lines, bars) = parts[1].columns(.fill(3), .fill(2), spacing: 3)
        frame.render(lineChart, in: lines.inset(by: EdgeInsets(top: 1)))
        drawKeyTimes(in: bars.inset(by: EdgeInsets(top: 1)), frame: frame)
        drawMemory(in: parts[2], frame: frame)
        drawExport(export: parts[4], preparation: parts[5], frame: frame)
        frame.render(KeyHintsView(), in: parts[6])
    }

    /// Frames (braille) and keys (dots) a second over the last minute; a click on the legend
    /// shows or hides a line, as 1 and 2 do.
    private var lineChart: LineChart {
        let count = viewModel.samples.count
        func points(_ values: [Double]) -> [ChartSeries.Point] {
            values.enumerated().map { ChartSeries.Point(x: Double($0.offset - count + 1), y: $0.element) }
        }
        let minute = Double(ChartsDemoViewModel.capacity - 1)
        return LineChart(
            series: [
                ChartSeries(
                    R.string.chartsDemo.seriesFrames(), points: points(viewModel.framesPerSecond),
                    color: R.color.text.accent, isHidden: !viewModel.showsFrames),
                ChartSeries(
                    R.string.chartsDemo.seriesKeys(), points: points(viewModel.keysPerSecond),
                    marker: .points(Icon(glyph: "•", ascii: "o")), color: R.color.text.success, attributes: [.bold],
                    isHidden: !viewModel.showsKeys),
            ],
            xAxis: ChartAxis(
                bounds: -minute...0,
                ticks: [
                    ChartAxis.Tick(-minute, R.string.chartsDemo.secondsAgo(Int(minute))),
                    ChartAxis.Tick(-minute / 2, R.string.chartsDemo.secondsAgo(Int(minute / 2))),
                    ChartAxis.Tick(0, R.string.chartsDemo.now()),
                ]),
            yAxis: ChartAxis(title: R.string.chartsDemo.perSecond())
        ) { viewModel.toggleSeries($0) }
    }

    /// Each key's latest time to its frame, a bar each, or a line saying how to get some.
    private func drawKeyTimes(in area: Rect, frame: Frame) {
        let (title, chart) = area.rows(.length(1), .fill)
        // ← → act on these bars: until one is selected the cursor sits on their heading,
        // underlined as the focus, so it reads without colour.
        let hasFocus = viewModel.selectedKey == nil
        let heading = frame.context.style(
            R.color.text.secondary, text: TextStyle(hasFocus ? [.bold, .underline] : [.bold]))
        frame.render(Label(R.string.chartsDemo.keyTimesTitle(), style: heading), in: title)
        if hasFocus { frame.canvas.focus = title.origin }
        guard !viewModel.keyTimes.isEmpty else {
            frame.render(
                Paragraph(R.string.chartsDemo.keyTimesEmpty(), style: frame.context.style(R.color.text.secondary)),
                in: chart.inset(by: EdgeInsets(top: 1)))
            return
        }
        let unicode = frame.context.unicode
        let bars = viewModel.keyTimes.map { time in
            BarChart.Bar(
                label: unicode ? KeyNames.parse(time.key)?.hintLabel ?? time.key : time.key, value: time.milliseconds,
                valueText: ChartsDemoViewModel.decimal(time.milliseconds))
        }
        frame.render(BarChart(bars: bars, selection: Binding(viewModel, \.selectedKey), maxBarWidth: 5), in: chart)
    }

    /// The export's two bars, one under the other with their tracks lined up: how far it
    /// has got, and while it prepares, a band that only says it is working.
    private func drawExport(export: Rect, preparation: Rect, frame: Frame) {
        let labels = [R.string.chartsDemo.exportLabel(), R.string.chartsDemo.preparationLabel()]
        let labelWidth = labels.map(\.cellWidth).max() ?? 0
        let statusWidth =
            [
                R.string.chartsDemo.statusIdle(), R.string.chartsDemo.statusWaiting(), R.string.chartsDemo.statusDone(),
            ].map(\.cellWidth).max() ?? 0
        frame.render(
            ProgressBar(
                value: viewModel.exportShare, label: labels[0], labelWidth: labelWidth, percentageWidth: statusWidth),
            in: export)
        frame.render(
            IndeterminateProgressBar(
                isRunning: viewModel.isPreparing, label: labels[1], labelWidth: labelWidth,
                status: viewModel.preparationStatus, statusWidth: statusWidth),
            in: preparation)
    }

    /// Memory over the last minute, and now.
    private func drawMemory(in area: Rect, frame: Frame) {
        let primary = frame.context.style(R.color.text.primary)
        let memory = viewModel.memoryText ?? R.string.chartsDemo.memoryUnknown()
        let (label, sparkline, value) = area.columns(
            .length(R.string.chartsDemo.memoryLabel().cellWidth + 1), .fill, .length(memory.cellWidth + 1))
        frame.render(Label(R.string.chartsDemo.memoryLabel(), style: primary), in: label.row(label.height - 1))
        frame.render(
            Sparkline(viewModel.residentMebibytes, baseline: .minimum, color: R.color.text.accent), in: sparkline)
        frame.render(
            Label(
                memory, style: frame.context.style(R.color.text.primary, text: TextStyle([.bold])), alignment: .trailing
            ),
            in: value.row(value.height - 1))
    }
}
