/// A color as the design states it: 24-bit RGB, or an entry of the terminal's palette.
///
/// The backend downgrades it to what the terminal can show (`ColorDepth`).
public enum Color: Hashable, Sendable, CustomStringConvertible {
    case rgb(UInt8, UInt8, UInt8)
    /// An xterm palette index: 0–15 are the ANSI colors, 16–255 the cube and grays.
    case indexed(UInt8)

    /// Parses `#RRGGBB` or `RRGGBB`.
    public init?(hex: String) {
        var digits = Substring(hex)
        if digits.hasPrefix("#") { digits = digits.dropFirst() }
        // `UInt32(_:radix:)` alone would also take a sign ("+FFFFF", "-00000").
        guard digits.count == 6, digits.allSatisfy(\.isHexDigit), let value = UInt32(digits, radix: 16)
        else { return nil }
        self = .rgb(UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF))
    }

    public var description: String {
        switch self {
        case .rgb(let red, let green, let blue):
            return "#"
                + [red, green, blue].map { byte in
                    let text = String(byte, radix: 16, uppercase: true)
                    return text.count == 1 ? "0" + text : text
                }.joined()
        case .indexed(let index):
            return "@\(index)"
        }
    }

    /// The color as the terminal at `depth` shows it: an RGB value packed as 0xRRGGBB for
    /// truecolor, a palette index otherwise, nil when the terminal shows no color.
    ///
    /// A direct-colour terminfo entry reads its lowest values as the terminal's own palette
    /// (`directPalette` of them: 8 for `xterm-direct`, 16 or 256 for `-direct16`/`-direct256`),
    /// so a palette entry below that stays an index (the "terminal" theme keeps the user's
    /// colour scheme), and an RGB value that would fall there (#0000xx) is moved a step of
    /// green above it.
    public func terminalValue(for depth: ColorDepth, directPalette: Int = 8) -> Int? {
        switch (self, depth) {
        case (_, .none):
            return nil
        case (.rgb(let red, let green, let blue), .trueColor):
            let value = Int(red) << 16 | Int(green) << 8 | Int(blue)
            return value < directPalette ? value | 0x100 : value
        case (.indexed(let index), .trueColor):
            if Int(index) < directPalette { return Int(index) }
            let (red, green, blue) = Palette.rgb(ofIndex: Int(index))
            return red << 16 | green << 8 | blue
        case (.rgb(let red, let green, let blue), .palette256):
            return Palette.nearest256(red: Int(red), green: Int(green), blue: Int(blue))
        case (.indexed(let index), .palette256):
            return Int(index)
        case (.rgb(let red, let green, let blue), .palette16), (.rgb(let red, let green, let blue), .palette8):
            return Palette.nearest(red: Int(red), green: Int(green), blue: Int(blue), among: depth.paletteSize)
        case (.indexed(let index), .palette16), (.indexed(let index), .palette8):
            guard Int(index) >= depth.paletteSize else { return Int(index) }
            let (red, green, blue) = Palette.rgb(ofIndex: Int(index))
            return Palette.nearest(red: red, green: green, blue: blue, among: depth.paletteSize)
        }
    }
}

/// How many colors a terminal shows.
public enum ColorDepth: String, Sendable, CaseIterable, Comparable {
    case none
    /// The eight ANSI colors only (`TERM=xterm`): bright variants do not exist.
    case palette8
    case palette16
    case palette256
    case trueColor

    /// How many palette entries the depth has (0 for none, 2^24 for truecolor).
    public var paletteSize: Int {
        switch self {
        case .none: return 0
        case .palette8: return 8
        case .palette16: return 16
        case .palette256: return 256
        case .trueColor: return 1 << 24
        }
    }

    /// From the number of colors terminfo reports and the environment (`NO_COLOR` wins).
    public static func detect(colors: Int, environment: [String: String]) -> ColorDepth {
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .none }
        if colors >= 1 << 24 { return .trueColor }
        if colors >= 256 { return .palette256 }
        if colors >= 16 { return .palette16 }
        if colors >= 8 { return .palette8 }
        return .none
    }

    public static func < (lhs: ColorDepth, rhs: ColorDepth) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
