import TUICore
import TUIKit

struct TextFieldsDemoView: InteractiveView {
    let viewModel: TextFieldsDemoViewModel

    /// Widest a field gets, so a long line stays readable on a wide terminal.
    private static let maximumFieldWidth = 56

    func render(in area: Rect, frame: Frame) {
        let (hintArea, body) = area.inset(by: EdgeInsets(top: 1)).divided(bottom: 1)
        let width = min(Self.maximumFieldWidth, max(0, body.width - 4))
        let fields = [
            field(
                viewModel.phone, focus: .phone, hint: R.string.textFieldsDemo.phoneHint(),
                secondHint: R.string.textFieldsDemo.phoneSecondHint()),
            field(viewModel.email, focus: .email, hint: R.string.textFieldsDemo.emailHint()),
            field(viewModel.name, focus: .name, hint: R.string.textFieldsDemo.nameHint()),
            FloatingHintTextField(
                text: viewModel.country, hint: R.string.textFieldsDemo.countryHint(), isEnabled: false),
        ]
        // On a short terminal whole fields scroll away above, so the focused one shows.
        let skipped = Self.hiddenFieldCount(focusedRow: focusedRow, fieldCount: fields.count, height: body.height)
        var y = body.y
        for field in fields.dropFirst(skipped) {
            let height = min(FloatingHintTextField.height, max(0, body.maxY - y))
            field.render(in: Rect(x: body.x + 2, y: y, width: width, height: height), frame: frame)
            y += FloatingHintTextField.height
        }
        renderSubmit(
            in: Rect(x: body.x + 2, y: y, width: width, height: max(0, min(2, body.maxY - y))), frame: frame)
        KeyHintsView(hints: R.string.textFieldsDemo.keysHint()).render(in: hintArea, frame: frame)
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
            feedback: viewModel.submitFeedback
        ) { [viewModel] in
            viewModel.onSubmitTapped()
        }
        button.buttonStyle(.primary).render(in: area.row(0), frame: frame)
        let note =
            viewModel.isSubmitEnabled
            ? R.string.textFieldsDemo.submitReadyHint() : R.string.textFieldsDemo.submitDisabledHint()
        Label(note, style: frame.style(R.color.text.secondary)).render(in: area.row(1), frame: frame)
    }

    func handle(_ key: KeyEvent) -> Bool {
        switch (key.key, key.modifiers) {
        case (.tab, []), (.down, []):
            viewModel.onNextTapped()
            return true
        case (.backTab, _), (.up, []):
            viewModel.onPreviousTapped()
            return true
        case (.enter, []):
            viewModel.onEnterTapped()
            return true
        default:
            guard let field = viewModel.field(for: viewModel.focus) else {
                if key == KeyEvent(.character(" ")) {
                    viewModel.onEnterTapped()
                    return true
                }
                return false
            }
            return field.handle(key)
        }
    }

    func handlePaste(_ text: String) -> Bool {
        guard let field = viewModel.field(for: viewModel.focus) else { return false }
        field.paste(text)
        return true
    }
}
