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

    /// Whether the cell shows a plain space, told by its bytes: `symbol == " "` first
    /// normalizes a non-ASCII symbol (a shade, a border, a Cyrillic letter) to say no, several
    /// times slower, and a shimmer asks it of every cell it covers at every frame.
    public var showsSpace: Bool {
        let bytes = symbol.utf8
        return bytes.first == 0x20 && bytes.count == 1
    }
}
