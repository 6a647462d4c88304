import TUICore
import TUIKit

struct ButtonsDemoView: InteractiveView {
    let viewModel: ButtonsDemoViewModel

    func render(in area: Rect, frame: Frame) {
        let (hintArea, body) = area.inset(by: EdgeInsets(top: 1)).divided(bottom: 1)
        let content = body.inset(by: EdgeInsets(horizontal: 2))
        header(R.string.components.buttonsStatesHeader(), in: content.row(0), frame: frame)
        let columnWidth =
            (viewModel.items.map { $0.style.text($0.title, state: .normal, unicode: frame.unicode).cellWidth }.max()
                ?? 0) + 2
        for (index, item) in viewModel.items.enumerated() {
            drawStates(
                of: item, columnWidth: columnWidth, in: content.row(2 + index * 2), frame: frame)
        }
        header(R.string.components.buttonsTryHeader(), in: content.row(9), frame: frame)
        var x = content.x
        for (index, item) in viewModel.items.enumerated() {
            let button = Button(
                item.title,
                isEnabled: viewModel.isEnabled(index),
                isFocused: index == viewModel.focusedIndex,
                feedback: viewModel.feedbacks[index]
            ) { [viewModel] in viewModel.onButtonTapped(index) }
            let width = button.width(in: item.style, unicode: frame.unicode)
            button.buttonStyle(item.style).render(
                in: Rect(x: x, y: content.row(11).y, width: width, height: 1).intersection(content), frame: frame)
            x += width + 2
        }
        Label(viewModel.status, style: frame.style(R.color.text.secondary))
            .render(in: content.row(13), frame: frame)
        KeyHintsView(hints: R.string.components.buttonsHint()).render(in: hintArea, frame: frame)
    }

    private func header(_ title: String, in area: Rect, frame: Frame) {
        Text(title, color: R.color.text.accent).font(R.font.heading.secondary)
            .render(in: area, frame: frame)
    }

    /// One button drawn in each state, left to right, in columns as a gallery.
    private func drawStates(
        of item: ButtonsDemoViewModel.Item, columnWidth: Int, in area: Rect, frame: Frame
    ) {
        var x = area.x
        for state in ButtonStyle.State.allCases {
            let text = item.style.text(item.title, state: state, unicode: frame.unicode)
            let width = text.cellWidth
            Label(text, style: item.style.style(for: state, frame: frame)).render(
                in: Rect(x: x, y: area.y, width: width, height: 1).intersection(area), frame: frame)
            x += columnWidth
        }
    }

    func handle(_ key: KeyEvent) -> Bool {
        guard key.modifiers.isEmpty else { return false }
        switch key.key {
        case .left:
            viewModel.moveFocus(by: -1)
        case .right:
            viewModel.moveFocus(by: 1)
        case .enter, .character(" "):
            viewModel.pressFocused()
        case .character("d"):
            viewModel.toggleFocusedEnabled()
        default:
            return false
        }
        return true
    }
}
