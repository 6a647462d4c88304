import TUICore

/// Series of points over two axes, drawn with braille dots (2×4 to a cell), with ticks and
/// labels on both axes, their titles and a legend (Ratatui's `Chart`). A click on a
/// legend entry runs `onToggle` with its series' index, so a screen can hide and show
/// series; a hidden one stays in the legend, dim and unticked. Without Unicode a point is
/// `*` (or its icon's ASCII) and the line between points `.`.
public struct LineChart: View {
    public var series: [ChartSeries]
    public var xAxis: ChartAxis
    public var yAxis: ChartAxis
    public var showsLegend: Bool
    public var onToggle: (@MainActor (Int) -> Void)?

    public init(
        series: [ChartSeries], xAxis: ChartAxis = ChartAxis(), yAxis: ChartAxis = ChartAxis(),
        showsLegend: Bool = true, onToggle: (@MainActor (Int) -> Void)? = nil
    ) {
        self.series = series
        self.xAxis = xAxis
        self.yAxis = yAxis
        self.showsLegend = showsLegend
        self.onToggle = onToggle
    }

    /// The colour of the series at `index` that names none: the accent, the error colour,
    /// then the text's, in turn.
    static func paletteColor(at index: Int, of colors: ThemeColors) -> ColorSet {
        [colors.accent, colors.error, colors.textPrimary, colors.textSecondary][index % 4]
    }

    /// The ranges and ticks of both axes for the series shown.
    func resolvedAxes() -> (
        x: (bounds: ClosedRange<Double>, ticks: [ChartAxis.Tick]),
        y: (bounds: ClosedRange<Double>, ticks: [ChartAxis.Tick])
    ) {
        let points = series.filter { !$0.isHidden }.flatMap(\.points).filter { $0.x.isFinite && $0.y.isFinite }
        let xs = points.map(\.x)
        let ys = points.map(\.y)
        let xData = (xs.min() ?? 0)...(xs.max() ?? 1)
        let yData = (ys.min() ?? 0)...(ys.max() ?? 1)
        return (xAxis.resolved(for: xData, widens: false), yAxis.resolved(for: yData, widens: true))
    }

    public func render(in area: Rect, frame: Frame) {
        // A reader hears each shown series in words: Braille dots are no text.
        if frame.context.screenReader {
            let words = frame.context.strings.screenReader
            let summaries = series.filter { !$0.isHidden }.compactMap { line in
                ScreenReader.summary(of: line.points.map(\.y)).map {
                    words.series(line.name, $0.count, $0.minimum, $0.maximum, $0.last)
                }
            }
            guard !summaries.isEmpty else { return }
            let text = words.lineChart(summaries.joined(separator: "; "))
            frame.render(Paragraph(text, style: frame.context.style(frame.context.colors.textPrimary)), in: area)
            return
        }
        let hasTop = showsLegend || yAxis.title != nil
        guard area.height >= (hasTop ? 4 : 3), area.width >= 8 else { return }
        let axes = resolvedAxes()
        let labelWidth = axes.y.ticks.map(\.label.cellWidth).max() ?? 0
        let (top, body) = area.rows(.length(hasTop ? 1 : 0), .fill)
        let (labels, chart) = body.columns(.length(labelWidth + 1), .fill)
        let (plotRows, axisRow, tickLabels) = chart.rows(.fill, .length(1), .length(1))
        let plot = plotRows.inset(by: EdgeInsets(right: 1))
        guard plot.width > 0, plot.height > 0 else { return }
        let xScale = ChartScale(bounds: axes.x.bounds, steps: plot.width * 2)
        let yScale = ChartScale(bounds: axes.y.bounds, steps: plot.height * 4)
        drawYAxis(axes.y.ticks, scale: yScale, labels: labels, plot: plot, axisRow: axisRow, frame: frame)
        drawXAxis(
            axes.x.ticks, scale: xScale, plot: plot, axisRow: axisRow, tickLabels: tickLabels, chart: body, frame: frame
        )
        for (index, line) in series.enumerated() where !line.isHidden {
            draw(
                line, style: style(of: line, at: index, frame: frame), xScale: xScale, yScale: yScale, plot: plot,
                frame: frame)
        }
        if hasTop { drawTop(top, frame: frame) }
    }

    private func style(of line: ChartSeries, at index: Int, frame: Frame) -> Style {
        let context = frame.context
        var style = context.style(line.color ?? Self.paletteColor(at: index, of: context.colors))
        style.attributes.formUnion(line.attributes)
        return style
    }

    /// The series' dots, or its icons, on the plot.
    private func draw(
        _ line: ChartSeries, style: Style, xScale: ChartScale, yScale: ChartScale, plot: Rect, frame: Frame
    ) {
        let unicode = frame.context.unicode
        let dots = line.points.compactMap { point -> (x: Int, y: Int)? in
            guard point.x.isFinite, point.y.isFinite, xScale.bounds.contains(point.x) else { return nil }
            return (xScale.place(of: point.x), yScale.steps - 1 - yScale.place(of: point.y))
        }
        switch line.marker {
        case .points(let icon):
            let glyph = icon.text(unicode: unicode)
            for dot in dots {
                frame.canvas.write(
                    glyph, at: Point(x: plot.x + dot.x / 2, y: plot.y + dot.y / 4), style: style, clip: plot)
            }
        case .braille:
            var grid = BrailleGrid(width: plot.width, height: plot.height)
            if let first = dots.first { grid.set(x: first.x, y: first.y) }
            for (start, end) in zip(dots, dots.dropFirst()) { grid.line(from: start, to: end) }
            for row in 0..<grid.height {
                for column in 0..<grid.width {
                    let mask = grid.mask(column: column, row: row)
                    guard mask != 0 else { continue }
                    let glyph = unicode ? String(BrailleGrid.character(mask)) : "."
                    frame.canvas.write(glyph, at: Point(x: plot.x + column, y: plot.y + row), style: style, clip: plot)
                }
            }
            if !unicode {
                for dot in dots {
                    frame.canvas.write(
                        "*", at: Point(x: plot.x + dot.x / 2, y: plot.y + dot.y / 4), style: style, clip: plot)
                }
            }
        }
    }

    /// Tick labels right-aligned beside the plot, `┤` at each, the axis line up the side.
    private func drawYAxis(
        _ ticks: [ChartAxis.Tick], scale: ChartScale, labels: Rect, plot: Rect, axisRow: Rect, frame: Frame
    ) {
        let context = frame.context
        let style = context.style(context.colors.textSecondary)
        let lineX = labels.maxX - 1
        for y in plot.minY..<plot.maxY {
            frame.canvas.write(context.unicode ? "│" : "|", at: Point(x: lineX, y: y), style: style)
        }
        for tick in ticks {
            let y = plot.y + (scale.steps - 1 - scale.place(of: tick.value)) / 4
            let labelArea = Rect(x: labels.x, y: y, width: labels.width - 1, height: 1)
            frame.render(Label(tick.label, style: style, alignment: .trailing), in: labelArea)
            frame.canvas.write(context.unicode ? "┤" : "+", at: Point(x: lineX, y: y), style: style)
        }
        frame.canvas.write(context.unicode ? "└" : "+", at: Point(x: lineX, y: axisRow.y), style: style)
    }

    /// The axis under the plot with `┬` at each tick, and the labels under the ticks,
    /// centred where there is room and left out where one would overlap the one before.
    private func drawXAxis(
        _ ticks: [ChartAxis.Tick], scale: ChartScale, plot: Rect, axisRow: Rect, tickLabels: Rect, chart: Rect,
        frame: Frame
    ) {
        let context = frame.context
        let style = context.style(context.colors.textSecondary)
        let rule = String(repeating: context.unicode ? "─" : "-", count: axisRow.width)
        frame.canvas.write(rule, at: axisRow.origin, style: style, clip: axisRow)
        var freeFrom = chart.minX
        for tick in ticks {
            let x = plot.x + scale.place(of: tick.value) / 2
            frame.canvas.write(context.unicode ? "┬" : "+", at: Point(x: x, y: axisRow.y), style: style, clip: axisRow)
            let width = tick.label.cellWidth
            let start = min(max(x - width / 2, chart.minX), chart.maxX - width)
            guard start >= freeFrom else { continue }
            // Clipped to the whole row: the first label may reach under the y axis's labels.
            frame.canvas.write(
                tick.label, at: Point(x: start, y: tickLabels.y), style: style,
                clip: Rect(x: chart.minX, y: tickLabels.y, width: chart.width, height: 1))
            freeFrom = start + width + 1
        }
        // The x axis's title at the right end of the labels, where it fits after them.
        if let title = xAxis.title, chart.maxX - title.cellWidth >= freeFrom {
            frame.render(Label(title, style: style, alignment: .trailing), in: tickLabels)
        }
    }

    /// The y axis's title at the left, the legend at the right.
    private func drawTop(_ row: Rect, frame: Frame) {
        let context = frame.context
        if let title = yAxis.title {
            frame.render(
                Label(title, style: context.style(context.colors.textSecondary, text: TextStyle([.bold]))), in: row)
        }
        guard showsLegend else { return }
        let entries = series.enumerated().map { index, line in
            let mark = line.isHidden ? (context.unicode ? "○" : "[ ]") : (context.unicode ? "●" : "[x]")
            return (index, "\(mark) \(line.sample(unicode: context.unicode)) \(line.name)", line)
        }
        let total = entries.map { $0.1.cellWidth }.reduce(0, +) + 2 * max(entries.count - 1, 0)
        var x = max(row.maxX - total, row.minX)
        for (index, text, line) in entries {
            var style = style(of: line, at: index, frame: frame)
            if line.isHidden { style = context.style(context.colors.textSecondary, text: TextStyle([.dim])) }
            let width = frame.canvas.write(text, at: Point(x: x, y: row.y), style: style, clip: row)
            if let onToggle {
                frame.onTap(Rect(x: x, y: row.y, width: width, height: 1).intersection(row)) { onToggle(index) }
            }
            x += width + 2
        }
    }
}
