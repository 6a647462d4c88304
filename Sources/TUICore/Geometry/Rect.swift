/// A rectangle of cells. Views draw into one (Ratatui's `Rect`).
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    public var origin: Point
    public var size: Size

    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    public init(x: Int, y: Int, width: Int, height: Int) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    public var x: Int { origin.x }
    public var y: Int { origin.y }
    public var width: Int { size.width }
    public var height: Int { size.height }
    public var minX: Int { origin.x }
    public var minY: Int { origin.y }
    /// One past the last column.
    public var maxX: Int { origin.x + size.width }
    /// One past the last row.
    public var maxY: Int { origin.y + size.height }
    public var isEmpty: Bool { size.width == 0 || size.height == 0 }

    public var description: String { "\(x),\(y) \(width)x\(height)" }

    public func contains(_ point: Point) -> Bool {
        point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }

    public func intersection(_ other: Rect) -> Rect {
        let left = max(minX, other.minX)
        let top = max(minY, other.minY)
        let right = min(maxX, other.maxX)
        let bottom = min(maxY, other.maxY)
        guard right > left, bottom > top else { return Rect(x: left, y: top, width: 0, height: 0) }
        return Rect(x: left, y: top, width: right - left, height: bottom - top)
    }

    public func inset(by insets: EdgeInsets) -> Rect {
        Rect(
            x: x + insets.left,
            y: y + insets.top,
            width: width - insets.left - insets.right,
            height: height - insets.top - insets.bottom
        )
    }

    /// The row at `index` from the top, one cell high (empty when outside this rectangle).
    public func row(_ index: Int) -> Rect {
        Rect(x: x, y: y + index, width: width, height: (0..<height).contains(index) ? 1 : 0)
    }

    /// Cuts `height` rows off the top: the first rectangle is the slice, the second the rest.
    public func divided(top height: Int) -> (slice: Rect, remainder: Rect) {
        let taken = min(max(0, height), self.height)
        return (
            Rect(x: x, y: y, width: width, height: taken),
            Rect(x: x, y: y + taken, width: width, height: self.height - taken)
        )
    }

    /// Cuts `height` rows off the bottom: the first rectangle is the slice, the second the rest.
    public func divided(bottom height: Int) -> (slice: Rect, remainder: Rect) {
        let taken = min(max(0, height), self.height)
        return (
            Rect(x: x, y: maxY - taken, width: width, height: taken),
            Rect(x: x, y: y, width: width, height: self.height - taken)
        )
    }

    /// Cuts `width` columns off the left.
    public func divided(left width: Int) -> (slice: Rect, remainder: Rect) {
        let taken = min(max(0, width), self.width)
        return (
            Rect(x: x, y: y, width: taken, height: height),
            Rect(x: x + taken, y: y, width: self.width - taken, height: height)
        )
    }

    /// Cuts `width` columns off the right.
    public func divided(right width: Int) -> (slice: Rect, remainder: Rect) {
        let taken = min(max(0, width), self.width)
        return (
            Rect(x: maxX - taken, y: y, width: taken, height: height),
            Rect(x: x, y: y, width: self.width - taken, height: height)
        )
    }

    /// A rectangle of `size` centred in this one (clamped to it).
    public func centered(_ size: Size) -> Rect {
        let width = min(size.width, self.width)
        let height = min(size.height, self.height)
        return Rect(
            x: x + (self.width - width) / 2,
            y: y + (self.height - height) / 2,
            width: width,
            height: height
        )
    }
}
