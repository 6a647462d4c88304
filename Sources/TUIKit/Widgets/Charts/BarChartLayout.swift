/// Where a bar chart's bars go across its width: as wide as they may be, a gap apart, and
/// when they do not all fit, the run of them that does, keeping the selected bar in sight
/// (else the last bars, the newest of a live series).
public struct BarChartLayout: Equatable, Sendable {
    /// The width of each bar and the blank columns between two.
    public let barWidth: Int
    public let gap: Int
    /// The bars shown, by index.
    public let shown: Range<Int>

    /// A layout of `count` bars in `width` columns: bars between 1 and `maxBarWidth` wide,
    /// `gap` apart (less when that lets more fit).
    public init(count: Int, width: Int, maxBarWidth: Int = 7, gap: Int = 1, keeping selected: Int? = nil) {
        guard count > 0, width > 0 else {
            barWidth = 1
            self.gap = gap
            shown = 0..<0
            return
        }
        // Every bar at its widest that fits, with the gap; without it if that is what fits.
        var gap = max(gap, 0)
        if count * (1 + gap) - gap > width { gap = 0 }
        barWidth = min(max((width + gap) / count - gap, 1), max(maxBarWidth, 1))
        self.gap = gap
        let fitting = min(count, (width + gap) / (barWidth + gap))
        var first = count - fitting
        if let selected, selected >= 0, selected < count, selected < first {
            first = selected
        }
        shown = first..<(first + fitting)
    }

    /// The columns all shown bars take, gaps between them included.
    public var usedWidth: Int {
        shown.isEmpty ? 0 : shown.count * (barWidth + gap) - gap
    }

    /// The first column of bar `index`, from the chart's left edge; nil when not shown.
    public func offset(ofBar index: Int) -> Int? {
        guard shown.contains(index) else { return nil }
        return (index - shown.lowerBound) * (barWidth + gap)
    }

    /// The bar at column `offset` from the left edge, a gap counting as the bar before it,
    /// so dragging across the chart never falls between bars; nil past the last one.
    public func bar(atOffset offset: Int) -> Int? {
        guard offset >= 0, offset < usedWidth + gap else { return nil }
        return min(shown.lowerBound + offset / (barWidth + gap), shown.upperBound - 1)
    }
}
