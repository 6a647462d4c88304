import TUICore
import TUIKit

struct OTPDemoView: InteractiveView {
    let viewModel: OTPDemoViewModel

    private var field: OTPField {
        OTPField(
            password: Binding(viewModel, \.password),
            hasError: Binding(viewModel, \.hasError),
            codeLength: OTPDemoViewModel.codeLength,
            isFocused: true,
            isEnabled: viewModel.isFieldEnabled
        )
    }

    func render(in area: Rect, frame: Frame) {
        let (hintArea, body) = area.inset(by: EdgeInsets(top: 1)).divided(bottom: 1)
        let content = body.inset(by: EdgeInsets(horizontal: 2))
        let secondary = frame.style(R.color.text.secondary)
        Label(R.string.otpDemo.prompt(), style: frame.style(R.color.text.primary, text: TextStyle([.bold])))
            .render(in: content.row(0), frame: frame)
        Label(R.string.otpDemo.rightCode(OTPDemoViewModel.rightCode), style: secondary)
            .render(in: content.row(1), frame: frame)
        // On a short terminal the blank lines go first, so the status (checking, wrong code)
        // still shows under the cells.
        let isSpacious = content.height >= 3 + OTPField.height + 2
        let fieldTop = isSpacious ? 3 : 2
        let field = field
        let fieldArea = Rect(
            x: content.x, y: content.y + fieldTop, width: min(field.width, content.width),
            height: min(OTPField.height, max(0, content.maxY - content.y - fieldTop)))
        field.render(in: fieldArea, frame: frame)
        renderStatus(
            in: content.row(fieldTop + OTPField.height + (isSpacious ? 1 : 0)), frame: frame)
        KeyHintsView(hints: R.string.otpDemo.keysHint()).render(in: hintArea, frame: frame)
    }

    private func renderStatus(in row: Rect, frame: Frame) {
        switch viewModel.phase {
        case .checking:
            let spinner = Spinner()
            spinner.render(in: row, frame: frame)
            Label(R.string.otpDemo.checking(), style: frame.style(R.color.text.secondary))
                .render(in: row.inset(by: EdgeInsets(left: 2)), frame: frame)
        case .accepted:
            let mark = frame.unicode ? "✓ " : "+ "
            let text = mark + R.string.otpDemo.accepted()
            Label(text, style: frame.style(R.color.text.primary, text: TextStyle([.bold])))
                .render(in: row, frame: frame)
            // The way back to typing, by key (Enter, r) or a click.
            let button = Button(
                R.string.otpDemo.enterAgain(), isFocused: true, feedback: viewModel.resetFeedback
            ) { [viewModel] in
                viewModel.onResetTapped()
            }
            button.buttonStyle(.secondary).render(
                in: row.inset(by: EdgeInsets(left: text.cellWidth + 1)), frame: frame)
        case .typing where viewModel.hasError:
            let mark = frame.unicode ? "⚠ " : "! "
            Label(
                mark + R.string.otpDemo.wrongCode(),
                style: frame.style(frame.colors.error, text: TextStyle([.bold]))
            )
            .render(in: row, frame: frame)
        case .typing:
            break
        }
    }

    func handle(_ key: KeyEvent) -> Bool {
        if viewModel.phase == .accepted,
            key == KeyEvent(.character("r")) || key == KeyEvent(.enter) || key == KeyEvent(.character(" "))
        {
            viewModel.resetFeedback.press()
            viewModel.onResetTapped()
            return true
        }
        if field.handle(key) { return true }
        // While the code is checked (or accepted) digits and Backspace do nothing; they
        // must not leave the screen either.
        switch (key.key, key.modifiers) {
        case (.backspace, []): return viewModel.phase != .typing
        case (.character(let character), []): return viewModel.phase != .typing && character.isWholeNumber
        default: return false
        }
    }

    func handlePaste(_ text: String) -> Bool {
        field.paste(text)
        return true
    }
}
