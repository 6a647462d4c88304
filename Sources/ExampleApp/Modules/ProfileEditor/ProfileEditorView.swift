import TUICore
import TUIKit

struct ProfileEditorView: InteractiveView {
    let viewModel: ProfileEditorViewModel

    func render(in area: Rect, frame: Frame) {
        let (hintArea, body) = area.inset(by: EdgeInsets(top: 1, left: 1, right: 1)).divided(bottom: 1)
        guard body.height >= 6 else { return }
        Label(R.string.eventBusDemo.nameLabel(), style: frame.style(R.color.text.secondary))
            .render(in: body.row(0), frame: frame)
        drawField(
            in: body.row(1).divided(left: min(body.width, ProfileNameRepository.maximumNameLength + 4)).slice,
            frame: frame)
        Label(viewModel.characterCount, style: frame.style(R.color.text.secondary))
            .render(in: body.row(2), frame: frame)
        if let error = viewModel.errorMessage {
            Label(error, style: frame.style(R.color.text.error)).render(
                in: body.row(3), frame: frame)
        } else if viewModel.isSaving {
            Label(R.string.eventBusDemo.saving(), style: frame.style(R.color.text.accent))
                .render(in: body.row(3), frame: frame)
        }
        ActionButton(title: R.string.eventBusDemo.save()) { [viewModel] in viewModel.onSaveTapped() }
            .render(in: body.row(5), frame: frame)
        KeyHintsView(hints: R.string.eventBusDemo.editorHint()).render(in: hintArea, frame: frame)
    }

    /// The text field: the name on the field color with a block cursor after it.
    private func drawField(in area: Rect, frame: Frame) {
        let field = frame.style(R.color.text.primary, background: R.color.background.elevated)
        frame.canvas.apply(field, to: area)
        let cursor = viewModel.isSaving ? "" : (frame.unicode ? "▏" : "|")
        Label(" " + viewModel.name + cursor, style: field).render(in: area, frame: frame)
    }

    func handle(_ key: KeyEvent) -> Bool {
        if key == .control("u") {
            viewModel.onClear()
            return true
        }
        guard key.modifiers.isEmpty else { return false }
        switch key.key {
        case .enter:
            viewModel.onSaveTapped()
        case .backspace:
            viewModel.onBackspace()
        case .character(let character):
            viewModel.onTextTyped(String(character))
        default:
            return false
        }
        return true
    }
}
