/// A desktop notification the terminal raises itself, for terminals that take one from the
/// app's output: OSC 777 (`ESC ] 777 ; notify ; title ; body BEL`: urxvt, foot, Ghostty,
/// WezTerm, VTE with the notify patch) or OSC 9 (`ESC ] 9 ; text BEL`: iTerm2, Windows
/// Terminal, ConEmu, kitty, WezTerm). It travels with the rest of the output, so it reaches
/// the user's own desktop over SSH too. No terminal answers whether it showed one.
public struct TerminalNotification: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        case osc777
        case osc9
    }

    /// The longest title or body sent, in UTF-8 bytes: terminals cut or drop long sequences.
    public static let maximumFieldBytes = 1024

    public let kind: Kind
    public let title: String
    public let body: String

    public init(kind: Kind, title: String, body: String) {
        self.kind = kind
        self.title = title
        self.body = body
    }

    /// The escape sequence. Control characters (which could end it early or start another
    /// sequence) become spaces, the title's `;` a comma (it would split the fields), and each
    /// field is cut to `maximumFieldBytes` at a character's end.
    public var sequence: String {
        let title = Self.clean(title, semicolons: kind == .osc777)
        let body = Self.clean(body, semicolons: false)
        switch kind {
        case .osc777:
            return "\u{1B}]777;notify;\(title);\(body)\u{07}"
        case .osc9:
            // OSC 9 has one text; `9;4;…` and other digits after it mean progress in some terminals.
            let text = [title, body].filter { !$0.isEmpty }.joined(separator: ": ")
            let safe = text.first?.isNumber == true ? " " + text : text
            return "\u{1B}]9;\(Self.cut(safe))\u{07}"
        }
    }

    /// `sequence`, wrapped in tmux's passthrough (`ESC P tmux; …`, every ESC inside doubled)
    /// when `throughTmux`: tmux drops an OSC 9 or 777 an application sends it, and hands
    /// a wrapped one to the terminal outside when its `allow-passthrough` option is on.
    public func sequence(throughTmux: Bool) -> String {
        guard throughTmux else { return sequence }
        return "\u{1B}Ptmux;" + sequence.replacingOccurrences(of: "\u{1B}", with: "\u{1B}\u{1B}") + "\u{1B}\\"
    }

    private static func clean(_ text: String, semicolons: Bool) -> String {
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0..<0x20, 0x7F..<0xA0: scalars.append(" ")
            case 0x3B where semicolons: scalars.append(",")
            default: scalars.append(scalar)
            }
        }
        return cut(String(scalars))
    }

    private static func cut(_ text: String) -> String {
        guard text.utf8.count > maximumFieldBytes else { return text }
        var bytes = 0
        var kept = ""
        for character in text {
            bytes += character.utf8.count
            if bytes > maximumFieldBytes { break }
            kept.append(character)
        }
        return kept
    }
}
