/// One axis of a `LineChart`: its title, its range, and the values it marks with a tick.
/// Left out, the range is the data's (widened to round ticks for the y axis) and the ticks
/// are round numbers (`AxisTicks`).
public struct ChartAxis: Sendable {
    /// A value marked on the axis, and what its label reads.
    public struct Tick: Hashable, Sendable {
        public var value: Double
        public var label: String

        public init(_ value: Double, _ label: String) {
            self.value = value
            self.label = label
        }
    }

    public var title: String?
    public var bounds: ClosedRange<Double>?
    public var ticks: [Tick]?
    /// About how many round ticks to mark when `ticks` is nil.
    public var tickCount: Int

    public init(title: String? = nil, bounds: ClosedRange<Double>? = nil, ticks: [Tick]? = nil, tickCount: Int = 3) {
        self.title = title
        self.bounds = bounds
        self.ticks = ticks
        self.tickCount = tickCount
    }

    /// The range and ticks for data spanning `data`: given ones first; else round ticks,
    /// over the data's range widened to them when `widens` (a y axis) or kept within it.
    func resolved(for data: ClosedRange<Double>, widens: Bool) -> (bounds: ClosedRange<Double>, ticks: [Tick]) {
        let nice = AxisTicks.nice(covering: bounds ?? data, count: tickCount)
        let range = bounds ?? (widens ? nice.bounds : data)
        if let ticks { return (range, ticks.filter { range.contains($0.value) }) }
        let marked = nice.values.filter {
            range.lowerBound - nice.step / 1e6 <= $0 && $0 <= range.upperBound + nice.step / 1e6
        }
        return (range, marked.map { Tick($0, nice.label($0)) })
    }
}
