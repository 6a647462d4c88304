import TUICore

/// A series as a row of bars a cell wide, rising by eighths of a cell (`▁▂▄▆█`), the newest
/// value at the right (Ratatui's and Textual's `Sparkline`). Taller areas stack the bars
/// over several rows. Without Unicode the bars rise in `.-=#`.
public struct Sparkline: View {
    /// Where the bars start from.
    public enum Baseline: Sendable {
        /// Zero: a bar's height is its value's share of the largest.
        case zero
        /// The smallest value shown: small changes in a large value (memory) show.
        case minimum
    }

    public var values: [Double]
    public var baseline: Baseline
    /// The value of a full bar; the largest value shown when nil.
    public var maximum: Double?
    public var color: ColorSet?

    public init(_ values: [Double], baseline: Baseline = .zero, maximum: Double? = nil, color: ColorSet? = nil) {
        self.values = values
        self.baseline = baseline
        self.maximum = maximum
        self.color = color
    }

    /// The range bars of `shown` values are scaled over: from the baseline to the maximum.
    public func bounds(of shown: some Collection<Double>) -> ClosedRange<Double> {
        let finite = shown.filter(\.isFinite)
        let top = maximum ?? finite.max() ?? 0
        let bottom: Double
        switch baseline {
        case .zero: bottom = min(0, finite.min() ?? 0)
        // A sixteenth of the spread under the smallest, so the smallest still shows; when
        // every value is the same, a unit under it.
        case .minimum: bottom = finite.min().map { $0 - (top > $0 ? (top - $0) / 16 : 1) } ?? 0
        }
        return bottom...max(top, bottom)
    }

    public func render(in area: Rect, frame: Frame) {
        guard !area.isEmpty, !values.isEmpty else { return }
        let context = frame.context
        // A reader hears the values' shape in words: bars are no text.
        if context.screenReader {
            guard let summary = ScreenReader.summary(of: values) else { return }
            let words = context.strings.screenReader.sparkline(
                summary.count, summary.minimum, summary.maximum, summary.last)
            frame.render(Paragraph(words, style: context.style(context.colors.textPrimary)), in: area)
            return
        }
        let shown = values.suffix(area.width)
        let scale = ChartScale(bounds: bounds(of: shown), steps: area.height * 8)
        let style = context.style(color ?? context.colors.accent)
        // The newest value at the right edge.
        let firstX = area.maxX - shown.count
        for (offset, value) in shown.enumerated() {
            let fills = EighthBlocks.fills(eighths: scale.length(of: value), cells: area.height)
            for (level, fill) in fills.enumerated() where fill > 0 {
                frame.canvas.write(
                    EighthBlocks.verticalGlyph(fill, unicode: context.unicode),
                    at: Point(x: firstX + offset, y: area.maxY - 1 - level), style: style, clip: area)
            }
        }
    }
}
