import TUICore

/// Draws a `KeyHelp`: each scope's title, then its rows in three columns (keys, what they
/// do, the id a keymap names), scrolled by the bound state.
public struct KeyHelpView: View {
    public var help: KeyHelp
    public var scroll: Binding<ScrollState>

    public init(help: KeyHelp, scroll: Binding<ScrollState>) {
        self.help = help
        self.scroll = scroll
    }

    private enum Line {
        case title(String)
        case row(KeyHelp.Row)
    }

    public func render(in area: Rect, frame: Frame) {
        var lines: [Line] = []
        for section in help.sections {
            lines.append(.title(section.scope.title))
            lines += section.rows.map(Line.row)
        }
        let rows = help.sections.flatMap(\.rows)
        let keysWidth = min(max(4, rows.map { TextWidth.of($0.keys) }.max() ?? 0), max(4, area.width / 3))
        let descriptionWidth = min(max(4, rows.map { TextWidth.of($0.description) }.max() ?? 0), max(4, area.width / 3))
        let context = frame.context
        let titleStyle = context.style(context.colors.accent, text: TextStyle([.bold]))
        let keyStyle = context.style(context.colors.textPrimary, text: TextStyle([.bold]))
        let textStyle = context.style(context.colors.textPrimary)
        let idStyle = context.style(context.colors.textSecondary)
        // The cursor rests on the first line shown, drawn bold: where reading resumes.
        frame.canvas.focus = nil
        frame.render(
            ScrollView(rowCount: lines.count, state: scroll) { index, rect, canvas, _ in
                switch lines[index] {
                case .title(let title):
                    if canvas.focus == nil { canvas.focus = rect.origin }
                    canvas.write(title.truncated(toWidth: rect.width), at: rect.origin, style: titleStyle, clip: rect)
                case .row(let row):
                    let row = row
                    let inner = rect.inset(by: EdgeInsets(left: 2))
                    let (keys, description, id) = inner.columns(
                        .length(keysWidth), .length(descriptionWidth), .fill, spacing: 2)
                    if canvas.focus == nil { canvas.focus = keys.origin }
                    canvas.write(row.keys.truncated(toWidth: keys.width), at: keys.origin, style: keyStyle, clip: keys)
                    canvas.write(
                        row.description.truncated(toWidth: description.width), at: description.origin,
                        style: textStyle, clip: description)
                    if let value = row.id {
                        canvas.write(value.rawValue, at: id.origin, style: idStyle, clip: id)
                    }
                }
            },
            in: area)
    }
}
