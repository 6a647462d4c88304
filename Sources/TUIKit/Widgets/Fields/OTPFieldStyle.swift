/// The look of an `OTPField` (the iOS utilities' `OTPFieldStyle` with its `DigitFieldStyle`,
/// the iOS component library's `OTPField+Styles`): the cell shape, the cells' size and
/// spacing, and the colours of empty, filled, focused and wrong cells and of the in-field
/// error message.
///
/// A colour left nil takes the theme's (border, accent, error), so `.standard` draws the
/// field exactly as it always has. States differ by glyph and attributes too, so they read
/// without colour in every style.
public struct OTPFieldStyle: Sendable, Equatable {
    /// How one cell is drawn; both are three rows tall.
    public enum CellShape: Sendable, Equatable {
        /// A box around the digit (heavy for the next cell, double for an error).
        case boxed
        /// The digit over a bottom line, the template's `DigitFieldStyle` bottom line.
        case underlined
    }

    public var shape: CellShape
    /// Columns of one cell, borders included; at least 3, so a digit fits between them.
    public var cellWidth: Int
    /// Blank columns between two cells (`setBetween(space:)`).
    public var gap: Int
    /// The border of a cell still to fill.
    public var emptyColor: ColorSet?
    /// The border of a filled cell.
    public var filledColor: ColorSet?
    /// The border of the cell that takes the next digit.
    public var focusedColor: ColorSet?
    /// Borders and digits of a wrong code.
    public var errorColor: ColorSet?
    /// The digits typed.
    public var digitColor: ColorSet?
    /// The in-field error message (`errorTextColor`).
    public var errorTextColor: ColorSet?
    /// Blank rows between the cells and the error message.
    public var messageSpacing: Int
    /// Shown in a filled cell instead of its digit, for a PIN (`isSecureTextEntry`).
    public var secureGlyph: Icon?

    public init(
        shape: CellShape = .boxed,
        cellWidth: Int = 5,
        gap: Int = 1,
        emptyColor: ColorSet? = nil,
        filledColor: ColorSet? = nil,
        focusedColor: ColorSet? = nil,
        errorColor: ColorSet? = nil,
        digitColor: ColorSet? = nil,
        errorTextColor: ColorSet? = nil,
        messageSpacing: Int = 1,
        secureGlyph: Icon? = nil
    ) {
        self.shape = shape
        self.cellWidth = max(3, cellWidth)
        self.gap = max(0, gap)
        self.emptyColor = emptyColor
        self.filledColor = filledColor
        self.focusedColor = focusedColor
        self.errorColor = errorColor
        self.digitColor = digitColor
        self.errorTextColor = errorTextColor
        self.messageSpacing = max(0, messageSpacing)
        self.secureGlyph = secureGlyph
    }

    /// Boxed cells five columns wide, one apart, in the theme's colours.
    public static let standard = OTPFieldStyle()
    /// Digits over a line, three columns wide, two apart (the template's bottom-line digits).
    public static let underlined = OTPFieldStyle(shape: .underlined, cellWidth: 3, gap: 2)
}
