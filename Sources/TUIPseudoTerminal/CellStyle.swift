/// A cell's colors and attributes as SGR sets them. A color is -1 (the terminal's default),
/// 0...255 (the xterm palette) or `CellStyle.rgb(r, g, b)` (24-bit).
public struct CellStyle: Sendable, Hashable {
    public var foreground = -1
    public var background = -1
    public var bold = false
    public var dim = false
    public var italic = false
    public var underline = false
    public var reverse = false

    public init(foreground: Int = -1, background: Int = -1) {
        self.foreground = foreground
        self.background = background
    }

    public var isDefault: Bool { self == CellStyle() }

    /// A 24-bit color's value: above the palette's 0...255.
    public static func rgb(_ red: Int, _ green: Int, _ blue: Int) -> Int {
        0x100_0000 | (red & 0xFF) << 16 | (green & 0xFF) << 8 | (blue & 0xFF)
    }

    /// Applies one SGR sequence's parameters.
    mutating func apply(sgr numbers: [Int]) {
        var index = 0
        func color(at start: Int) -> (Int, Int)? {
            guard start < numbers.count else { return nil }
            switch numbers[start] {
            case 5 where start + 1 < numbers.count: return (min(numbers[start + 1], 255), 2)
            case 2 where start + 3 < numbers.count:
                return (Self.rgb(numbers[start + 1], numbers[start + 2], numbers[start + 3]), 4)
            default: return nil
            }
        }
        while index < numbers.count {
            let number = numbers[index]
            switch number {
            case 0: self = CellStyle()
            case 1: bold = true
            case 2: dim = true
            case 3: italic = true
            case 4: underline = true
            case 7: reverse = true
            case 21, 22:
                bold = false
                dim = false
            case 23: italic = false
            case 24: underline = false
            case 27: reverse = false
            case 30...37: foreground = number - 30
            case 39: foreground = -1
            case 40...47: background = number - 40
            case 49: background = -1
            case 90...97: foreground = number - 90 + 8
            case 100...107: background = number - 100 + 8
            case 38, 48:
                if let (value, used) = color(at: index + 1) {
                    if number == 38 { foreground = value } else { background = value }
                    index += used
                }
            default: break
            }
            index += 1
        }
    }
}
