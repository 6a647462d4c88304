/// An event as the bytes an xterm sends for it, the inverse of `TerminalInputParser`: what
/// a recording of a session keeps as its input, so a replay decodes the same events.
/// Keys with modifiers in xterm's `CSI 1 ; m X` and `CSI n ; m ~` forms, Alt as a leading
/// ESC, mouse actions as SGR reports, pastes bracketed, focus as `CSI I`/`CSI O`.
/// Resizes and resumes are not input: nil.
public enum TerminalInputEncoder {
    public static func bytes(for event: Event) -> [UInt8]? {
        switch event {
        case .key(let key): bytes(for: key)
        case .mouse(let mouse): bytes(for: mouse)
        case .paste(let text): Array(("\u{1B}[200~" + text + "\u{1B}[201~").utf8)
        case .focus(let gained): Array((gained ? "\u{1B}[I" : "\u{1B}[O").utf8)
        case .resize, .resume: nil
        }
    }

    public static func bytes(for event: KeyEvent) -> [UInt8]? {
        let modifiers = event.modifiers
        // xterm's modifier parameter: 1 plus Shift (1), Alt (2), Ctrl (4).
        let parameter =
            1 + (modifiers.contains(.shift) ? 1 : 0) + (modifiers.contains(.alt) ? 2 : 0)
            + (modifiers.contains(.control) ? 4 : 0)
        func letter(_ final: String) -> [UInt8] {
            Array((parameter == 1 ? "\u{1B}[\(final)" : "\u{1B}[1;\(parameter)\(final)").utf8)
        }
        func tilde(_ code: Int) -> [UInt8] {
            Array((parameter == 1 ? "\u{1B}[\(code)~" : "\u{1B}[\(code);\(parameter)~").utf8)
        }
        /// A key of one byte (or a character), Alt as an ESC before it.
        func plain(_ bytes: [UInt8], shiftAllowed: Bool = false) -> [UInt8]? {
            var rest = modifiers.subtracting(.alt)
            if shiftAllowed { rest.remove(.shift) }
            guard rest.isEmpty else { return nil }
            return modifiers.contains(.alt) ? [0x1B] + bytes : bytes
        }
        switch event.key {
        case .up: return letter("A")
        case .down: return letter("B")
        case .right: return letter("C")
        case .left: return letter("D")
        case .home: return letter("H")
        case .end: return letter("F")
        case .insert: return tilde(2)
        case .delete: return tilde(3)
        case .pageUp: return tilde(5)
        case .pageDown: return tilde(6)
        case .function(let number) where (1...4).contains(number):
            let final = ["P", "Q", "R", "S"][number - 1]
            return parameter == 1 ? Array("\u{1B}O\(final)".utf8) : letter(final)
        case .function(let number) where (5...12).contains(number):
            return tilde([15, 17, 18, 19, 20, 21, 23, 24][number - 5])
        case .function: return nil
        case .backTab: return modifiers.subtracting(.shift).isEmpty ? Array("\u{1B}[Z".utf8) : nil
        case .enter: return plain([0x0D])
        case .tab: return plain([0x09])
        case .backspace: return plain([0x7F])
        case .escape: return modifiers.isEmpty ? [0x1B] : nil
        case .character(let character):
            if modifiers.contains(.control) {
                guard let code = controlCode(character) else { return nil }
                return modifiers.subtracting(.control).isEmpty ? [code] : nil
            }
            return plain(Array(String(character).utf8), shiftAllowed: true)
        }
    }

    /// Ctrl with a letter, space or one of `\ ] ^ _`, as the parser reads them back.
    private static func controlCode(_ character: Character) -> UInt8? {
        guard let ascii = character.asciiValue else { return nil }
        switch ascii {
        case UInt8(ascii: " "): return 0
        case UInt8(ascii: "a")...UInt8(ascii: "z"):
            // Ctrl-H, -I, -J and -M are Backspace, Tab and Enter on the wire.
            let code = ascii - 96
            return [8, 9, 10, 13].contains(code) ? nil : code
        case 92...95: return ascii - 64
        default: return nil
        }
    }

    public static func bytes(for event: MouseEvent) -> [UInt8]? {
        let (button, final): (Int, String) =
            switch event.kind {
            case .press: (0, "M")
            case .release: (0, "m")
            case .rightPress: (2, "M")
            case .wheelUp: (64, "M")
            case .wheelDown: (65, "M")
            case .move: (32 + 3, "M")
            }
        guard event.position.x >= 0, event.position.y >= 0 else { return nil }
        return Array("\u{1B}[<\(button);\(event.position.x + 1);\(event.position.y + 1)\(final)".utf8)
    }
}
