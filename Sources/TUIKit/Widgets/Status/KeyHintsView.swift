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
        let bindings: [KeyBinding]
        switch source {
        case .chain: bindings = frame.keyBindings
        case .bindings(let own): bindings = own
        }
        let entries = bindings.shownInHints.map { frame.context.unicode ? $0.hint : $0.hint.asciiHints }
        let line = Self.line(of: entries, width: area.width - 1, unicode: frame.context.unicode)
        Label(" " + line, style: frame.context.style(frame.context.colors.textSecondary, text: TextStyle([.dim])))
            .render(in: area.row(0), frame: frame)
    }

    /// The entries that fit in `width`, whole: what does not fit is left out from the end,
    /// and an ellipsis says there is more (a key is never shown cut in half).
    static func line(of entries: [String], width: Int, unicode: Bool) -> String {
        let separator = unicode ? " · " : " | "
        let more = unicode ? " …" : " ..."
        // Widths added up as the line grows, each entry measured once: a text's width is the
        // sum of its scalars' (`TextWidth`), so the parts' widths add up to the line's.
        let (separatorWidth, moreWidth) = (separator.cellWidth, more.cellWidth)
        var line = ""
        var lineWidth = 0
        for entry in entries {
            let entryWidth = entry.cellWidth
            let candidateWidth = line.isEmpty ? entryWidth : lineWidth + separatorWidth + entryWidth
            if candidateWidth <= width {
                if !line.isEmpty { line += separator }
                line += entry
                lineWidth = candidateWidth
                continue
            }
            guard !line.isEmpty else { return entry }
            return lineWidth + moreWidth <= width ? line + more : line
        }
        return line
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
