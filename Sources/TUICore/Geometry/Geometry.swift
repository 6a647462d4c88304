/// A cell position: `x` is the column, `y` the row, both from the top-left corner.
public struct Point: Hashable, Sendable, CustomStringConvertible {
    public var x: Int
    public var y: Int

    public init(x: Int, y: Int) {
        self.x = x
        self.y = y
    }

    public static let zero = Point(x: 0, y: 0)

    public var description: String { "(\(x), \(y))" }
}

/// A size in cells.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    public var width: Int
    public var height: Int

    public init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
    }

    public static let zero = Size(width: 0, height: 0)

    /// Parses `COLSxROWS`, for example `80x24`.
    public init?(parsing text: String) {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]),
            (1...1000).contains(width), (1...1000).contains(height)
        else { return nil }
        self.init(width: width, height: height)
    }

    public var description: String { "\(width)x\(height)" }
}

/// Insets from each edge of a rectangle.
public struct EdgeInsets: Hashable, Sendable {
    public var top: Int
    public var left: Int
    public var bottom: Int
    public var right: Int

    public init(top: Int = 0, left: Int = 0, bottom: Int = 0, right: Int = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    public init(all value: Int) {
        self.init(top: value, left: value, bottom: value, right: value)
    }

    public init(horizontal: Int = 0, vertical: Int = 0) {
        self.init(top: vertical, left: horizontal, bottom: vertical, right: horizontal)
    }
}
