import TUIKit

struct TextFieldsDemoView: View {
    let viewModel: TextFieldsDemoViewModel
    /// The fields' editing state, which the view model reads as `FormField`s.
    let form: TextFieldsDemoFields
    /// The submit button's pressed look after Enter or a click.
    let submitFeedback = PressFeedback()

    /// Widest a field gets, so a long line stays readable on a wide terminal.
    private static let maximumFieldWidth = 56

    var bindings: [KeyBinding] {
        let field = form.field(for: viewModel.focus)
        return [
            KeyBinding(
                keys: [.tab, .down, .backTab, KeyEvent(.backTab, modifiers: .shift), .up],
                slots: [
                    .init("fields.next", [.tab, .down]),
                    .init("fields.previous", [.backTab, KeyEvent(.backTab, modifiers: .shift), .up]),
                ],
                label: R.string.textFieldsDemo.bindingFieldKeys(), R.string.textFieldsDemo.bindingField()
            ) { key in
                if key == .tab || key == .down { viewModel.onNextTapped() } else { viewModel.onPreviousTapped() }
                return true
            },
            KeyBinding(.enter, id: "fields.enter", label: "Enter:", R.string.textFieldsDemo.bindingNext()) { enter() },
            // The field erases a word or the line itself; named here, taken by its editing.
            KeyBinding(
                keys: [KeyEvent(.character("w"), modifiers: .control), KeyEvent(.character("u"), modifiers: .control)],
                slots: [
                    .init("fields.erase-word", [KeyEvent(.character("w"), modifiers: .control)]),
                    .init("fields.erase-line", [KeyEvent(.character("u"), modifiers: .control)]),
                ],
                label: "Ctrl-W Ctrl-U:", R.string.textFieldsDemo.bindingErase()
            ) { key in field?.handle(key) ?? false },
            // The navigation stack's Esc, named as this line names keys ("Esc: back").
            .inherited(.escape).labeled("Esc:"),
            // Last, so a narrow terminal that cuts the line keeps the keys that move and leave.
            KeyBinding(.control("t"), id: "fields.style", label: "Ctrl-T:", R.string.textFieldsDemo.bindingStyle()) {
                viewModel.onNextStyleTapped()
            },
        ]
            + (field.map(KeyBinding.editing) ?? [
                KeyBinding(.space, id: "fields.space", "", isShown: false) { enter() }
            ])
    }

    func render(in area: Rect, frame: Frame) {
        let (_, body, hintArea) = area.rows(.length(1), .fill, .length(1))
        let column = Layout.horizontal(.max(Self.maximumFieldWidth), .fill)
            .margin(EdgeInsets(horizontal: 2))
            .split(body)[0]
        let fields = [
            field(
                form.phone, focus: .phone, hint: R.string.textFieldsDemo.phoneHint(),
                secondHint: R.string.textFieldsDemo.phoneSecondHint()),
            field(form.email, focus: .email, hint: R.string.textFieldsDemo.emailHint()),
            field(form.name, focus: .name, hint: R.string.textFieldsDemo.nameHint()),
            FloatingHintTextField(
                text: form.country, hint: R.string.textFieldsDemo.countryHint(), isEnabled: false),
        ]
        // On a short terminal whole fields scroll away above, so the focused one shows;
        // the last rows shown are cut at the bottom.
        let skipped = Self.hiddenFieldCount(focusedRow: focusedRow, fieldCount: fields.count, height: body.height)
        let shown = Array(fields.dropFirst(skipped))
        var left = column.height
        let heights = (shown.map { _ in FloatingHintTextField.height } + [2]).map { height in
            defer { left = max(0, left - height) }
            return min(height, left)
        }
        let rows = Layout.vertical(heights.map { .length($0) } + [.fill]).split(column)
        for (field, row) in zip(shown, rows) {
            frame.render(field.floatingTextFieldStyle(viewModel.fieldStyle.style), in: row)
        }
        renderSubmit(in: rows[shown.count], frame: frame)
        frame.render(KeyHintsView(), in: hintArea)
    }

    /// Enter on a field or the button; a press of the enabled button shows.
    private func enter() {
        if viewModel.onEnterTapped() { submitFeedback.press() }
    }

    /// The index of the focused row: a field, or the submit button after all of them.
    private var focusedRow: Int {
        switch viewModel.focus {
        case .phone: 0
        case .email: 1
        case .name: 2
        case .submit: 4
        }
    }

    /// How many fields to leave out at the top so the focused row fits in `height`.
    static func hiddenFieldCount(focusedRow: Int, fieldCount: Int, height: Int) -> Int {
        let rowHeight = FloatingHintTextField.height
        let bottom = focusedRow < fieldCount ? (focusedRow + 1) * rowHeight : fieldCount * rowHeight + 2
        guard bottom > height else { return 0 }
        return min(focusedRow, fieldCount, (bottom - height + rowHeight - 1) / rowHeight)
    }

    private func field(
        _ state: TextFieldState,
        focus: TextFieldsDemoViewModel.Focus,
        hint: String,
        secondHint: String? = nil
    ) -> FloatingHintTextField {
        FloatingHintTextField(
            text: state,
            hint: hint,
            secondHint: secondHint,
            isFocused: viewModel.focus == focus
        ) { [viewModel] in
            viewModel.onFocusTapped(focus)
        }
    }

    private func renderSubmit(in area: Rect, frame: Frame) {
        guard !area.isEmpty else { return }
        let button = Button(
            R.string.textFieldsDemo.submit(),
            isEnabled: viewModel.isSubmitEnabled,
            isFocused: viewModel.focus == .submit,
            feedback: submitFeedback
        ) { [viewModel] in
            viewModel.onSubmitTapped()
        }
        let (buttonRow, noteRow) = area.rows(.length(1), .fill)
        frame.render(button.buttonStyle(.primary), in: buttonRow)
        let note =
            viewModel.isSubmitEnabled
            ? R.string.textFieldsDemo.submitReadyHint() : R.string.textFieldsDemo.submitDisabledHint()
        frame.render(Label(note, style: frame.context.style(R.color.text.secondary)), in: noteRow)
    }
}

extension TextFieldsDemoViewModel.FieldStyle {
    /// The toolkit's look for this style.
    fileprivate var style: FloatingTextFieldStyle {
        switch self {
        case .underlined: .underlined
        case .outlined: .outlined
        case .plain: .plain
        }
    }
}
