import TUICore

/// A dim line of key hints ("↑↓ move · Enter open · q quit"), as lazygit shows them.
public struct KeyHintsView: View {
    public var hints: String

    public init(hints: String) {
        self.hints = hints
    }

    public func render(in area: Rect, on canvas: inout Canvas, context: RenderContext) {
        let text = context.unicode ? hints : hints.asciiHints
        Label(" " + text, style: context.style(context.colors.textSecondary, text: TextStyle([.dim])))
            .render(in: area.row(0), on: &canvas, context: context)
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
