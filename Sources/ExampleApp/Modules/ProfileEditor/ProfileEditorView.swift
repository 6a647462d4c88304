import TUIKit

struct ProfileEditorView: View {
    let viewModel: ProfileEditorViewModel

    var bindings: [KeyBinding] {
        [
            .text(R.string.eventBusDemo.bindingTypeName()) { character in
                viewModel.onTextTyped(String(character))
                return true
            },
            .paste { text in
                viewModel.onTextTyped(text)
                return true
            },
            KeyBinding(.enter, id: "profile.save", R.string.eventBusDemo.bindingSave()) { viewModel.onSaveTapped() },
            KeyBinding(.control("u"), id: "profile.clear", R.string.eventBusDemo.bindingClear()) {
                viewModel.onClear()
            },
            KeyBinding(.backspace, id: "profile.delete", R.string.eventBusDemo.bindingDelete(), isShown: false) {
                viewModel.onBackspace()
            },
            KeyBinding(.escape, id: "profile.cancel", R.string.eventBusDemo.bindingCancel()) { viewModel.onCancel() },
        ]
    }

    func render(in area: Rect, frame: Frame) {
        let screen = Layout.vertical(.fill, .length(1)).margin(EdgeInsets(top: 1, left: 1, right: 1)).split(area)
        let (body, hints) = (screen[0], screen[1])
        guard body.height >= 6 else { return }
        // The label, the field, the count, the status, a blank line and the button.
        let rows = Layout.vertical(Array(repeating: .length(1), count: 6)).split(body)
        let secondary = frame.context.style(R.color.text.secondary)
        frame.render(Label(R.string.eventBusDemo.nameLabel(), style: secondary), in: rows[0])
        let (field, _) = rows[1].columns(.length(ProfileNameRepository.maximumNameLength + 4), .fill)
        drawField(in: field, frame: frame)
        frame.render(Label(viewModel.characterCount, style: secondary), in: rows[2])
        if let error = viewModel.errorMessage {
            frame.render(Label(error, style: frame.context.style(R.color.text.error)), in: rows[3])
        } else if viewModel.isSaving {
            frame.render(
                Label(R.string.eventBusDemo.saving(), style: frame.context.style(R.color.text.accent)), in: rows[3])
        }
        let save = ActionButton(title: R.string.eventBusDemo.save()) { [viewModel] in viewModel.onSaveTapped() }
        frame.render(save, in: rows[5])
        frame.render(KeyHintsView(), in: hints)
    }

    /// The text field: the name on the field color with a block cursor after it.
    private func drawField(in area: Rect, frame: Frame) {
        let field = frame.context.style(R.color.text.primary, background: R.color.background.elevated)
        frame.canvas.apply(field, to: area)
        let cursor = viewModel.isSaving ? "" : (frame.context.unicode ? "▏" : "|")
        frame.render(Label(" " + viewModel.name + cursor, style: field), in: area)
    }
}
