import TUICore
import TUIKit

struct ResourcesDemoView: InteractiveView {
    let viewModel: ResourcesDemoViewModel

    func render(in area: Rect, frame: Frame) {
        let (hintArea, body) = area.inset(by: EdgeInsets(top: 1)).divided(bottom: 1)
        let rows = viewModel.rows
        ScrollView(rowCount: rows.count, state: viewModel.scrollState) { index, rowArea, canvas, frame in
            draw(rows[index], in: rowArea.inset(by: EdgeInsets(horizontal: 2)), frame: frame)
        }.render(in: body, frame: frame)
        KeyHintsView(hints: R.string.resourcesDemo.hint()).render(in: hintArea, frame: frame)
    }

    private func draw(_ row: ResourcesDemoViewModel.Row, in area: Rect, frame: Frame) {
        let name = area.divided(left: min(24, area.width / 2))
        let secondary = frame.style(R.color.text.secondary)
        switch row {
        case .header(let title):
            Label(title, style: frame.style(R.color.text.accent, text: R.font.heading.secondary))
                .render(in: area, frame: frame)
        case .color(let label, let value):
            Label(label, style: frame.style(R.color.text.primary)).render(
                in: name.slice, frame: frame)
            let swatch = frame.unicode ? "██" : "##"
            var x = name.remainder.x
            for (theme, color) in [(Theme.light, value.light), (Theme.dark, value.dark)] {
                let marker = theme == frame.theme ? "*" : " "
                x += frame.canvas.write(swatch, at: Point(x: x, y: area.y), style: Style(foreground: color), clip: area)
                x += frame.canvas.write(
                    " \(color)\(marker)  ", at: Point(x: x, y: area.y), style: secondary, clip: area)
            }
        case .icon(let label, let value):
            Label(label, style: frame.style(R.color.text.primary)).render(
                in: name.slice, frame: frame)
            Label("\(value.glyph)   ascii: \(value.ascii)", style: frame.style(R.color.icons.primary))
                .render(in: name.remainder, frame: frame)
        case .textStyle(let label, let value):
            Label(label, style: frame.style(R.color.text.primary)).render(
                in: name.slice, frame: frame)
            Label(R.string.resourcesDemo.sample(), style: frame.style(R.color.text.primary, text: value))
                .render(in: name.remainder, frame: frame)
        case .spacer:
            break
        }
    }

    func handle(_ key: KeyEvent) -> Bool {
        viewModel.scrollState.handle(key)
    }
}
