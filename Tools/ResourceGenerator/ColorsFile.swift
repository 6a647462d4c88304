/// A 24-bit color written `#RRGGBB`.
struct RGBColor: Equatable {
    var red: UInt8
    var green: UInt8
    var blue: UInt8

    /// Parses exactly `#RRGGBB` (either case); nil for anything else.
    init?(hex: String) {
        let digits = hex.utf8.dropFirst()
        guard hex.hasPrefix("#"), digits.count == 6,
            digits.allSatisfy({ (0x30...0x39).contains($0) || (0x41...0x46).contains($0 & 0xDF) }),
            let value = UInt32(String(hex.dropFirst()), radix: 16)
        else { return nil }
        red = UInt8(value >> 16 & 0xFF)
        green = UInt8(value >> 8 & 0xFF)
        blue = UInt8(value & 0xFF)
    }

    init(red: UInt8, green: UInt8, blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }
}

/// A color of `Colors.json`: one value per theme.
struct ColorValue: Equatable {
    var light: RGBColor
    var dark: RGBColor
}

/// Reads `Resources/Colors.json`:
/// `{ "<namespace>": { "<name>": { "light": "#RRGGBB", "dark": "#RRGGBB" } | "#RRGGBB" } }`.
enum ColorsFile {
    static func parse(_ text: String, file: String) throws -> [ResourceNamespace<ColorValue>] {
        try ResourceNamespace.parseFile(text, file: file) { value, path in
            if case .string = value.kind {
                let color = try rgb(value, file: file, what: "color '\(path)'")
                return ColorValue(light: color, dark: color)
            }
            let members = try value.members(
                file: file, what: "color '\(path)' (\"#RRGGBB\" or light and dark)")
            for member in members where member.key != "light" && member.key != "dark" {
                throw Diagnostic(
                    file: file, line: member.line,
                    "color '\(path)' has an unknown member '\(member.key)'; expected 'light' and 'dark'")
            }
            func theme(_ name: String) throws -> RGBColor {
                guard let member = members.first(where: { $0.key == name }) else {
                    throw Diagnostic(file: file, line: value.line, "color '\(path)' has no '\(name)' value")
                }
                return try rgb(member.value, file: file, what: "color '\(path)' (\(name))")
            }
            return ColorValue(light: try theme("light"), dark: try theme("dark"))
        }
    }

    private static func rgb(_ value: JSONValue, file: String, what: String) throws -> RGBColor {
        let text = try value.string(file: file, what: what)
        guard let color = RGBColor(hex: text) else {
            throw Diagnostic(file: file, line: value.line, "\(what): '\(text)' is not a #RRGGBB color")
        }
        return color
    }
}
