import TUIKit

struct LocalStorageDemoView: View {
    let viewModel: LocalStorageDemoViewModel
    /// The note's editing state, which the view model reads as a `FormField`.
    let input: TextFieldState

    var bindings: [KeyBinding] {
        [
            KeyBinding(.enter, id: "storage.save", label: "Enter:", R.string.localStorageDemo.bindingSave()) {
                viewModel.onSaveTapped()
            },
            KeyBinding(.control("r"), id: "storage.read", label: "Ctrl-R:", R.string.localStorageDemo.bindingRead()) {
                viewModel.onReadTapped()
            },
            KeyBinding(.control("x"), id: "storage.remove", label: "Ctrl-X:", R.string.localStorageDemo.bindingRemove())
            {
                viewModel.onRemoveTapped()
            },
            .inherited(.escape).labeled("Esc:"),
        ] + KeyBinding.editing(input)
    }

    func render(in area: Rect, frame: Frame) {
        let (_, body, hintArea) = area.rows(.length(1), .fill, .length(1))
        let (_, content, _) = body.columns(.length(2), .fill, .length(2))
        let secondary = frame.context.style(R.color.text.secondary)
        let rows = Layout.vertical(.length(1), .length(FloatingHintTextField.height), .length(1), .length(1), .fill)
            .spacing(1)
            .split(content)
        frame.render(Label(R.string.localStorageDemo.explanation(), style: secondary), in: rows[0])
        let fieldArea = Layout.horizontal(.max(56), .fill).split(rows[1])[0]
        frame.render(
            FloatingHintTextField(text: input, hint: R.string.localStorageDemo.noteHint(), isFocused: true),
            in: fieldArea)
        let state =
            viewModel.fileExists ? R.string.localStorageDemo.fileExists() : R.string.localStorageDemo.fileMissing()
        frame.render(Label(R.string.localStorageDemo.file(viewModel.filePath, state), style: secondary), in: rows[2])
        frame.render(
            Label(viewModel.message, style: frame.context.style(R.color.text.primary, text: TextStyle([.bold]))),
            in: rows[3])
        if let note = viewModel.loaded {
            let (readRow, _) = rows[4].rows(.length(1), .fill)
            frame.render(
                Label(
                    R.string.localStorageDemo.note(note.text, note.revision),
                    style: frame.context.style(R.color.text.primary)),
                in: readRow)
        }
        frame.render(KeyHintsView(), in: hintArea)
    }
}
