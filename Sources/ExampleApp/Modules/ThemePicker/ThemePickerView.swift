import TUIKit

/// Every theme as a row, the current one checked, and beside each a swatch line drawn in
/// that theme's own colors: its text on its background, then its accent, success, error
/// and warning marks.
struct ThemePickerView: View {
    let viewModel: ThemePickerViewModel
    /// The app's themes, in the rows' order (read at launch): each row's swatch is drawn in one.
    let themes: [Theme]

    static let swatchWidth = 22
    /// Where the check stands on the other rows, so every title starts in one column.
    private static let noCheck = Icon(glyph: " ", ascii: " ")

    var bindings: [KeyBinding] {
        [
            .list(Binding(viewModel, \.selection), R.string.common.bindingMove(), isShown: false),
            KeyBinding(
                [.enter, .space], id: "themes.choose", label: R.string.settings.bindingChangeKeys(),
                R.string.themes.bindingChoose()
            ) {
                viewModel.chooseSelected()
            },
        ]
    }

    func render(in area: Rect, frame: Frame) {
        let problems = viewModel.problemsLine
        let (_, body, message, hints) = area.rows(
            .length(1), .fill, .length(problems == nil ? 0 : 2), .length(1))
        let swatchWidth = body.width >= 50 ? Self.swatchWidth : 0
        let (list, swatches) = body.columns(.fill, .length(swatchWidth))
        let rows = viewModel.rows.map { row in
            ListView.Row(
                title: row.title, icon: row.isCurrent ? R.image.ic16.check : Self.noCheck,
                value: row.isCurrent ? R.string.themes.current() : nil)
        }
        let selection = Binding(viewModel, \.selection)
        frame.render(ListView(rows: rows, selection: selection) { viewModel.choose(at: $0) }, in: list)
        if !swatches.isEmpty {
            let offset = viewModel.selection.offset
            for line in 0..<swatches.height where offset + line < themes.count {
                let index = offset + line
                let row = Rect(x: swatches.x, y: swatches.y + line, width: swatches.width, height: 1)
                Self.drawSwatch(of: themes[index], in: row, frame: frame)
                frame.onTap(row) { [selection] in
                    selection.wrappedValue.select(index)
                    viewModel.choose(at: index)
                }
            }
        }
        if let problems {
            frame.render(
                Paragraph(problems, style: frame.context.style(R.color.text.error)),
                in: message.inset(by: EdgeInsets(horizontal: 1)))
        }
        frame.render(KeyHintsView(), in: hints)
    }

    /// ` Aa Aa ██ ██ ██ ██ `: the theme's primary and secondary text, then its accent,
    /// success, error and warning, all on its background.
    static func drawSwatch(of theme: Theme, in row: Rect, frame: Frame) {
        let background = R.color.background.primary.color(for: theme)
        // A reader hears the theme's accent by its hex value; blocks of colour say nothing.
        if frame.context.screenReader {
            let accent = "\(R.string.themes.accent()) \(R.color.text.accent.color(for: theme))"
            frame.canvas.write(
                accent, at: Point(x: row.x + 1, y: row.y), style: frame.context.style(R.color.text.secondary), clip: row
            )
            return
        }
        let block = frame.context.unicode ? "██" : "##"
        let parts: [(String, ColorSet, TextAttributes)] = [
            (" Aa", R.color.text.primary, [.bold]), (" Aa ", R.color.text.secondary, []),
            (block, R.color.text.accent, []), (" ", R.color.text.primary, []),
            (block, R.color.text.success, []), (" ", R.color.text.primary, []),
            (block, R.color.text.error, []), (" ", R.color.text.primary, []),
            (block, R.color.toast.warningAccent, []), (" ", R.color.text.primary, []),
        ]
        var x = row.x + 1
        for (text, color, attributes) in parts {
            let style = Style(foreground: color.color(for: theme), background: background, attributes: attributes)
            frame.canvas.write(text, at: Point(x: x, y: row.y), style: style, clip: row)
            x += text.cellWidth
        }
    }
}
