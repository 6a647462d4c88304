import TUICore

/// A dim line of key hints ("↑↓ move · Enter open · q quit"), as lazygit shows them and
/// Textual's footer does: made from the key bindings in force, so it names exactly the
/// keys that work.
public struct KeyHintsView: View {
    private let source: Source

    private enum Source {
        case chain
        case bindings([KeyBinding])
    }

    /// The hint line of the bindings in force where it is drawn (`Frame.keyBindings`).
    public init() {
        source = .chain
    }

    /// The hint line of `bindings` (a sheet's own, say).
    public init(bindings: [KeyBinding]) {
        source = .bindings(bindings)
    }

    public func render(in area: Rect, frame: Frame) {
        let hints: String
        switch source {
        case .chain: hints = frame.keyBindings.hintLine
        case .bindings(let bindings): hints = bindings.hintLine
        }
        let text = frame.unicode ? hints : hints.asciiHints
        Label(" " + text, style: frame.style(frame.colors.textSecondary, text: TextStyle([.dim])))
            .render(in: area.row(0), frame: frame)
    }
}

extension String {
    /// Arrow and dot glyphs spelled in ASCII for terminals without Unicode.
    fileprivate var asciiHints: String {
        var result = ""
        for character in self {
            switch character {
            case "↑": result += "up"
            case "↓": result += "/down"
            case "←": result += "left"
            case "→": result += "/right"
            case "·": result += "|"
            default: result.append(character)
            }
        }
        return result
    }
}
