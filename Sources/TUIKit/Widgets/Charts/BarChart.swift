import TUICore

/// Vertical bars with a value above each and a label under it, over an axis with its
/// ticks (Ratatui's `BarChart`). Bars rise by eighths of a cell and are as wide as the
/// width lets them be; when they do not all fit, the newest show, or the run around the
/// selected one. A click or a drag across the bars selects one: its label is reversed and
/// its value bold, so the selection reads without colour, and the terminal's cursor sits
/// on it.
public struct BarChart: View {
    public struct Bar: Sendable {
        public var label: String
        public var value: Double
        /// What the bar's value reads; the value itself when nil (`BarChart.text(of:)`).
        public var valueText: String?

        public init(label: String, value: Double, valueText: String? = nil) {
            self.label = label
            self.value = value
            self.valueText = valueText
        }
    }

    public var bars: [Bar]
    /// The selected bar, if any; a click or drag sets it.
    public var selection: Binding<Int?>
    /// The value of a full bar (rounded up to a tick); the largest when nil.
    public var maximum: Double?
    public var maxBarWidth: Int
    public var color: ColorSet?

    public init(
        bars: [Bar], selection: Binding<Int?> = .constant(nil), maximum: Double? = nil, maxBarWidth: Int = 7,
        color: ColorSet? = nil
    ) {
        self.bars = bars
        self.selection = selection
        self.maximum = maximum
        self.maxBarWidth = maxBarWidth
        self.color = color
    }

    /// The axis's ticks: from zero to the largest value (or `maximum`), three or so.
    public var ticks: AxisTicks {
        let top = maximum ?? bars.map(\.value).filter(\.isFinite).max() ?? 0
        return AxisTicks.nice(covering: 0...max(top, 0), count: 3)
    }

    public func render(in area: Rect, frame: Frame) {
        // A reader hears each bar's label and value: bars are no text.
        if frame.context.screenReader {
            guard !bars.isEmpty else { return }
            let list = bars.map { "\($0.label) \($0.valueText ?? ScreenReader.spoken($0.value))" }
            let text = frame.context.strings.screenReader.barChart(list.joined(separator: ", "))
            frame.render(Paragraph(text, style: frame.context.style(frame.context.colors.textPrimary)), in: area)
            return
        }
        // A row for the values, one for the plot at least, the axis and the labels.
        guard area.height >= 4, area.width >= 4 else { return }
        let context = frame.context
        let ticks = ticks
        let axisWidth = ticks.values.map { ticks.label($0).cellWidth }.max() ?? 1
        let (axisColumn, chart) = area.columns(.length(axisWidth + 1), .fill)
        let (valuesRow, plot, axisRow, labelsRow) = chart.rows(.length(1), .fill, .length(1), .length(1))
        let selected = selection.wrappedValue
        let layout = BarChartLayout(
            count: bars.count, width: plot.width - 1, maxBarWidth: maxBarWidth, keeping: selected)
        // Bars start a column in from the axis.
        let barsX = plot.x + 1
        let scale = ChartScale(bounds: ticks.bounds, steps: plot.height * 8)
        drawAxis(ticks, scale: scale, axisColumn: axisColumn, plot: plot, axisRow: axisRow, frame: frame)
        let barStyle = context.style(color ?? context.colors.accent)
        var selectedParts: (value: String, valueArea: Rect, label: String, labelArea: Rect)?
        for index in layout.shown {
            guard let offset = layout.offset(ofBar: index) else { continue }
            let bar = bars[index]
            let x = barsX + offset
            let isSelected = index == selected
            let length = scale.length(of: bar.value)
            for (level, fill) in EighthBlocks.fills(eighths: length, cells: plot.height).enumerated() where fill > 0 {
                let glyph = EighthBlocks.verticalGlyph(fill, unicode: context.unicode)
                frame.canvas.write(
                    String(repeating: glyph, count: layout.barWidth), at: Point(x: x, y: plot.maxY - 1 - level),
                    style: barStyle, clip: plot)
            }
            // The value just above the bar's top; over a full bar, in the values row.
            let valueArea = Rect(
                x: x, y: max(plot.maxY - 1 - (length + 7) / 8, valuesRow.y), width: layout.barWidth, height: 1)
            let text = bar.valueText ?? Self.text(of: bar.value)
            if !isSelected, text.cellWidth <= layout.barWidth {
                frame.render(
                    Label(text, style: context.style(context.colors.textPrimary), alignment: .center), in: valueArea)
            }
            let labelArea = Rect(x: x, y: labelsRow.y, width: layout.barWidth, height: 1)
            if isSelected {
                // Drawn after the others, as its value may spread over theirs.
                selectedParts = (text, valueArea, bar.label, labelArea)
            } else {
                frame.render(
                    Label(bar.label, style: context.style(context.colors.textSecondary), alignment: .center),
                    in: labelArea)
            }
        }
        if let parts = selectedParts {
            drawSelected(
                parts.value, over: parts.valueArea, label: parts.label, in: parts.labelArea, chart: chart, frame: frame)
        }
        // A press or a drag across the bars selects the one under the pointer.
        let hitArea = Rect(x: barsX, y: valuesRow.y, width: layout.usedWidth, height: chart.height)
        frame.onDrag(hitArea) { [selection] _, point in
            if let index = layout.bar(atOffset: point.x - barsX), selection.wrappedValue != index {
                selection.wrappedValue = index
            }
        }
    }

    /// A value as a bar shows it: whole numbers as they are, others to a tenth ("0.4").
    public nonisolated static func text(of value: Double) -> String {
        guard value.isFinite else { return "?" }
        let tenths = Int((abs(value) * 10).rounded())
        let sign = value < 0 && tenths > 0 ? "-" : ""
        return tenths % 10 == 0 ? "\(sign)\(tenths / 10)" : "\(sign)\(tenths / 10).\(tenths % 10)"
    }

    /// The axis: tick labels at the left, `┤` at each tick, and the baseline under the bars.
    private func drawAxis(
        _ ticks: AxisTicks, scale: ChartScale, axisColumn: Rect, plot: Rect, axisRow: Rect, frame: Frame
    ) {
        let context = frame.context
        let style = context.style(context.colors.textSecondary)
        let unicode = context.unicode
        let lineX = axisColumn.maxX - 1
        for y in plot.minY..<plot.maxY {
            frame.canvas.write(unicode ? "│" : "|", at: Point(x: lineX, y: y), style: style)
        }
        for value in ticks.values.reversed() {
            // The row whose bars reach this value: a tick at zero is the baseline itself.
            let eighths = scale.length(of: value)
            let y = eighths == 0 ? axisRow.y : plot.maxY - (eighths + 7) / 8
            let labelArea = Rect(x: axisColumn.x, y: y, width: axisColumn.width - 1, height: 1)
            frame.render(Label(ticks.label(value), style: style, alignment: .trailing), in: labelArea)
            if y < axisRow.y { frame.canvas.write(unicode ? "┤" : "+", at: Point(x: lineX, y: y), style: style) }
        }
        frame.canvas.write(unicode ? "└" : "+", at: Point(x: lineX, y: axisRow.y), style: style)
        let rule = String(repeating: unicode ? "─" : "-", count: max(plot.width, 0))
        frame.canvas.write(rule, at: Point(x: plot.x, y: axisRow.y), style: style, clip: axisRow)
    }

    /// The selected bar's value, bold and underlined, spread over its neighbours when wider
    /// than the bar; its label reversed; and the terminal's cursor on it.
    private func drawSelected(
        _ value: String, over valueArea: Rect, label: String, in labelArea: Rect, chart: Rect, frame: Frame
    ) {
        let context = frame.context
        let width = max(value.cellWidth, valueArea.width)
        let area = Rect(x: valueArea.x - (width - valueArea.width) / 2, y: valueArea.y, width: width, height: 1)
            .intersection(chart)
        frame.canvas.fill(area, with: Cell(" ", style: frame.canvas[area.x, area.y].style))
        let valueStyle = context.style(context.colors.textPrimary, text: TextStyle([.bold, .underline]))
        frame.render(Label(value, style: valueStyle, alignment: .center), in: area)
        let labelStyle = context.style(context.colors.accent, text: TextStyle([.reverse, .bold]))
        frame.canvas.apply(labelStyle, to: labelArea)
        frame.render(Label(label, style: labelStyle, alignment: .center), in: labelArea)
        frame.canvas.focus = valueArea.origin
    }
}
