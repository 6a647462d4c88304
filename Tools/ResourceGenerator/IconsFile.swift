/// An icon of `Icons.json`.
struct IconValue: Equatable {
    var glyph: String
    var ascii: String
}

/// Reads `Resources/Icons.json`:
/// `{ "<namespace>": { "<name>": { "glyph": "…", "ascii": "…" } } }`.
///
/// The glyph must be text a terminal shows in the cells of its characters: no control
/// characters and no emoji presentation (those take two cells in some terminals and one
/// in others). The ASCII stand-in must be printable ASCII.
enum IconsFile {
    static func parse(_ text: String, file: String) throws -> [ResourceNamespace<IconValue>] {
        try ResourceNamespace.parseFile(text, file: file) { value, path in
            let members = try value.members(file: file, what: "icon '\(path)' ({ \"glyph\", \"ascii\" })")
            for member in members where member.key != "glyph" && member.key != "ascii" {
                throw Diagnostic(
                    file: file, line: member.line,
                    "icon '\(path)' has an unknown member '\(member.key)'; expected 'glyph' and 'ascii'")
            }
            func text(_ name: String) throws -> (String, Int) {
                guard let member = members.first(where: { $0.key == name }) else {
                    throw Diagnostic(file: file, line: value.line, "icon '\(path)' has no '\(name)'")
                }
                let text = try member.value.string(file: file, what: "icon '\(path)' (\(name))")
                guard !text.isEmpty else {
                    throw Diagnostic(file: file, line: member.line, "icon '\(path)' has an empty '\(name)'")
                }
                return (text, member.line)
            }
            let (glyph, glyphLine) = try text("glyph")
            if let bad = glyph.unicodeScalars.first(where: { isControl($0) || isEmoji($0) }) {
                throw Diagnostic(
                    file: file, line: glyphLine,
                    "icon '\(path)': the glyph contains U+\(hex(bad)), which is "
                        + (isControl(bad)
                            ? "a control character" : "an emoji (two cells wide in most terminals)"))
            }
            let (ascii, asciiLine) = try text("ascii")
            if let bad = ascii.unicodeScalars.first(where: { !(0x20...0x7E).contains($0.value) }) {
                throw Diagnostic(
                    file: file, line: asciiLine,
                    "icon '\(path)': the ascii stand-in must be printable ASCII, but contains U+\(hex(bad))")
            }
            return IconValue(glyph: glyph, ascii: ascii)
        }
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.generalCategory == .control || scalar.properties.generalCategory == .format
    }

    /// An emoji-presentation scalar, or the variation selector or keycap mark that makes
    /// the character before it one.
    private static func isEmoji(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isEmojiPresentation || scalar.value == 0xFE0F || scalar.value == 0x20E3
    }

    private static func hex(_ scalar: Unicode.Scalar) -> String {
        let digits = String(scalar.value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
