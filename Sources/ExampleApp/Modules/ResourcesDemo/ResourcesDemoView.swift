import TUIKit

struct ResourcesDemoView: View {
    let viewModel: ResourcesDemoViewModel

    var bindings: [KeyBinding] {
        [.scroll(Binding(viewModel, \.scrollState), R.string.common.bindingScroll()), .inherited(.escape)]
    }

    func render(in area: Rect, frame: Frame) {
        let (_, body, hintArea) = area.rows(.length(1), .fill, .length(1))
        let rows = viewModel.rows
        let list = ScrollView(rowCount: rows.count, state: Binding(viewModel, \.scrollState)) {
            index, rowArea, _, frame in
            let (_, content, _) = rowArea.columns(.length(2), .fill, .length(2))
            draw(rows[index], in: content, frame: frame)
            // Nothing is selected in a scrolled page: the terminal's (hidden) cursor sits on
            // its top line, where reading starts and which the scroll keys move.
            if index == viewModel.scrollState.offset { frame.canvas.focus = content.origin }
        }
        frame.render(list, in: body)
        frame.render(KeyHintsView(), in: hintArea)
    }

    private func draw(_ row: ResourcesDemoViewModel.Row, in area: Rect, frame: Frame) {
        let (nameArea, valueArea) = area.columns(.length(min(24, area.width / 2)), .fill)
        let secondary = frame.context.style(R.color.text.secondary)
        switch row {
        case .header(let title):
            frame.render(
                Label(title, style: frame.context.style(R.color.text.accent, text: R.font.heading.secondary)), in: area)
        case .color(let label, let index):
            let value = R.color.all[index].value
            frame.render(Label(label, style: frame.context.style(R.color.text.primary)), in: nameArea)
            // A reader hears the name and the hex values; a block of colour says nothing.
            let swatch = frame.context.screenReader ? "" : frame.context.unicode ? "██" : "##"
            var x = valueArea.x
            for (theme, color) in [(Theme.light, value.light), (Theme.dark, value.dark)] {
                let marker = theme == frame.context.theme ? "*" : " "
                x += frame.canvas.write(swatch, at: Point(x: x, y: area.y), style: Style(foreground: color), clip: area)
                x += frame.canvas.write(
                    " \(color)\(marker)  ", at: Point(x: x, y: area.y), style: secondary, clip: area)
            }
        case .icon(let label, let index):
            let value = R.image.all[index].value
            frame.render(Label(label, style: frame.context.style(R.color.text.primary)), in: nameArea)
            frame.render(
                Label("\(value.glyph)   ascii: \(value.ascii)", style: frame.context.style(R.color.icons.primary)),
                in: valueArea)
        case .textStyle(let label, let index):
            let value = R.font.all[index].value
            frame.render(Label(label, style: frame.context.style(R.color.text.primary)), in: nameArea)
            frame.render(
                Label(R.string.resourcesDemo.sample(), style: frame.context.style(R.color.text.primary, text: value)),
                in: valueArea)
        case .spacer:
            break
        }
    }
}
