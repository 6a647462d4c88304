/// Dots on a grid of braille cells: each cell holds 2×4 dots, so a plot of 40×10 cells
/// has 80×40 points. Dot (0, 0) is the top left; `character` gives a cell's braille
/// pattern (U+2800 plus the bits of its dots, in the order Unicode numbers them).
public struct BrailleGrid: Equatable, Sendable {
    /// The grid's size in cells.
    public let width: Int
    public let height: Int
    private var masks: [UInt8]

    public init(width: Int, height: Int) {
        self.width = max(width, 0)
        self.height = max(height, 0)
        masks = Array(repeating: 0, count: self.width * self.height)
    }

    /// The grid's size in dots.
    public var dotWidth: Int { width * 2 }
    public var dotHeight: Int { height * 4 }

    /// The bit of the dot at column `x` (0 or 1) and row `y` (0 to 3) of a cell. Braille
    /// numbers dots 1–3 down the left column, 4–6 down the right, then 7 and 8 along the
    /// bottom row, which was added later.
    public static func bit(x: Int, y: Int) -> UInt8 {
        switch (x, y) {
        case (0, 3): 0x40
        case (1, 3): 0x80
        case (0, _): UInt8(1) << UInt8(y)
        default: UInt8(1) << UInt8(y + 3)
        }
    }

    /// The braille pattern with the dots of `mask`.
    public static func character(_ mask: UInt8) -> Character {
        Character(Unicode.Scalar(0x2800 + UInt32(mask))!)
    }

    /// The dots set in the cell at `column`, `row`.
    public func mask(column: Int, row: Int) -> UInt8 {
        masks[row * width + column]
    }

    /// Sets the dot at `x`, `y`; dots off the grid are ignored.
    public mutating func set(x: Int, y: Int) {
        guard x >= 0, y >= 0, x < dotWidth, y < dotHeight else { return }
        masks[(y / 4) * width + x / 2] |= Self.bit(x: x % 2, y: y % 4)
    }

    /// Sets the dots of a straight line from `start` to `end`, both included (Bresenham's).
    public mutating func line(from start: (x: Int, y: Int), to end: (x: Int, y: Int)) {
        var (x, y) = start
        let dx = abs(end.x - x)
        let dy = -abs(end.y - y)
        let stepX = x < end.x ? 1 : -1
        let stepY = y < end.y ? 1 : -1
        var error = dx + dy
        while true {
            set(x: x, y: y)
            if x == end.x, y == end.y { return }
            let doubled = 2 * error
            if doubled >= dy {
                error += dy
                x += stepX
            }
            if doubled <= dx {
                error += dx
                y += stepY
            }
        }
    }
}
