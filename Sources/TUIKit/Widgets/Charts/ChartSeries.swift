import TUICore

/// One line of a `LineChart`: its name in the legend, its points, and how it is drawn.
/// Series differ by marker and attributes as well as by colour, so they stay apart on a
/// terminal without colour (`NO_COLOR`).
public struct ChartSeries: Sendable {
    /// How a series' points are drawn.
    public enum Marker: Hashable, Sendable {
        /// Braille dots, 2×4 to a cell, joined into a line; without Unicode, `*` at each
        /// point and `.` along the line between.
        case braille
        /// The icon at each point, not joined.
        case points(Icon)
    }

    /// A point of the series, in the axes' units.
    public struct Point: Hashable, Sendable {
        public var x: Double
        public var y: Double

        public init(x: Double, y: Double) {
            self.x = x
            self.y = y
        }
    }

    public var name: String
    public var points: [Point]
    public var marker: Marker
    /// The series' colour; the chart's palette by its place when nil.
    public var color: ColorSet?
    /// Laid over its dots and its legend entry (bold, underline): what tells it apart without colour.
    public var attributes: TextAttributes
    /// A hidden series keeps its legend entry, struck out, and leaves the plot and its bounds.
    public var isHidden: Bool

    public init(
        _ name: String, points: [Point], marker: Marker = .braille, color: ColorSet? = nil,
        attributes: TextAttributes = [], isHidden: Bool = false
    ) {
        self.name = name
        self.points = points
        self.marker = marker
        self.color = color
        self.attributes = attributes
        self.isHidden = isHidden
    }

    /// A series of `values`, the first at x = 0 and each next one a step of 1 further.
    public init(
        _ name: String, values: [Double], marker: Marker = .braille, color: ColorSet? = nil,
        attributes: TextAttributes = [], isHidden: Bool = false
    ) {
        self.init(
            name, points: values.enumerated().map { Point(x: Double($0.offset), y: $0.element) }, marker: marker,
            color: color, attributes: attributes, isHidden: isHidden)
    }

    /// What stands for the series in the legend: a few braille dots, or its icon.
    func sample(unicode: Bool) -> String {
        switch marker {
        case .braille: unicode ? "⣿" : "*"
        case .points(let icon): icon.text(unicode: unicode)
        }
    }
}
