import TUICore
import TUIKit

struct ResourcesDemoView: InteractiveView {
    let viewModel: ResourcesDemoViewModel

    func render(in area: Rect, on canvas: inout Canvas, context: RenderContext) {
        let (hintArea, body) = area.inset(by: EdgeInsets(top: 1)).divided(bottom: 1)
        let rows = viewModel.rows
        ScrollView(rowCount: rows.count, state: viewModel.scrollState) { index, rowArea, canvas, context in
            draw(rows[index], in: rowArea.inset(by: EdgeInsets(horizontal: 2)), on: &canvas, context: context)
        }.render(in: body, on: &canvas, context: context)
        KeyHintsView(hints: R.string.resourcesDemo.hint()).render(in: hintArea, on: &canvas, context: context)
    }

    private func draw(_ row: ResourcesDemoViewModel.Row, in area: Rect, on canvas: inout Canvas, context: RenderContext)
    {
        let name = area.divided(left: min(24, area.width / 2))
        let secondary = context.style(R.color.text.secondary)
        switch row {
        case .header(let title):
            Label(title, style: context.style(R.color.text.accent, text: R.font.heading.secondary))
                .render(in: area, on: &canvas, context: context)
        case .color(let label, let value):
            Label(label, style: context.style(R.color.text.primary)).render(
                in: name.slice, on: &canvas, context: context)
            let swatch = context.unicode ? "██" : "##"
            var x = name.remainder.x
            for (theme, color) in [(Theme.light, value.light), (Theme.dark, value.dark)] {
                let marker = theme == context.theme ? "*" : " "
                x += canvas.write(swatch, at: Point(x: x, y: area.y), style: Style(foreground: color), clip: area)
                x += canvas.write(" \(color)\(marker)  ", at: Point(x: x, y: area.y), style: secondary, clip: area)
            }
        case .icon(let label, let value):
            Label(label, style: context.style(R.color.text.primary)).render(
                in: name.slice, on: &canvas, context: context)
            Label("\(value.glyph)   ascii: \(value.ascii)", style: context.style(R.color.icons.primary))
                .render(in: name.remainder, on: &canvas, context: context)
        case .textStyle(let label, let value):
            Label(label, style: context.style(R.color.text.primary)).render(
                in: name.slice, on: &canvas, context: context)
            Label(R.string.resourcesDemo.sample(), style: context.style(R.color.text.primary, text: value))
                .render(in: name.remainder, on: &canvas, context: context)
        case .spacer:
            break
        }
    }

    func handle(_ key: KeyEvent) -> Bool {
        viewModel.scrollState.handle(key)
    }
}
