/// One terminal cell: a grapheme and its style.
///
/// A wide grapheme (CJK, most emoji) occupies its own cell with `width == 2` and the cell
/// to its right as a continuation (`width == 0`), which the backend never writes.
public struct Cell: Hashable, Sendable {
    public var symbol: Character
    public var style: Style
    public var width: UInt8

    public init(_ symbol: Character = " ", style: Style = .plain, width: UInt8 = 1) {
        self.symbol = symbol
        self.style = style
        self.width = width
    }

    public static let blank = Cell()

    public var isContinuation: Bool { width == 0 }
}
