/// The shimmer's band at one moment: which columns it covers (relative to the area; they
/// may reach outside it while the band enters or leaves) and which gradient stop each
/// of its cells shows.
public struct ShimmerBand: Sendable, Hashable {
    /// The leftmost column the band covers.
    public let start: Int
    public let width: Int
    public let direction: ShimmerConfiguration.Direction

    public init(start: Int, width: Int, direction: ShimmerConfiguration.Direction) {
        self.start = start
        self.width = width
        self.direction = direction
    }

    public var columns: Range<Int> { start..<(start + width) }

    /// The cell's place in the band counted from the edge the band comes from (0), nil
    /// outside the band.
    public func offset(ofColumn column: Int) -> Int? {
        guard columns.contains(column) else { return nil }
        switch direction {
        case .leftToRight: return column - start
        case .rightToLeft: return start + width - 1 - column
        }
    }

    /// Which of `stops` gradient stops the cell at `column` shows, nil outside the band:
    /// the band is split into `stops` equal parts in the direction of travel.
    public func stop(atColumn column: Int, of stops: Int) -> Int? {
        guard stops > 0, let offset = offset(ofColumn: column) else { return nil }
        return min(stops - 1, offset * stops / width)
    }

    /// How dense a stop's glyph is: 2 in the middle of the gradient, 1 halfway out, 0 at
    /// its edges (the placeholder glyph, only recolored). A gradient of one or two stops
    /// is all middle, so a band always shows without color.
    public static func density(ofStop stop: Int, of stops: Int) -> Int {
        guard stops > 2 else { return 2 }
        let middle = Double(stops - 1) / 2
        let distance = abs(Double(stop) - middle) / middle
        if distance <= 1.0 / 3 { return 2 }
        if distance <= 2.0 / 3 { return 1 }
        return 0
    }
}
